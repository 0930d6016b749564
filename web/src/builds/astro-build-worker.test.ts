import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AstroBuildWorker } from './astro-build-worker.ts';

/**
 * A site folder whose `astro` writes a file into SITE_OUT_DIR saying which process built it and how
 * many builds that process made, and fails when FAIL_BUILD is set, as a content error would.
 */
function fakeSite(): string {
  const site = mkdtempSync(join(tmpdir(), 'astro-worker-'));
  writeFileSync(join(site, 'package.json'), '{"name":"site","private":true}');
  mkdirSync(join(site, 'node_modules/astro'), { recursive: true });
  writeFileSync(join(site, 'node_modules/astro/package.json'), '{"name":"astro","type":"module","main":"index.js"}');
  writeFileSync(
    join(site, 'node_modules/astro/index.js'),
    `import { mkdirSync, writeFileSync } from 'node:fs';
let builds = 0;
// As Astro's build does, leave a SIGTERM handler behind: SIGTERM no longer ends the process.
process.on('SIGTERM', () => {});
export async function build({ root }) {
  builds += 1;
  if (process.env.FAIL_BUILD === 'yes') throw new Error('The FAQ "Shipping" has no answer.');
  mkdirSync(process.env.SITE_OUT_DIR, { recursive: true });
  writeFileSync(process.env.SITE_OUT_DIR + '/built.json', JSON.stringify({ pid: process.pid, builds, root }));
}`,
  );
  return site;
}

const workers: AstroBuildWorker[] = [];
afterEach(() => {
  for (const worker of workers.splice(0)) worker.stop();
});

function built(outDir: string): { pid: number; builds: number; root: string } {
  return JSON.parse(readFileSync(join(outDir, 'built.json'), 'utf8'));
}

describe('AstroBuildWorker', () => {
  it('builds each time in the same process, with the environment of each build', async () => {
    const site = fakeSite();
    const worker = new AstroBuildWorker(site);
    workers.push(worker);
    await worker.build({ SITE_OUT_DIR: join(site, 'build-1') });
    await worker.build({ SITE_OUT_DIR: join(site, 'build-2') });
    const [first, second] = [built(join(site, 'build-1')), built(join(site, 'build-2'))];
    expect(first.root).toBe(site);
    expect(second.pid).toBe(first.pid);
    expect(second.builds).toBe(2);
  });

  it('a process killed between builds is replaced at the next build', async () => {
    const site = fakeSite();
    const worker = new AstroBuildWorker(site);
    workers.push(worker);
    await worker.build({ SITE_OUT_DIR: join(site, 'build-1') });
    const first = built(join(site, 'build-1'));
    process.kill(first.pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    await worker.build({ SITE_OUT_DIR: join(site, 'build-2') });
    const second = built(join(site, 'build-2'));
    expect(second.pid).not.toBe(first.pid);
    expect(second.builds).toBe(1);
  });

  it('a failed build rejects with its message, and the next build starts in a fresh process', async () => {
    const site = fakeSite();
    const worker = new AstroBuildWorker(site);
    workers.push(worker);
    await worker.build({ SITE_OUT_DIR: join(site, 'build-1'), FAIL_BUILD: 'no' });
    await expect(worker.build({ SITE_OUT_DIR: join(site, 'build-2'), FAIL_BUILD: 'yes' })).rejects.toThrow(
      'The FAQ "Shipping" has no answer.',
    );
    await worker.build({ SITE_OUT_DIR: join(site, 'build-3'), FAIL_BUILD: 'no' });
    expect(built(join(site, 'build-3')).pid).not.toBe(built(join(site, 'build-1')).pid);
    expect(built(join(site, 'build-3')).builds).toBe(1);
  });

  it('stop ends the process even when the build left a SIGTERM handler behind (npm start must exit)', async () => {
    const site = fakeSite();
    const worker = new AstroBuildWorker(site);
    workers.push(worker);
    await worker.build({ SITE_OUT_DIR: join(site, 'build-1') });
    const { pid } = built(join(site, 'build-1'));
    worker.stop();
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 5_000 }).toBe(false);
  });

  it('once closed (the shop stopping), refuses to start another build process', async () => {
    const site = fakeSite();
    const worker = new AstroBuildWorker(site);
    workers.push(worker);
    worker.close();
    await expect(worker.build({ SITE_OUT_DIR: join(site, 'build-1') })).rejects.toThrow('the shop is stopping');
  });
});
