import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { builtPages, currentBuild } from '@koolers/web/site-builds';
import vnuJar from 'vnu-jar';
import { expect, siteBuildsDir, test } from './fixtures.ts';

/**
 * Every page the build wrote passes the W3C Nu HTML Checker (vnu.jar, run with the machine's Java:
 * Debian's default-jre-headless) without an error: browsers forgive invalid HTML in ways that differ,
 * and assistive technology reads what the parser made of it.
 */
type VnuMessage = { type: 'error' | 'info' | 'non-document-error'; url: string; lastLine?: number; message: string; extract?: string };

test('the W3C HTML checker finds no error in any page of the build', async () => {
  test.setTimeout(5 * 60_000);
  const dir = currentBuild(siteBuildsDir);
  if (!dir) throw new Error(`no site build in ${siteBuildsDir}`);
  const pages = builtPages(dir);
  expect(pages.length).toBeGreaterThan(70);
  const files = pages.map((path) => join(dir, path === '/' ? 'index.html' : `${path}.html`));
  // With --format json the checker writes its findings to stderr and exits 1 when it finds an error.
  const { stderr } = await promisify(execFile)('java', ['-jar', String(vnuJar), '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { code?: string | number; stderr?: string }) => {
    if (error.code === 'ENOENT')
      throw new Error('No java on PATH: the W3C HTML checker needs one (Debian: apt-get install default-jre-headless).');
    return { stderr: error.stderr ?? '' };
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  const errors = messages.map((message) => `${message.url.slice(`file:${dir}`.length)}:${message.lastLine ?? '?'} ${message.message}`);
  expect(errors).toEqual([]);
});
