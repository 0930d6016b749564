import { concurrently } from 'concurrently';
import waitOn from 'wait-on';
import type { Service } from './shop.ts';

export type RunningServices = { exited: Promise<unknown>; stop(): void };

/** Starts the services with prefixed output; if one dies, the others are stopped. Ctrl-C stops all. */
export function runServices(services: Service[]): RunningServices {
  const { result, commands } = concurrently(
    services.map(({ name, command, cwd, env }) => ({ name, command, cwd, env: { ...process.env, ...env } })),
    { prefix: '{name}', prefixColors: ['cyan', 'magenta', 'yellow', 'blue'], killOthersOn: ['failure', 'success'] },
  );
  return {
    exited: result,
    stop: () => {
      for (const command of commands) command.kill('SIGTERM');
    },
  };
}

/** Resolves when the URL answers (any status below 500, or 503 from a health check that is still warming up). */
export async function waitUntilAnswering(url: string, timeoutMs: number): Promise<void> {
  await waitOn({
    resources: [url.replace(/^http/, 'http-get')],
    timeout: timeoutMs,
    interval: 250,
    validateStatus: (status) => status < 500 || status === 503,
  });
}

/** Waits for every service, printing each as it becomes ready; fails fast if one exits. */
export async function waitForAll(services: Service[], running: RunningServices, timeoutMs = 180_000): Promise<void> {
  const started = Date.now();
  const ready = Promise.all(
    services.map(async (service) => {
      await waitUntilAnswering(service.readyUrl, timeoutMs);
      console.log(`  ✓ ${service.name} is ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }),
  );
  const died = running.exited.then(
    () => Promise.reject(new Error('a service exited while starting')),
    () => Promise.reject(new Error('a service failed while starting: see its output above')),
  );
  await Promise.race([ready, died]);
}
