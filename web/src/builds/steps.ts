/** Build steps as `npm start` and the web front print them: a "▸ title" line, then "✓ title (n s)". */
import { spawn } from 'node:child_process';

/** Runs `work` between a "▸ title" line and a "✓ title (n s)" line. */
export async function timed(title: string, work: () => Promise<void>): Promise<void> {
  console.log(`\n▸ ${title}`);
  const started = Date.now();
  await work();
  console.log(`  ✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Runs a build step, a shell command, the same way; rejects with the step's name if it fails. */
export function runStep(title: string, command: string, options: { cwd: string; env?: Record<string, string> }): Promise<void> {
  return timed(
    title,
    () =>
      new Promise((resolve, reject) => {
        const child = spawn(command, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: 'inherit', shell: true });
        child.on('error', reject);
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${title} failed (exit ${code})`))));
      }),
  );
}
