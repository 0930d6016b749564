import { expect, it } from 'vitest';
import { islandStylesInHead } from './island-styles-in-head.ts';

const islandStyle = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

it('moves the island rule from the body to the end of the head', () => {
  const html = `<html><head><title>x</title></head><body><h1>x</h1>${islandStyle}<script>1</script><astro-island></astro-island></body></html>`;
  expect(islandStylesInHead(html)).toBe(
    `<html><head><title>x</title>${islandStyle}</head><body><h1>x</h1><script>1</script><astro-island></astro-island></body></html>`,
  );
});

it('leaves a page without islands, and the page’s own styles, alone', () => {
  const html = '<html><head><style>h1{color:red}</style></head><body><h1>x</h1></body></html>';
  expect(islandStylesInHead(html)).toBe(html);
});
