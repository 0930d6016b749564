import { type Block, type InlineNode, plainText } from './blocks';

/**
 * A small PDF writer for the articles' downloadable PDFs: A4, the standard Helvetica fonts (no font
 * files embedded), WinAnsi text, word wrap, headings, paragraphs, lists and quotes, a header band in
 * the brand colour and a numbered footer. Output is deterministic for the same input.
 */
export interface PdfDocument {
  title: string;
  /** Small line under the title, e.g. author, date and reading time. */
  meta: string;
  blocks: readonly Block[];
  /** Left part of every page's footer, e.g. "Koolers, Vashi, Navi Mumbai". */
  footer: string;
  /** Document info: author and subject. */
  author: string;
  subject: string;
}

type FontKey = 'F1' | 'F2' | 'F3';
const FONT_NAMES: Record<FontKey, string> = { F1: 'Helvetica', F2: 'Helvetica-Bold', F3: 'Helvetica-Oblique' };

// Advance widths (1/1000 em) of WinAnsi codes 32..126, from the Adobe Core 14 AFM files.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
  611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
// WinAnsi codes above 126 that the seed text uses: [code, regular width, bold width].
const EXTRA: Record<string, [number, number, number]> = {
  '\u2018': [0x91, 222, 278],
  '\u2019': [0x92, 222, 278],
  '\u201c': [0x93, 333, 500],
  '\u201d': [0x94, 333, 500],
  '\u2022': [0x95, 350, 350],
  '\u2013': [0x96, 556, 556],
  '\u2014': [0x97, 1000, 1000],
  '\u2026': [0x85, 1000, 1000],
  '\u00b0': [0xb0, 400, 400],
  '\u00b7': [0xb7, 278, 278],
  '\u00d7': [0xd7, 584, 584],
  '\u00e9': [0xe9, 556, 556],
};

/** Unicode to WinAnsi bytes (as a latin1 string); the rupee sign has no WinAnsi glyph. */
function encode(text: string): string {
  let out = '';
  for (const char of text.replaceAll('\u20b9', 'Rs. ').replaceAll('\u00a0', ' ')) {
    const code = char.charCodeAt(0);
    if (code >= 32 && code <= 126) out += char;
    else if (EXTRA[char]) out += String.fromCharCode(EXTRA[char][0]);
    else out += '?';
  }
  return out;
}

function width(encoded: string, font: FontKey, size: number): number {
  const table = font === 'F2' ? HELVETICA_BOLD : HELVETICA;
  let units = 0;
  for (const char of encoded) {
    const code = char.charCodeAt(0);
    if (code >= 32 && code <= 126) units += table[code - 32];
    else {
      const extra = Object.values(EXTRA).find(([c]) => c === code);
      units += extra ? (font === 'F2' ? extra[2] : extra[1]) : 556;
    }
  }
  return (units * size) / 1000;
}

const escapePdf = (encoded: string) => encoded.replace(/[\\()]/g, (c) => `\\${c}`);

interface Run {
  font: FontKey;
  text: string;
}
interface Line {
  x: number;
  y: number;
  size: number;
  color: string;
  runs: { font: FontKey; text: string; x: number }[];
}
interface Page {
  lines: Line[];
  rules: { x: number; y1: number; y2: number }[];
}

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 64;
const TOP = PAGE_H - 110;
const BOTTOM = 72;
const TEXT = '0.13 0.16 0.14';
const GREEN = '0.12 0.42 0.23';
const GREY = '0.4 0.43 0.41';

function runsOf(nodes: readonly InlineNode[], base: FontKey): Run[] {
  return nodes.flatMap((node): Run[] => {
    if (node.type === 'link') {
      const label = plainText(node.children);
      return [{ font: base, text: /^https?:/.test(node.url) ? `${label} (${node.url})` : label }];
    }
    return [{ font: node.bold ? 'F2' : node.italic ? 'F3' : base, text: node.text }];
  });
}

class Layout {
  pages: Page[] = [];
  private page!: Page;
  private y = TOP;

  constructor() {
    this.newPage();
  }

  private newPage() {
    this.page = { lines: [], rules: [] };
    this.pages.push(this.page);
    this.y = this.pages.length === 1 ? TOP : PAGE_H - 72;
  }

  space(points: number) {
    this.y -= points;
  }

  /** Word-wraps runs into lines of at most `maxWidth`, starting at x; returns the y span used. */
  paragraph(runs: Run[], opts: { size: number; leading: number; x?: number; color?: string; firstPrefix?: Run; keepWithNext?: number }) {
    const x0 = opts.x ?? MARGIN_X;
    const maxWidth = PAGE_W - MARGIN_X - x0;
    const words: { font: FontKey; text: string }[] = [];
    for (const run of runs) {
      const parts = encode(run.text).split(/(\s+)/);
      for (const part of parts) {
        if (part === '') continue;
        if (/^\s+$/.test(part)) words.push({ font: run.font, text: ' ' });
        else words.push({ font: run.font, text: part });
      }
    }
    const lines: { font: FontKey; text: string; x: number }[][] = [];
    let current: { font: FontKey; text: string; x: number }[] = [];
    let cursor = 0;
    for (const word of words) {
      const w = width(word.text, word.font, opts.size);
      if (word.text === ' ') {
        if (current.length > 0) cursor += w;
        continue;
      }
      if (cursor + w > maxWidth && current.length > 0) {
        lines.push(current);
        current = [];
        cursor = 0;
      }
      current.push({ ...word, x: cursor });
      cursor += w;
    }
    if (current.length > 0) lines.push(current);

    const needed = Math.min(lines.length, 2) * opts.leading + (opts.keepWithNext ?? 0);
    if (this.y - needed < BOTTOM) this.newPage();
    lines.forEach((line, index) => {
      if (this.y - opts.leading < BOTTOM) this.newPage();
      this.y -= opts.leading;
      const runsOnLine = line.map((word) => ({ ...word, x: x0 + word.x }));
      if (index === 0 && opts.firstPrefix) {
        runsOnLine.unshift({ font: opts.firstPrefix.font, text: encode(opts.firstPrefix.text), x: x0 - 14 });
      }
      this.page.lines.push({ x: x0, y: this.y, size: opts.size, color: opts.color ?? TEXT, runs: runsOnLine });
    });
  }

