import PDFDocument from 'pdfkit';
import { type Block, type InlineNode, plainText } from './blocks';

/**
 * The articles' downloadable PDFs, laid out by pdfkit: A4, a header band in the brand colour,
 * headings, paragraphs, lists and quotes, and a numbered footer. Noto Sans (SIL Open Font License
 * 1.1, embedded as a subset) prints ₹ and typographic quotes as written; the commerce API's tax
 * invoices use the same font.
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
  /** The document's date (its info dictionary's): the same input makes the same file. */
  date: Date;
}

const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  italic: require.resolve('@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf'),
};
type Font = keyof typeof FONTS;

const MARGIN_X = 64;
const TOP = 110;
const BOTTOM = 72;
const TEXT = '#212924';
const GREEN = '#1f6b3b';
const GREY = '#666e69';
const BAND = '#79e86b';
const ON_BAND = '#0f401f';

type Run = { font: Font; text: string };

/** The width between the page's side margins. */
const textWidth = (pdf: PDFKit.PDFDocument) => pdf.page.width - 2 * MARGIN_X;

function runsOf(nodes: readonly InlineNode[], base: Font): Run[] {
  return nodes.map((node): Run => {
    if (node.type === 'link') {
      const label = plainText(node.children);
      return { font: base, text: /^https?:/.test(node.url) ? `${label} (${node.url})` : label };
    }
    return { font: node.bold ? 'bold' : node.italic ? 'italic' : base, text: node.text };
  });
}

/** One paragraph of runs in their fonts, wrapped to the page (pdfkit's `continued` joins them). */
function paragraph(pdf: PDFKit.PDFDocument, runs: Run[], size: number, color: string, options: PDFKit.Mixins.TextOptions = {}) {
  pdf.fontSize(size).fillColor(color);
  runs.forEach((run, index) => {
    pdf.font(run.font).text(run.text, { ...options, continued: index < runs.length - 1 });
  });
}

function block(pdf: PDFKit.PDFDocument, item: Block) {
  const left = MARGIN_X;
  switch (item.type) {
    case 'heading': {
      const size = item.level === 2 ? 15 : 12.5;
      pdf.moveDown(item.level === 2 ? 0.6 : 0.4);
      // A heading never ends a page: it moves on with the lines it introduces.
      if (pdf.y + size * 4 > pdf.page.height - BOTTOM) pdf.addPage();
      paragraph(pdf, runsOf(item.children, 'bold'), size, GREEN);
      pdf.moveDown(0.2);
      break;
    }
    case 'paragraph':
      paragraph(pdf, runsOf(item.children, 'regular'), 11, TEXT, { lineGap: 4 });
      pdf.moveDown(0.5);
      break;
    case 'quote': {
      const top = pdf.y;
      const page = pdf.bufferedPageRange().count;
      pdf.x = left + 16;
      paragraph(pdf, runsOf(item.children, 'italic'), 11, GREEN, { lineGap: 4, width: textWidth(pdf) - 16 });
      pdf.x = left;
      // The rule beside the quote, when it stayed on one page.
      if (pdf.bufferedPageRange().count === page) {
        pdf
          .save()
          .moveTo(left + 4, top)
          .lineTo(left + 4, pdf.y)
          .lineWidth(2)
          .strokeColor(GREEN)
          .stroke()
          .restore();
      }
      pdf.moveDown(0.5);
      break;
    }
    case 'list':
      item.children.forEach((entry, index) => {
        // The marker in the margin of the item's first line; the item's lines wrap beside it.
        if (pdf.y + 30 > pdf.page.height - BOTTOM) pdf.addPage();
        const y = pdf.y;
        pdf
          .font('regular')
          .fontSize(11)
          .fillColor(TEXT)
          .text(item.format === 'ordered' ? `${index + 1}.` : '•', left + 4, y, { lineBreak: false });
        pdf.x = left + 18;
        pdf.y = y;
        paragraph(pdf, runsOf(entry.children, 'regular'), 11, TEXT, { lineGap: 4, width: textWidth(pdf) - 18 });
        pdf.x = left;
        pdf.moveDown(0.2);
      });
      pdf.moveDown(0.3);
      break;
  }
}

/** Every page's foot: a rule, the footer text and "Page n of N", drawn once all pages exist. */
function footers(pdf: PDFKit.PDFDocument, footer: string) {
  const { start, count } = pdf.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    pdf.switchToPage(index);
    const { width, height } = pdf.page;
    // Inside the bottom margin: without this pdfkit would start a new page for the text.
    pdf.page.margins.bottom = 0;
    pdf
      .moveTo(MARGIN_X, height - 52)
      .lineTo(width - MARGIN_X, height - 52)
      .lineWidth(0.5)
      .strokeColor(GREY)
      .stroke();
    pdf.font('regular').fontSize(9).fillColor(GREY);
    pdf.text(footer, MARGIN_X, height - 44, { lineBreak: false });
    const label = `Page ${index + 1} of ${count}`;
    pdf.text(label, width - MARGIN_X - pdf.widthOfString(label), height - 44, { lineBreak: false });
  }
}

export function renderPdf(doc: PdfDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: BOTTOM, left: MARGIN_X, right: MARGIN_X },
    bufferPages: true,
    info: { Title: doc.title, Author: doc.author, Subject: doc.subject, Creator: 'Koolers CMS seed', CreationDate: doc.date },
  });
  for (const [name, file] of Object.entries(FONTS)) pdf.registerFont(name, file);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  // The header band, on the first page only.
  pdf.rect(0, 0, pdf.page.width, 64).fill(BAND);
  pdf.font('bold').fontSize(18).fillColor(ON_BAND).text('KOOLERS', MARGIN_X, 22, { lineBreak: false });
  pdf
    .font('regular')
    .fontSize(10)
    .text('Fresh coconut, Navi Mumbai', MARGIN_X + 98, 29, { lineBreak: false });

  pdf.x = MARGIN_X;
  pdf.y = TOP - 20;
  paragraph(pdf, [{ font: 'bold', text: doc.title }], 22, GREEN);
  pdf.moveDown(0.3);
  paragraph(pdf, [{ font: 'italic', text: doc.meta }], 10, GREY);
  pdf.moveDown(1);
  for (const item of doc.blocks) block(pdf, item);
  footers(pdf, doc.footer);
  pdf.end();
  return done;
}
