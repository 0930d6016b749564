import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';

export type SandboxLog = (line: string) => void;
type SandboxApp = { listen(port: number, host: string, callback: (error?: Error) => void): Server; sandbox: { close(): void } };

type SandboxProcess = {
  /** The name in every log line: `razorpay-sandbox`, `messaging-sandbox`. */
  service: string;
  portVariable: string;
  defaultPort: number;
  /** Builds the app once the .env files are read (it reads its settings from the environment). */
  create(log: SandboxLog): SandboxApp;
  /** The lines printed once it listens at `base`. */
  banner(base: string): string[];
};

/**
 * The process around an edge sandbox's app (the Razorpay and the messaging sandboxes' server.ts):
 * reads the .env files, logs each line as `[service] …` (one JSON line with LOG_FORMAT=json, the
 * production stack's offline mode, like every service there), listens on SANDBOX_HOST (127.0.0.1
 * unless told otherwise; 0.0.0.0 in a container, reachable only on the stack's network) and the
 * port in `portVariable`, prints its banner, and stops on SIGTERM or SIGINT.
 */
export function runSandboxProcess(options: SandboxProcess): void {
  const { service } = options;
  // scripts/.env first: process.loadEnvFile never overrides a variable that is already set.
  for (const file of ['../.env', '../../.env']) {
    const path = fileURLToPath(new URL(file, import.meta.url));
    if (existsSync(path)) process.loadEnvFile(path);
  }
  const log: SandboxLog =
    process.env.LOG_FORMAT === 'json'
      ? (line) => console.log(JSON.stringify({ level: 30, time: Date.now(), service, msg: line }))
      : (line) => console.log(`[${service}] ${line}`);
  function fail(message: string): never {
    console.error(`[${service}] ${message}`);
    process.exit(1);
  }
  const host = process.env.SANDBOX_HOST || '127.0.0.1';
  const port = Number(process.env[options.portVariable] ?? options.defaultPort);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) fail(`invalid ${options.portVariable}: ${process.env[options.portVariable]}`);

  let app: SandboxApp;
  try {
    app = options.create(log);
  } catch (error) {
    fail((error as Error).message);
  }
  const server = app.listen(port, host, (error?: Error) => {
    if (error) fail(`cannot listen on ${host}:${port}: ${error.message}`);
    const address = server.address();
    const base = `http://${host}:${typeof address === 'object' && address ? address.port : port}`;
    for (const line of options.banner(base)) log(line);
  });

  const shutdown = (signal: string) => {
    log(`${signal}: shutting down`);
    app.sandbox.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3_000).unref();
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));
}