  quote(runs: Run[]) {
    const top = this.y;
    const pageBefore = this.page;
    this.paragraph(runs, { size: 11, leading: 16, x: MARGIN_X + 16, color: GREEN });
    if (this.page === pageBefore) this.page.rules.push({ x: MARGIN_X + 4, y1: top - 4, y2: this.y - 4 });
  }
}

function layout(doc: PdfDocument): Page[] {
  const l = new Layout();
  l.paragraph([{ font: 'F2', text: doc.title }], { size: 22, leading: 28, color: GREEN });
  l.space(6);
  l.paragraph([{ font: 'F3', text: doc.meta }], { size: 10, leading: 14, color: GREY });
  l.space(14);
  for (const block of doc.blocks) {
    switch (block.type) {
      case 'heading':
        l.space(block.level === 2 ? 10 : 6);
        l.paragraph(runsOf(block.children, 'F2'), {
          size: block.level === 2 ? 15 : 12.5,
          leading: block.level === 2 ? 20 : 17,
          color: GREEN,
          keepWithNext: 32,
        });
        l.space(2);
        break;
      case 'paragraph':
        l.paragraph(runsOf(block.children, 'F1'), { size: 11, leading: 16 });
        l.space(8);
        break;
      case 'quote':
        l.quote(runsOf(block.children, 'F3'));
        l.space(8);
        break;
      case 'list':
        block.children.forEach((item, index) => {
          const prefix = block.format === 'ordered' ? `${index + 1}.` : '\u2022';
          l.paragraph(runsOf(item.children, 'F1'), { size: 11, leading: 16, x: MARGIN_X + 18, firstPrefix: { font: 'F1', text: prefix } });
          l.space(3);
        });
        l.space(6);
        break;
    }
  }
  return l.pages;
}

const num = (n: number) => (Math.round(n * 100) / 100).toString();

function pageContent(page: Page, index: number, total: number, doc: PdfDocument): string {
  const ops: string[] = [];
  if (index === 0) {
    // Header band: brand green with the shop's name.
    ops.push('0.475 0.91 0.42 rg', `0 ${num(PAGE_H - 64)} ${num(PAGE_W)} 64 re f`);
    ops.push(`BT /F2 18 Tf 0.06 0.25 0.12 rg 1 0 0 1 ${MARGIN_X} ${num(PAGE_H - 40)} Tm (KOOLERS) Tj ET`);
    ops.push(
      `BT /F1 10 Tf 0.06 0.25 0.12 rg 1 0 0 1 ${MARGIN_X + 98} ${num(PAGE_H - 40)} Tm (${escapePdf(encode('Fresh coconut, Navi Mumbai'))}) Tj ET`,
    );
  }
  for (const rule of page.rules) {
    ops.push(`${GREEN} RG 2 w ${num(rule.x)} ${num(rule.y1)} m ${num(rule.x)} ${num(rule.y2)} l S`);
  }
  for (const line of page.lines) {
    for (const run of line.runs) {
      ops.push(`BT /${run.font} ${line.size} Tf ${line.color} rg 1 0 0 1 ${num(run.x)} ${num(line.y)} Tm (${escapePdf(run.text)}) Tj ET`);
    }
  }
  ops.push(`${GREY} RG 0.5 w ${MARGIN_X} 52 m ${num(PAGE_W - MARGIN_X)} 52 l S`);
  ops.push(`BT /F1 9 Tf ${GREY} rg 1 0 0 1 ${MARGIN_X} 38 Tm (${escapePdf(encode(doc.footer))}) Tj ET`);
  const pageLabel = encode(`Page ${index + 1} of ${total}`);
  ops.push(`BT /F1 9 Tf ${GREY} rg 1 0 0 1 ${num(PAGE_W - MARGIN_X - width(pageLabel, 'F1', 9))} 38 Tm (${pageLabel}) Tj ET`);
  return ops.join('\n');
}

const pdfString = (text: string) => `(${escapePdf(encode(text))})`;

export function renderPdf(doc: PdfDocument): Buffer {
  const pages = layout(doc);
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);

  // 1 catalog, 2 pages, 3-5 fonts, 6 info, then a page and its content stream per page.
  const firstPage = 7;
  const kids = pages.map((_, i) => `${firstPage + i * 2} 0 R`).join(' ');
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  for (const key of ['F1', 'F2', 'F3'] as const) {
    add(`<< /Type /Font /Subtype /Type1 /BaseFont /${FONT_NAMES[key]} /Encoding /WinAnsiEncoding >>`);
  }
  add(
    `<< /Title ${pdfString(doc.title)} /Author ${pdfString(doc.author)} /Subject ${pdfString(doc.subject)} /Creator (Koolers CMS seed) /Producer (Koolers CMS seed) >>`,
  );
  pages.forEach((page, i) => {
    const content = pageContent(page, i, pages.length, doc);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${num(PAGE_W)} ${num(PAGE_H)}] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${firstPage + i * 2 + 1} 0 R >>`,
    );
    add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });

  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
