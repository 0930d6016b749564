/**
 * Build steps as `npm start` and the web front print them: a "▸ title" line, then "✓ title (n s)",
 * with the command's own output in between. Given `log`, every line goes there instead (the
 * production web front makes each a JSON line).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export type StepLog = (line: string) => void;

/** Runs `work` between a "▸ title" line and a "✓ title (n s)" line. */
export async function timed(title: string, work: () => Promise<void>, log?: StepLog): Promise<void> {
  const started = Date.now();
  if (log) log(`▸ ${title}`);
  else console.log(`\n▸ ${title}`);
  await work();
  const done = `✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
  if (log) log(done);
  else console.log(`  ${done}`);
}

/** Runs a build step, a shell command, the same way; rejects with the step's name if it fails. */
export function runStep(
  title: string,
  command: string,
  options: { cwd: string; env?: Record<string, string>; log?: StepLog },
): Promise<void> {
  const { log } = options;
  return timed(
    title,
    () =>
      new Promise((resolve, reject) => {
        const child = spawn(command, {
          cwd: options.cwd,
          env: { ...process.env, ...options.env },
          stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
          shell: true,
        });
        if (log) {
          for (const stream of [child.stdout, child.stderr]) if (stream) createInterface({ input: stream }).on('line', log);
        }
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${title} failed (exit ${code})`))));
      }),
    log,
  );
}
