/**
 * `npm run fonts -w site`: writes the Devanagari type of the Hindi and Marathi pages (issue 35),
 * Noto Sans Devanagari (SIL Open Font License 1.1, OFL.txt), regular (components/DevanagariType.astro
 * says why one weight), cut down by HarfBuzz to the Devanagari block with the joiners and
 * the dotted circle, and every conjunct those letters form: any Hindi or Marathi an editor writes in
 * Strapi shows. The files are committed (the build reads them as assets, hashed and cached for good);
 * run this again only to change what they hold.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** U+0900–U+097F, the zero-width non-joiner and joiner (they choose between a conjunct and a half form), ◌. */
export const DEVANAGARI_TEXT = String.fromCodePoint(...Array.from({ length: 0x80 }, (_, offset) => 0x900 + offset), 0x200c, 0x200d, 0x25cc);

const fontsource = dirname(fileURLToPath(import.meta.resolve('@fontsource/noto-sans-devanagari/package.json')));

for (const weight of [400]) {
  const source = join(fontsource, `files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`);
  const subset = await subsetFont(readFileSync(source), DEVANAGARI_TEXT, { targetFormat: 'woff2' });
  const target = join(import.meta.dirname, `noto-sans-devanagari-${weight}.woff2`);
  writeFileSync(target, subset);
  console.log(`${target}: ${subset.length} bytes`);
}
