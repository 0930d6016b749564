import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { formatPaiseAmount } from '@koolers/contracts/money';
import { type Font, create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { DocumentLine } from './document-lines.ts';
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
export const PDF_TEMPLATE_VERSION = 1;

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
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

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
  const intra = document.supplyKind === 'intra-state';
  const left = PAGE.margin;
  const half = WIDTH / 2;

  // Title.
  write(isInvoice ? 'Tax invoice' : 'Credit note', left, PAGE.margin, { font: 'bold', size: 16 });
  write(isInvoice ? 'Original for recipient' : 'Issued under section 34 of the CGST Act', left + half, PAGE.margin + 5, {
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
  ys = write(`State: ${document.supplier.state}, code ${document.supplier.stateCode}`, left, ys + 1);

  const facts: [string, string][] = isInvoice
    ? [
        ['Invoice number', document.number],
        ['Invoice date', longDate(document.issueDate)],
        ['Order', document.orderNumber],
      ]
    : [
        ['Credit note number', document.number],
        ['Credit note date', longDate(document.issueDate)],
        ['Against invoice', `${document.invoice?.number ?? ''} of ${document.invoice ? longDate(document.invoice.issueDate) : ''}`],
        ['Order', document.orderNumber],
        ['Reason', document.reason ?? ''],
      ];
  facts.push(['Place of supply', `${document.recipient.state} (${document.recipient.stateCode})`], ['Tax payable on reverse charge', 'No']);
  let yf = supplierTop;
  for (const [label, value] of facts) {
    write(`${label}:`, left + half, yf, { width: 132, color: GREY });
    yf = write(value, left + half + 134, yf, { width: half - 134, font: label.endsWith('number') ? 'bold' : 'regular' });
  }
  y = Math.max(ys, yf) + 8;
  rule(y);
  y += 8;

  // Recipient: an unregistered buyer, so name and delivery address with its state and code.
  write(isInvoice ? 'Billed and delivered to' : 'Recipient', left, y, { color: GREY });
  y = write(document.recipient.name, left, y + 11, { font: 'bold', size: 10, width: WIDTH });
  const address = [document.recipient.address, document.recipient.pincode].filter(Boolean).join(', ');
  y = write(address, left, y + 1, { width: WIDTH });
  y = write(`State: ${document.recipient.state}, code ${document.recipient.stateCode}`, left, y + 1);
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
        { title: 'Description', width: 0, align: 'left', value: (l) => l.description },
        { title: 'HSN', width: 44, align: 'left', value: (l) => l.hsn },
        { title: 'Qty', width: 34, align: 'right', value: (l) => `${l.quantity} ${l.unit}` },
        { title: 'Price ₹', width: 42, align: 'right', value: (l) => money(l.unitPricePaise) },
        { title: 'Value ₹', width: 46, align: 'right', value: (l) => money(l.grossPaise) },
        { title: 'Discount ₹', width: 42, align: 'right', value: (l) => money(l.discountPaise) },
        { title: 'Taxable value ₹', width: 50, align: 'right', value: (l) => money(l.taxablePaise) },
        { title: 'GST rate', width: 30, align: 'right', value: (l) => `${l.ratePercent}%` },
        ...taxColumns,
        { title: 'Total ₹', width: 48, align: 'right', value: (l) => money(l.totalPaise) },
      ]
    : [
        { title: 'Description', width: 0, align: 'left', value: (l) => l.description },
        { title: 'HSN', width: 50, align: 'left', value: (l) => l.hsn },
        { title: 'GST rate', width: 40, align: 'right', value: (l) => `${l.ratePercent}%` },
        { title: 'Taxable value credited ₹', width: 70, align: 'right', value: (l) => money(l.taxablePaise) },
        ...taxColumns,
        { title: 'Total credited ₹', width: 60, align: 'right', value: (l) => money(l.totalPaise) },
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
    [isInvoice ? 'Taxable value' : 'Taxable value credited', rupees(document.taxablePaise)],
    ...(intra
      ? ([
          ['CGST', rupees(document.cgstPaise)],
          ['SGST', rupees(document.sgstPaise)],
        ] as [string, string][])
      : ([['IGST', rupees(document.igstPaise)]] as [string, string][])),
    [isInvoice ? 'Invoice total (GST included)' : 'Total credited (GST included)', rupees(document.totalPaise)],
  ];
  totals.forEach(([label, value], index) => {
    const last = index === totals.length - 1;
    write(label, left + half, y, { width: half - 100, font: last ? 'bold' : 'regular' });
    y = write(value, left + WIDTH - 100, y, { width: 100, align: 'right', font: last ? 'bold' : 'regular', size: last ? 10 : 8.5 }) + 2;
  });
  y += 6;
  write('Prices include GST. No tax is payable on reverse charge.', left, y, { color: GREY, width: half });

  // Signature.
  y += 40;
  write(`For ${document.supplier.name}`, left + half, y, { width: half, align: 'right' });
  y += 40;
  pdf
    .moveTo(left + WIDTH - 160, y)
    .lineTo(left + WIDTH, y)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke();
  write('Authorised signatory', left + half, y + 4, { width: half, align: 'right', color: GREY });

  pdf.end();
  return done;
}

/** The file name a download gets: `KI-2526-00042.pdf`. */
export function pdfFileName(document: Pick<TaxDocument, 'number'>): string {
  return `${document.number.replaceAll('/', '-')}.pdf`;
}
