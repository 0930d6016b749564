/**
 * Firefox 115–120 (ESR 115 among them) have no `:has()`: they drop every rule that uses it. After each
 * build this integration gathers those rules from the site's stylesheets and `<style>` blocks and
 * writes them, with each `:has()` rewritten by csstools' css-has-pseudo to an attribute selector of
 * the same specificity, to `fallbacks/has.css`. Only a browser without `:has()` loads that file
 * (src/fallbacks/has-selector.ts), with the script that sets the attributes; every other browser
 * keeps exactly the CSS it had.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import cssHasPseudo from 'css-has-pseudo';
import postcss, { type AtRule, type ChildNode, type Container, type Root } from 'postcss';

/** Where the loader fetches it from: keep in step with src/fallbacks/has-selector.ts. */
export const HAS_FALLBACK_PATH = 'fallbacks/has.css';

/** The `:has()` rules of the given stylesheets (each kept inside its @media/@supports), rewritten. */
export async function hasFallbackCss(stylesheets: string[]): Promise<string> {
  const out = postcss.root();
  const seen = new Set<string>();
  // Many pages share the same <style> blocks, and most have no :has(): parse each distinct one once.
  for (const css of new Set(stylesheets)) {
    if (!css.includes(':has(')) continue;
    postcss.parse(css).walkRules((rule) => {
      if (!rule.selector.includes(':has(')) return;
      const copy = withAncestors(rule);
      const text = copy.toString();
      if (seen.has(text)) return; // the same inline <style> is on many pages
      seen.add(text);
      out.append(copy);
    });
  }
  if (!out.nodes.length) return '';
  const result = await postcss([cssHasPseudo({ preserve: false })]).process(out, { from: undefined });
  return result.css;
}

/** A copy of `node` inside copies of the at-rules around it (not their other children). */
function withAncestors(node: ChildNode): ChildNode {
  let copy: ChildNode = node.clone();
  let parent: Container | Root | undefined = node.parent as Container | undefined;
  while (parent && parent.type === 'atrule') {
    const wrapper: AtRule = (parent as AtRule).clone({ nodes: [] });
    wrapper.append(copy);
    copy = wrapper;
    parent = parent.parent as Container | undefined;
  }
  return copy;
}

/** Every stylesheet of a built site: its .css files and the `<style>` blocks of its pages. */
export async function builtStylesheets(outDir: string): Promise<string[]> {
  const sheets: string[] = [];
  for (const file of (await readdir(outDir, { recursive: true })).sort()) {
    if (file.endsWith('.css') && !file.startsWith('fallbacks')) sheets.push(await readFile(join(outDir, file), 'utf8'));
    else if (file.endsWith('.html')) {
      const html = await readFile(join(outDir, file), 'utf8');
      for (const match of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) sheets.push(match[1] ?? '');
    }
  }
  return sheets;
}

export function hasFallbackStylesheet(): AstroIntegration {
  return {
    name: 'koolers:has-fallback-stylesheet',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const outDir = fileURLToPath(dir);
        const css = await hasFallbackCss(await builtStylesheets(outDir));
        const target = join(outDir, HAS_FALLBACK_PATH);
        await mkdir(dirname(target), { recursive: true });
        await writeFile(target, css);
        logger.info(`${HAS_FALLBACK_PATH}: ${css.length} bytes of :has() rules for browsers without it`);
      },
    },
  };
}
