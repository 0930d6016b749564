/**
 * After each build, every page, script, stylesheet and data file gets a Brotli-compressed copy beside
 * it (`index.html.br`), at Brotli's best quality, which the site server sends to browsers that accept
 * it. Compressing on the fly (the server's fallback) must be quick, so it uses quality 4: the home
 * page then weighs 17.5 KB instead of 14.6 KB, more than the 14.6 KB a new connection delivers in its
 * first round trip, which costs a slow phone a whole round trip before it sees anything.
 *
 * Quality 11 is slow (about 7 s for a whole build on this machine), so each result is kept under the
 * hash of what it compressed: a rebuild after an edit compresses only the files that changed.
 *
 * Pages are compressed at quality 10. An edit to what every page shows (the footer, the menu) changes
 * all 78 pages, and each publish waits for them: quality 11 took 3.3–3.8 s of a publish, quality 10
 * takes about a third of that. The home page is then 13,496 bytes instead of 13,209, still inside
 * that first round trip. Scripts and styles keep quality 11: their names change only with the code.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const compress = promisify(brotliCompress);

/** What is worth compressing: text. Pictures are compressed already. */
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest)$/;
/** Pages: rebuilt by every publish (see above). */
const PAGE = /\.html$/;
const PAGE_QUALITY = 10;
/** Below this, compression saves less than a packet's worth (the server's own threshold too). */
const MIN_BYTES = 1024;

export type PrecompressResult = { files: number; compressed: number; fromCache: number };

/**
 * Writes `<file>.br` for each compressible file in `dir`, reusing results kept in `cacheDir` by
 * content hash, and drops cached results this build did not use. The cache only saves time: another
 * build using it at the same moment may remove an entry or fail to add one, and nothing breaks.
 */
export async function precompress(dir: string, cacheDir: string): Promise<PrecompressResult> {
  await mkdir(cacheDir, { recursive: true });
  const cached = await readdir(cacheDir);
  // Files with the same content (pages that differ only in address) are compressed once.
  const results = new Map<string, Promise<{ brotli: Buffer; fromCache: boolean }>>();
  const result: PrecompressResult = { files: 0, compressed: 0, fromCache: 0 };
  const files = (await readdir(dir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const path = join(dir, file);
      const content = await readFile(path);
      if (content.length < MIN_BYTES) return;
      const quality = PAGE.test(file) ? PAGE_QUALITY : constants.BROTLI_MAX_QUALITY;
      const key = `${createHash('sha256').update(content).digest('hex')}-q${quality}.br`;
      let pending = results.get(key);
      if (!pending) {
        pending = cachedBrotli(content, join(cacheDir, key), quality);
        results.set(key, pending);
      }
      const { brotli, fromCache } = await pending;
      await writeFile(`${path}.br`, brotli);
      result.files++;
      if (fromCache) result.fromCache++;
      else result.compressed++;
    }),
  );
  const unused = cached.filter((entry) => !results.has(entry));
  await Promise.all(unused.map((entry) => rm(join(cacheDir, entry), { force: true })));
  return result;
}

async function cachedBrotli(content: Buffer, cachePath: string, quality: number): Promise<{ brotli: Buffer; fromCache: boolean }> {
  try {
    return { brotli: await readFile(cachePath), fromCache: true };
  } catch {
    // Not compressed before (or just removed by another build).
  }
  const brotli = await compress(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  // Written aside and renamed: a build stopped halfway never leaves half a result in the cache.
  const partial = `${cachePath}.${randomUUID()}.tmp`;
  try {
    await writeFile(partial, brotli);
    await rename(partial, cachePath);
  } catch {
    await rm(partial, { force: true });
  }
  return { brotli, fromCache: false };
}

/** `enabled: false` for the draft preview, whose builds must be quick and whose server compresses on the fly. */
export function precompressIntegration({ enabled }: { enabled: boolean }): AstroIntegration {
  let cacheDir = '';
  return {
    name: 'koolers:precompress',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheDir = join(fileURLToPath(config.cacheDir), 'precompressed');
      },
      'astro:build:done': async ({ dir, logger }) => {
        if (!enabled) return;
        const started = performance.now();
        const { files, compressed, fromCache } = await precompress(fileURLToPath(dir), cacheDir);
        logger.info(
          `${files} files precompressed (${compressed} compressed, ${fromCache} unchanged) in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
