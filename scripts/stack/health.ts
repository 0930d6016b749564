import { containers, type Engine, isHealthy, run } from './engine.ts';

/**
 * Waits until every long-running container of the stack passes its health check (run here, now:
 * podman runs none by itself without systemd, and podman-compose ignores `service_healthy`), and the
 * one-shot migration has exited cleanly. Prints each as it becomes ready; rejects naming the laggards.
 */
export async function waitUntilHealthy(engine: Engine, options: { timeoutMs?: number; quiet?: boolean } = {}): Promise<number> {
  const started = Date.now();
  const deadline = started + (options.timeoutMs ?? 600_000);
  const ready = new Set<string>();
  for (;;) {
    const all = containers(engine);
    const waiting: string[] = [];
    for (const container of all) {
      if (ready.has(container.name)) continue;
      let ok: boolean;
      if (container.service === 'api-migrate') {
        const { stdout } = run(engine, ['inspect', '--format', '{{.State.ExitCode}} {{.State.Status}}', container.name]);
        ok = /^0 exited/.test(stdout.trim());
      } else {
        ok = container.state === 'running' && isHealthy(engine, container.name);
      }
      if (ok) {
        ready.add(container.name);
        if (!options.quiet) console.log(`  ✓ ${container.name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      } else waiting.push(`${container.name} (${container.state})`);
    }
    if (all.length > 0 && waiting.length === 0) return Date.now() - started;
    if (Date.now() > deadline) throw new Error(`not healthy after ${Math.round((Date.now() - started) / 1000)} s: ${waiting.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}
