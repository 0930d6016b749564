import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '@koolers/contracts/languages';
import { formatPaiseAmount } from '@koolers/contracts/money';
import { type Font, create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { DocumentLine } from './document-lines.ts';
import { forSupplier, invoiceLabel, invoiceWord } from './invoice-words.ts';
import type { TaxDocument } from './tax-document.ts';

const require = createRequire(import.meta.url);

/**
 * Noto Sans (SIL Open Font License 1.1, which allows embedding): Latin, ₹ and Devanagari in one
 * font, so a customer's name in Marathi or Hindi prints as written. pdfkit shapes text with fontkit
 * (conjuncts, matras before their consonant) and embeds only the glyphs used.
 */
export const FONT_FILES = {
  regular: require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
};

/**
 * The version of the layout below. A PDF is kept once rendered (`tax_document_pdfs`), under this
 * number: raise it when the layout changes, and each document is rendered again once, on its next
 * download, from the document as issued.
 */
export const PDF_TEMPLATE_VERSION = 2;

let parsedFonts: { regular: Font; bold: Font } | undefined;

/**
 * Both fonts, read and parsed by fontkit once per thread: parsing them took most of a render's
 * time when pdfkit was given their paths. pdfkit takes a parsed font as it is, and each document
 * keeps its own subset of it.
 */
function fonts() {
  parsedFonts ??= {
    regular: parseFont(readFileSync(FONT_FILES.regular)) as Font,
    bold: parseFont(readFileSync(FONT_FILES.bold)) as Font,
  };
  return parsedFonts;
}

/** Parses the fonts now, so the first document rendered does not wait for them. */
export function warmUpFonts(): void {
  fonts();
}

const PAGE = { size: 'A4' as const, margin: 30 };
const WIDTH = 595.28 - 2 * PAGE.margin;
const GREY = '#555555';
const RULE = '#999999';

/** 123456 paise → "1,234.56" (Indian grouping; the column says ₹). */
const money = formatPaiseAmount;
/** 123456 paise → "₹1,234.56". */
const rupees = (paise: number) => `₹${money(paise)}`;
/** "2 December 2026", "2 दिसंबर 2026": India's way in the document's language, with the digits of its amounts. */
const longDate = (date: string, language: Language) =>
  new Intl.DateTimeFormat(`${language}-IN-u-nu-latn`, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

type Column = { title: string; width: number; align: 'left' | 'right'; value: (line: DocumentLine) => string };

/**
 * A tax invoice (CGST Rule 46) or credit note (Rule 53) as a PDF, from the document as issued:
 * supplier's name, address and GSTIN; number and date; recipient's name and delivery address with
 * state and code; per line HSN, description, quantity and unit, value, discount, taxable value,
 * rate and tax (CGST + SGST, or IGST); place of supply; reverse charge; a signature line.
 */
export async function renderTaxDocumentPdf(document: TaxDocument): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    info: {
      Title: `${document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'} ${document.number}`,
      Author: document.supplier.name,
      CreationDate: new Date(document.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const { regular, bold } = fonts();
  // pdfkit 0.20 accepts a fontkit font where its types only name a path or the file's bytes.
  pdf.registerFont('regular', regular as never);
  pdf.registerFont('bold', bold as never);

  /**
   * Writes text; Devanagari goes inside a span that carries the text as typed (ActualText), so
   * copying or searching the PDF gives the name back in its logical order, not the glyphs' order.
   */
  const write = (
    text: string,
    x: number,
    y: number,
    options: PDFKit.Mixins.TextOptions & { font?: 'regular' | 'bold'; size?: number; color?: string } = {},
  ) => {
    const { font = 'regular', size = 8.5, color = '#000000', ...rest } = options;
    pdf.font(font).fontSize(size).fillColor(color);
    const indic = /[\u0900-\u097F]/.test(text);
    if (indic) pdf.markContent('Span', { actual: text } as never);
    pdf.text(text, x, y, { lineGap: 1, ...rest });
    if (indic) pdf.endMarkedContent();
    return pdf.y;
  };
  const height = (text: string, width: number, font: 'regular' | 'bold' = 'regular', size = 8.5) =>
    pdf.font(font).fontSize(size).heightOfString(text, { width, lineGap: 1 });
  const rule = (y: number) =>
    pdf
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.margin + WIDTH, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();

  const isInvoice = document.kind === 'invoice';
  const { language } = document;
  const say = (key: Parameters<typeof invoiceLabel>[1]) => invoiceLabel(language, key);
  const dated = (date: string) => longDate(date, language);
  const intra = document.supplyKind === 'intra-state';
  const left = PAGE.margin;
  const half = WIDTH / 2;

  // Title.
  write(say(isInvoice ? 'taxInvoice' : 'creditNote'), left, PAGE.margin, { font: 'bold', size: 16 });
  write(say(isInvoice ? 'originalForRecipient' : 'underSection34'), left + half, PAGE.margin + 5, {
    width: half,
    align: 'right',
    color: GREY,
  });
  let y = PAGE.margin + 28;
  rule(y);
  y += 8;

  // Supplier, and the document's own particulars.
  const supplierTop = y;
  let ys = write(document.supplier.name, left, y, { font: 'bold', size: 10, width: half - 10 });
  ys = write(document.supplier.address, left, ys + 1, { width: half - 10 });
  ys = write(`GSTIN: ${document.supplier.gstin}`, left, ys + 2, { font: 'bold' });
  ys = write(stateLine(document.supplier), left, ys + 1);

  const facts: [string, string][] = isInvoice
    ? [
        [say('invoiceNumber'), document.number],
        [say('invoiceDate'), dated(document.issueDate)],
        [say('order'), document.orderNumber],
      ]
    : [
        [say('creditNoteNumber'), document.number],
        [say('creditNoteDate'), dated(document.issueDate)],
        [
          say('againstInvoice'),
          `${document.invoice?.number ?? ''} ${invoiceWord(language, 'of')} ${document.invoice ? dated(document.invoice.issueDate) : ''}`,
        ],
        [say('order'), document.orderNumber],
        [say('reason'), document.reason ?? ''],
      ];
  facts.push([say('placeOfSupply'), `${document.recipient.state} (${document.recipient.stateCode})`], [say('reverseCharge'), say('no')]);
  let yf = supplierTop;
  for (const [label, value] of facts) {
    const labelBottom = write(`${label}:`, left + half, yf, { width: 132, color: GREY });
    yf = Math.max(
      labelBottom,
      write(value, left + half + 134, yf, { width: half - 134, font: label.endsWith('number') ? 'bold' : 'regular' }),
    );
  }
  y = Math.max(ys, yf) + 8;
  rule(y);
  y += 8;

  // Recipient: an unregistered buyer, so name and delivery address with its state and code.
  write(say(isInvoice ? 'billedAndDeliveredTo' : 'recipient'), left, y, { color: GREY });
  y = write(document.recipient.name, left, y + 11, { font: 'bold', size: 10, width: WIDTH });
  const address = [document.recipient.address, document.recipient.pincode].filter(Boolean).join(', ');
  y = write(address, left, y + 1, { width: WIDTH });
  y = write(stateLine(document.recipient), left, y + 1);
  y += 10;

  // The lines.
  const taxColumns: Column[] = intra
    ? [
        { title: 'CGST ₹', width: 42, align: 'right', value: (l) => money(l.cgstPaise) },
        { title: 'SGST ₹', width: 42, align: 'right', value: (l) => money(l.sgstPaise) },
      ]
    : [{ title: 'IGST ₹', width: 56, align: 'right', value: (l) => money(l.igstPaise) }];
  const columns: Column[] = isInvoice
    ? [
        { title: say('description'), width: 0, align: 'left', value: (l) => l.description },
        { title: say('hsn'), width: 44, align: 'left', value: (l) => l.hsn },
        { title: say('qty'), width: 34, align: 'right', value: (l) => `${l.quantity} ${l.unit}` },
        { title: say('price'), width: 42, align: 'right', value: (l) => money(l.unitPricePaise) },
        { title: say('value'), width: 46, align: 'right', value: (l) => money(l.grossPaise) },
        { title: say('discount'), width: 42, align: 'right', value: (l) => money(l.discountPaise) },
        { title: say('taxableValue'), width: 50, align: 'right', value: (l) => money(l.taxablePaise) },
        { title: say('gstRate'), width: 30, align: 'right', value: (l) => `${l.ratePercent}%` },
        ...taxColumns,
        { title: say('total'), width: 48, align: 'right', value: (l) => money(l.totalPaise) },
      ]
    : [
        { title: say('description'), width: 0, align: 'left', value: (l) => l.description },
        { title: say('hsn'), width: 50, align: 'left', value: (l) => l.hsn },
        { title: say('gstRate'), width: 40, align: 'right', value: (l) => `${l.ratePercent}%` },
        { title: say('taxableValueCredited'), width: 70, align: 'right', value: (l) => money(l.taxablePaise) },
        ...taxColumns,
        { title: say('totalCredited'), width: 60, align: 'right', value: (l) => money(l.totalPaise) },
      ];
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const description = columns[0];
  if (description) description.width = WIDTH - fixed - 4 * (columns.length - 1);
  const size = 7.5;

  const drawHeader = () => {
    let x = left;
    const rowHeight = Math.max(...columns.map((c) => height(c.title, c.width, 'bold', size)));
    for (const column of columns) {
      write(column.title, x, y, { font: 'bold', size, width: column.width, align: column.align });
      x += column.width + 4;
    }
    y += rowHeight + 3;
    rule(y);
    y += 4;
  };
  drawHeader();
  for (const line of document.lines) {
    const rowHeight = Math.max(...columns.map((c) => height(c.value(line), c.width, 'regular', size)));
    if (y + rowHeight > pdf.page.height - PAGE.margin - 150) {
      pdf.addPage();
      y = PAGE.margin;
      drawHeader();
    }
    let x = left;
    for (const column of columns) {
      write(column.value(line), x, y, { size, width: column.width, align: column.align });
      x += column.width + 4;
    }
    y += rowHeight + 4;
  }
  rule(y);
  y += 8;

  // Totals.
  const totals: [string, string][] = [
    [say(isInvoice ? 'taxableValueSum' : 'taxableValueCreditedSum'), rupees(document.taxablePaise)],
    ...(intra
      ? ([
          ['CGST', rupees(document.cgstPaise)],
          ['SGST', rupees(document.sgstPaise)],
        ] as [string, string][])
      : ([['IGST', rupees(document.igstPaise)]] as [string, string][])),
    [say(isInvoice ? 'invoiceTotal' : 'totalCreditedSum'), rupees(document.totalPaise)],
  ];
  totals.forEach(([label, value], index) => {
    const last = index === totals.length - 1;
    // A label in two languages may take two lines: the next row starts below whichever is lower.
    const labelBottom = write(label, left + half, y, { width: half - 100, font: last ? 'bold' : 'regular' });
    const valueBottom = write(value, left + WIDTH - 100, y, {
      width: 100,
      align: 'right',
      font: last ? 'bold' : 'regular',
      size: last ? 10 : 8.5,
    });
    y = Math.max(labelBottom, valueBottom) + 2;
  });
  y += 6;
  write(say('pricesIncludeGst'), left, y, { color: GREY, width: half });

  // Signature.
  y += 40;
  write(forSupplier(language, document.supplier.name), left + half, y, { width: half, align: 'right' });
  y += 40;
  pdf
    .moveTo(left + WIDTH - 160, y)
    .lineTo(left + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke();
  write(say('authorisedSignatory'), left + half, y + 4, { width: half, align: 'right', color: GREY });

  pdf.end();
  return done;

  function stateLine(party: { state: string; stateCode: string }) {
    return `${say('state')}: ${party.state}, ${invoiceWord(language, 'code')} ${party.stateCode}`;
  }
}

/** The file name a download gets: `KI-2526-00042.pdf`. */
export function pdfFileName(document: Pick<TaxDocument, 'number'>): string {
  return `${document.number.replaceAll('/', '-')}.pdf`;
}
