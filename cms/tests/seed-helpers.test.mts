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
      '- item',
    ),
    footer: 'Koolers, Vashi',
    author: 'Koolers',
    subject: 'Test',
  };
  const pdf = renderPdf(doc).toString('latin1');

  it('writes a PDF whose cross-reference table points at every object', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    // One entry per object: the trailer's /Size counts them, plus the free entry 0.
    const size = Number(/trailer\n<< \/Size (\d+) /.exec(pdf)?.[1]);
    expect(size).toBeGreaterThan(6);
    expect(offsets).toHaveLength(size - 1);
    offsets.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it('flows long text onto numbered pages and keeps the stream lengths right', () => {
    const pages = Number(/\/Count (\d+)/.exec(pdf)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(pdf).toContain(`(Page ${pages} of ${pages})`);
    const streams = [...pdf.matchAll(/<< \/Length (\d+) >>\nstream\n/g)];
    // One content stream per page.
    expect(streams).toHaveLength(pages);
    for (const match of streams) {
      const start = (match.index ?? 0) + match[0].length;
      expect(pdf.slice(start + Number(match[1]), start + Number(match[1]) + 10)).toBe('\nendstream');
    }
  });

  it('escapes parentheses and maps typographic characters to WinAnsi', () => {
    expect(pdf).toContain('/Title (A \\(tricky\\) title: Rs. 100 \u0096 \u0093quoted\u0094)');
  });
});
