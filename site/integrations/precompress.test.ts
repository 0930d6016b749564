import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';

/** A page as long as a real one, and as repetitive. */
const page = (title: string) =>
  `<!doctype html><title>${title}</title>${'<li><a href="/products/coconut-oil">Coconut oil</a></li>'.repeat(80)}`;

let root: string;
let cache: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'precompress-'));
  cache = join(root, 'cache');
});

function build(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  return dir;
}

describe('precompressing a build', () => {
  it('writes a Brotli copy of each page, script and stylesheet that decompresses to the original, and of nothing else', async () => {
    const script = `export const flavours = [${'"mango",'.repeat(300)}];`;
    const dir = build('one', {
      'index.html': page('Home'),
      '_astro/app.js': script,
      '_astro/tiny.js': 'export {};',
      '_astro/palm.webp': 'x'.repeat(5000),
    });
    const result = await precompress(dir, cache);
    expect(result).toEqual({ files: 2, compressed: 2, fromCache: 0 });
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).toString()).toBe(page('Home'));
    expect(brotliDecompressSync(readFileSync(join(dir, '_astro/app.js.br'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'index.html.br')).length).toBeLessThan(page('Home').length / 10);
    // Too small to gain from it, or a picture (compressed already).
    expect(existsSync(join(dir, '_astro/tiny.js.br'))).toBe(false);
    expect(existsSync(join(dir, '_astro/palm.webp.br'))).toBe(false);
  });

  it('compresses pages with the same content once', async () => {
    const dir = build('one', { 'payment/order.html': page('Pay'), 'payment.html': page('Pay') });
    expect(await precompress(dir, cache)).toEqual({ files: 2, compressed: 2, fromCache: 0 });
    expect(readFileSync(join(dir, 'payment.html.br'))).toEqual(readFileSync(join(dir, 'payment/order.html.br')));
    expect(readdirSync(cache)).toHaveLength(1);
  });

  it('compresses again only what changed since the last build, and forgets what no build uses any more', async () => {
    await precompress(build('one', { 'index.html': page('Home'), 'faq.html': page('FAQ') }), cache);
    expect(readdirSync(cache)).toHaveLength(2);

    const next = build('two', { 'index.html': page('Home'), 'faq.html': page('Questions') });
    expect(await precompress(next, cache)).toEqual({ files: 2, compressed: 1, fromCache: 1 });
    expect(brotliDecompressSync(readFileSync(join(next, 'faq.html.br'))).toString()).toBe(page('Questions'));
    expect(readdirSync(cache)).toHaveLength(2);
  });
});
