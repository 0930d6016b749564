/**
 * Astro writes the one rule its islands need (`astro-island { display: contents }`) as a `<style>`
 * just before the first island, inside `<body>`, where HTML allows no `<style>`: the W3C checker
 * reports it on every page with an island. After each build this integration moves that element into
 * the page's `<head>`. The rule and its effect are the same; only its place changes.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Astro's island rule (astro/dist/runtime/server/astro-island-styles.js), as it writes it. */
const ISLAND_STYLE = /<style>astro-island,[^<]*<\/style>/;

/** The page with Astro's island `<style>` moved from its body to the end of its head (unchanged if none). */
export function islandStylesInHead(html: string): string {
  const bodyStart = html.indexOf('<body');
  const match = bodyStart < 0 ? null : ISLAND_STYLE.exec(html.slice(bodyStart));
  const headEnd = html.indexOf('</head>');
  if (!match || headEnd < 0 || headEnd > bodyStart) return html;
  const at = bodyStart + match.index;
  const withoutStyle = html.slice(0, at) + html.slice(at + match[0].length);
  return withoutStyle.slice(0, headEnd) + match[0] + withoutStyle.slice(headEnd);
}

export function islandStylesInHeadIntegration(): AstroIntegration {
  return {
    name: 'koolers:island-styles-in-head',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const pages = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        let moved = 0;
        await Promise.all(
          pages.map(async (file) => {
            const path = join(root, file);
            const html = await readFile(path, 'utf8');
            const fixed = islandStylesInHead(html);
            if (fixed === html) return;
            await writeFile(path, fixed);
            moved++;
          }),
        );
        if (moved) logger.info(`island styles moved into the head of ${moved} pages`);
      },
    },
  };
}
