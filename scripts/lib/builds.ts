import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Newest modification time of the files under the given paths (node_modules and outputs skipped). */
function newestMtime(paths: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) {
        if (!['node_modules', 'dist', '.astro', '.strapi', 'data'].includes(entry)) visit(join(path, entry));
      }
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

/** A build is reused while its output is newer than every input that shapes it. */
export function isBuildFresh(output: string, inputs: string[]): boolean {
  return existsSync(output) && statSync(output).mtimeMs >= newestMtime(inputs);
}

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
