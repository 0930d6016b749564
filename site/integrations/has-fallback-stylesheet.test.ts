import { describe, expect, it } from 'vitest';
import { hasFallbackCss } from './has-fallback-stylesheet.ts';

describe('the :has() fallback stylesheet', () => {
  it('keeps only the rules that use :has(), rewritten to attribute selectors', async () => {
    const css = await hasFallbackCss(['.card{color:red}.catalogue:has(#category-oil:checked) .product-card{display:none}', 'p{margin:0}']);
    expect(css).not.toContain(':has(');
    expect(css).not.toContain('.card{');
    expect(css).not.toContain('margin');
    expect(css).toMatch(/\[csstools-has-[\w-]+\][^{]*\{\s*display:\s*none/);
  });

  it('keeps the @media and @supports around a rule, and nothing else inside them', async () => {
    const css = await hasFallbackCss([
      '@media (prefers-reduced-motion: no-preference){.a{animation:x 1s}.hero:has(input:checked) .img{animation-play-state:paused}}',
    ]);
    expect(css).toMatch(/@media \(prefers-reduced-motion: no-preference\)\s*\{\s*\.js-has-pseudo \[csstools-has-/);
    expect(css).not.toContain('animation:x');
  });

  it('writes a rule shared by many pages once', async () => {
    const inline = '.showcase:has([id="flavour-mango"]:checked) .showcase-thumb{border-color:green}';
    const css = await hasFallbackCss([inline, inline, inline]);
    expect(css.match(/border-color/g)).toHaveLength(1);
  });

  it('keeps the specificity of the original selector, so it wins where the original did', async () => {
    // :has(#id) counts the id: (1,2,0) in total. The rewrite pads its attribute selector to match.
    const css = await hasFallbackCss(['.catalogue:has(#category-oil:checked) .card{display:none}']);
    expect(css).toContain(':not(#does-not-exist)');
  });

  it('is empty when no rule uses :has()', async () => {
    expect(await hasFallbackCss(['.a{color:red}'])).toBe('');
  });
});
