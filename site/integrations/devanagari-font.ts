/**
 * After each build: cuts the Devanagari font to the words of this build's Hindi and Marathi pages
 * (src/build/devanagari-font.ts), writes it beside the scripts, and declares it in the head of those
 * pages only. English pages never load it, not even for the language switcher's "हिन्दी": the face
 * is only declared where the page is in Hindi or Marathi.
 *
 * `local()` comes first: Android's own Devanagari is this font, complete, and a phone that has it
 * downloads nothing. The others (iPhones, most computers) download the cut, about 17 KB.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { type Cache, calendarWords, devanagariFontFor, devanagariRuns, UNICODE_RANGE } from '../src/build/devanagari-font.ts';

/** The face's name in the CSS; styles/global.css puts it first on Hindi and Marathi pages. */
export const FAMILY = 'Koolers Devanagari';

/** The pages (and the search index) in Hindi or Marathi, by their place in the build. */
export function isTranslated(file: string): boolean {
  return /^(hi|mr)(\.html|\/.+\.html)$|^search-index\/(hi|mr)\.json$/.test(file.replaceAll('\\', '/'));
}

/** The `<style>` that declares the face: the phone's own copy, else the cut at `href`. */
export function fontFaceStyle(href: string): string {
  const local = ['Noto Sans Devanagari', 'Noto Sans Devanagari Regular', 'NotoSansDevanagari-Regular'];
  return (
    `<style>@font-face{font-family:"${FAMILY}";` +
    `src:${local.map((name) => `local("${name}")`).join(',')},url(${href}) format("woff2");` +
    `font-weight:400;font-style:normal;font-display:swap;unicode-range:${UNICODE_RANGE}}</style>`
  );
}

/**
 * The page with the face declared at the end of its head, if it is in Hindi or Marathi: after the
 * `<meta charset>`, which must come in a page's first 1024 bytes.
 */
export function withFontFace(html: string, style: string): string {
  if (!/^<!DOCTYPE html>\s*<html[^>]*\slang="(hi|mr)\b/i.test(html)) return html;
  return html.replace('</head>', () => `${style}</head>`);
}

/** What the words are read from, besides the pages: every sentence the API and the islands may show. */
const CONTRACTS = fileURLToPath(new URL('../../contracts/src/', import.meta.url));

async function wordsOfContracts(into: Set<string>): Promise<void> {
  const files = (await readdir(CONTRACTS, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) devanagariRuns(await readFile(join(CONTRACTS, file), 'utf8'), into);
}

function folderCache(folder: string): Cache {
  return {
    get: async (wordsKey) => readFile(join(folder, `${wordsKey}.woff2`)).catch(() => undefined),
    set: async (wordsKey, woff2) => {
      await mkdir(folder, { recursive: true });
      await writeFile(join(folder, `${wordsKey}.woff2`), woff2);
    },
  };
}

export function devanagariFontIntegration(): AstroIntegration {
  let assetsPrefix = '';
  let cache: Cache | undefined;
  return {
    name: 'koolers:devanagari-font',
    hooks: {
      'astro:config:done': ({ config }) => {
        const prefix = config.build.assetsPrefix;
        assetsPrefix = (typeof prefix === 'string' ? prefix : (prefix?.fallback ?? '')).replace(/\/$/, '');
        cache = folderCache(join(fileURLToPath(config.cacheDir), 'devanagari-font'));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) =>
          file.startsWith('_astro/') ? file.endsWith('.js') : isTranslated(file),
        );
        const texts = new Map(await Promise.all(files.map(async (file) => [file, await readFile(join(root, file), 'utf8')] as const)));
        const runs = devanagariRuns(calendarWords());
        await wordsOfContracts(runs);
        for (const text of texts.values()) devanagariRuns(text, runs);

        const font = await devanagariFontFor(runs, cache);
        const name = `_astro/koolers-devanagari.${font.key}.woff2`;
        await mkdir(join(root, '_astro'), { recursive: true });
        await writeFile(join(root, name), font.woff2);

        const style = fontFaceStyle(`${assetsPrefix}/${name}`);
        let declared = 0;
        await Promise.all(
          [...texts].map(async ([file, html]) => {
            if (!file.endsWith('.html')) return;
            const withFace = withFontFace(html, style);
            if (withFace === html) return;
            await writeFile(join(root, file), withFace);
            declared++;
          }),
        );
        const cut = font.glyphs === undefined ? 'the cut of the last build with these words' : `${font.glyphs} glyphs`;
        logger.info(
          `Devanagari font: ${cut} for ${runs.size} words, ${(font.woff2.byteLength / 1024).toFixed(1)} KB, declared on ${declared} pages, in ${Math.round(performance.now() - started)} ms`,
        );
      },
    },
  };
}
