/** Helper processes of the engines (a display and a driver): started in their own group, stopped whole. */
import type { ChildProcess } from 'node:child_process';

/** Waits until `url` answers at all (any status), or the process behind it has clearly failed. */
export async function waitForHttp(url: string, what: string, attempts = 300): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${what} did not answer on ${url}`);
}

/** Ends a process started with `detached: true` and everything it started (xvfb-run: Xvfb, the driver, the browser). */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  await exited;
}

/**
 * Started detached (its own process group, so it can be stopped whole), it would outlive a test
 * worker that exits without stopping it: end the group when this process exits, however it exits.
 */
export function endWithThisProcess(child: ChildProcess): void {
  process.once('exit', () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  });
}
