import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { blocks, inline } from '../src/seed/blocks.ts';
import { renderPdf } from '../src/seed/pdf.ts';

describe('blocks()', () => {
  it.each([
    ['Plain text.', [{ type: 'paragraph', children: [{ type: 'text', text: 'Plain text.' }] }]],
    ['## A heading', [{ type: 'heading', level: 2, children: [{ type: 'text', text: 'A heading' }] }]],
    ['### Smaller', [{ type: 'heading', level: 3, children: [{ type: 'text', text: 'Smaller' }] }]],
    ['> Quoted', [{ type: 'quote', children: [{ type: 'text', text: 'Quoted' }] }]],
  ])('turns %j into one block', (line, expected) => {
    expect(blocks(line)).toEqual(expected);
  });

  it('groups consecutive list lines into one list per format', () => {
    expect(
      blocks('- a', '- b', '1. one', 'after').map((b) => [b.type, 'format' in b ? b.format : '', 'children' in b ? b.children.length : 0]),
    ).toEqual([
      ['list', 'unordered', 2],
      ['list', 'ordered', 1],
      ['paragraph', '', 1],
    ]);
  });

  it('parses bold, italic and links inline', () => {
    expect(inline('A **bold** and *soft* [link](/faq).')).toEqual([
      { type: 'text', text: 'A ' },
      { type: 'text', text: 'bold', bold: true },
      { type: 'text', text: ' and ' },
      { type: 'text', text: 'soft', italic: true },
      { type: 'text', text: ' ' },
      { type: 'link', url: '/faq', children: [{ type: 'text', text: 'link' }] },
      { type: 'text', text: '.' },
    ]);
  });
});

describe('renderPdf()', () => {
  const doc = {
    title: 'A (tricky) title: ₹100 – “quoted”',
    meta: 'Koolers · 1 January 2025',
    blocks: blocks(
      '## Section',
      ...Array.from(
        { length: 80 },
        (_, i) => `Paragraph ${i} with enough words to wrap over more than one line of the page, **bold** too.`,
      ),
      '- item one',
      '> A quote, set apart.',
    ),
    footer: 'Koolers, Vashi',
    author: 'Koolers',
    subject: 'Test',
    date: new Date('2025-01-01T09:00:00+05:30'),
  };
  /** What a reader's copy shows (poppler's pdftotext and pdfinfo, Debian's poppler-utils). */
  const read = (tool: 'pdftotext' | 'pdfinfo', pdf: Buffer) =>
    execFileSync(tool, tool === 'pdftotext' ? ['-layout', '-enc', 'UTF-8', '-', '-'] : ['-enc', 'UTF-8', '-'], { input: pdf }).toString(
      'utf8',
    );

  it('prints the title as written, ₹ and typographic quotes included, and every paragraph in order', async () => {
    const text = read('pdftotext', await renderPdf(doc));
    expect(text).toContain('A (tricky) title: ₹100 – “quoted”');
    expect(text).toContain('Koolers · 1 January 2025');
    const order = Array.from({ length: 80 }, (_, i) => text.indexOf(`Paragraph ${i} with`));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(text).toMatch(/•\s+item one/);
    expect(text).toContain('A quote, set apart.');
  });

  it('flows long text onto pages numbered “Page n of N” under the footer line', async () => {
    const pdf = await renderPdf(doc);
    const pages = Number(/^Pages:\s+(\d+)$/m.exec(read('pdfinfo', pdf))?.[1]);
    expect(pages).toBeGreaterThan(1);
    const text = read('pdftotext', pdf);
    for (let page = 1; page <= pages; page++) expect(text).toMatch(new RegExp(`Koolers, Vashi\\s+Page ${page} of ${pages}`));
    // One page break (form feed) between pages, and none past the last: no blank page at the end.
    expect(text.split('\f').filter((page) => page.trim() !== '')).toHaveLength(pages);
  });

  it('carries its title, author and subject, and is the same file for the same input', async () => {
    const pdf = await renderPdf(doc);
    expect(read('pdfinfo', pdf)).toMatch(/^Title:\s+A \(tricky\) title: ₹100 – “quoted”$/m);
    expect(read('pdfinfo', pdf)).toMatch(/^Author:\s+Koolers$/m);
    expect((await renderPdf(doc)).equals(pdf)).toBe(true);
  });
});
