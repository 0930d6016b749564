import { globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * An island whose page does not hand it an area it reads (`useWords('cart')` anywhere in its tree)
 * throws in the browser (lib/words.tsx). This finds it before a browser does: for every island on
 * every page (and the cart panel), the areas its components read, by following its imports, against
 * the areas its `pageWords(…)` names.
 */
const src = join(import.meta.dirname, '..');

function areasRead(entry: string, seen = new Set<string>()): Set<string> {
  const areas = new Set<string>();
  if (seen.has(entry)) return areas;
  seen.add(entry);
  const code = readFileSync(entry, 'utf8');
  for (const [, area] of code.matchAll(/useWords\('(\w+)'\)/g)) areas.add(area as string);
  // Static and lazy imports of the site's own modules (type-only imports carry no words).
  for (const [, path] of code.matchAll(/(?:import(?!\s+type\b)[^'"]*?from\s*|import\()\s*'(\.[^']+\.tsx?)'/g)) {
    for (const area of areasRead(join(dirname(entry), path as string), seen)) areas.add(area);
  }
  return areas;
}

type Island = { page: string; component: string; given: string[] };

function islands(): Island[] {
  const found: Island[] = [];
  for (const page of globSync('**/*.astro', { cwd: src })) {
    const code = readFileSync(join(src, page), 'utf8');
    const imports = new Map(
      [...code.matchAll(/import (\w+) from '(\.[^']+\.tsx)'/g)].map(([, name, path]) => [name as string, path as string]),
    );
    const named = new Map(
      [...code.matchAll(/const (\w+) = pageWords\([^,]+,([^)]*)\)/g)].map(([, name, areas]) => [name as string, areas as string]),
    );
    for (const [, name, props] of code.matchAll(/<(\w+)\s([^>]*?client:[^>]*?)\/?>/gs)) {
      const path = imports.get(name as string);
      if (!path) continue;
      const inline = (props as string).match(/words=\{pageWords\([^,]+,([^)]*)\)\}/)?.[1];
      const byName = (props as string).match(/words=\{(\w+)\}/)?.[1];
      // `words={{ club: clubWords, formRules }}`: the areas are the object's keys.
      const literal = (props as string)
        .match(/words=\{\{([^}]*)\}\}/)?.[1]
        ?.split(',')
        .map((entry) => `'${entry.split(':')[0]?.trim()}'`)
        .join(',');
      const areas = inline ?? (byName ? named.get(byName) : undefined) ?? literal ?? '';
      found.push({
        page,
        component: relative(src, join(src, dirname(page), path)),
        given: [...areas.matchAll(/'(\w+)'/g)].map(([, area]) => area as string),
      });
    }
  }
  const layout = readFileSync(join(src, 'layouts/BaseLayout.astro'), 'utf8');
  const panel = layout.match(/data-cart-panel data-words=\{JSON\.stringify\(pageWords\(language,([^)]*)\)\)\}/)?.[1] ?? '';
  found.push({
    page: 'layouts/BaseLayout.astro',
    component: 'components/cart/CartPanel.mount.tsx',
    given: [...panel.matchAll(/'(\w+)'/g)].map(([, area]) => area as string),
  });
  return found;
}

describe('every island is handed the words its components read', () => {
  const all = islands();

  it('finds the islands', () => {
    expect(all.length).toBeGreaterThanOrEqual(15);
  });

  it.each(all.map((island) => [`${island.component} on ${island.page}`, island] as const))('%s', (_, island) => {
    const read = [...areasRead(join(src, island.component))].sort();
    const missing = read.filter((area) => !island.given.includes(area));
    expect(missing, `reads ${read.join(', ')}; given ${island.given.join(', ')}`).toEqual([]);
  });
});
