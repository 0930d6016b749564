import { paiseAsDecimal } from '@koolers/contracts/money';
import { csvRow } from '../http/csv.ts';
import type { TaxDocument } from './tax-document.ts';

const BOM = '\uFEFF';

/** The columns of the accountant's export, after GSTR-1's invoice and credit-note tables. */
export const GSTR1_HEADER = [
  'Document type',
  'Number',
  'Date',
  'Original invoice number',
  'Original invoice date',
  'Recipient',
  'Place of supply',
  'Reverse charge',
  'Rate (%)',
  'Taxable value (₹)',
  'CGST (₹)',
  'SGST (₹)',
  'IGST (₹)',
  'Cess (₹)',
  'Document value (₹)',
];

const rupees = paiseAsDecimal;
/** GSTR-1 writes dates as dd-mm-yyyy. */
const gstDate = (date: string) => `${date.slice(8, 10)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;

/**
 * A month's invoices and credit notes as CSV, one row per document and GST rate (GSTR-1 reports
 * taxable value and tax per rate): invoices first, then credit notes, each in number order. Amounts
 * in rupees with two decimals; credit notes as positive amounts, told apart by their type, as GSTR-1
 * does.
 */
export function gstr1Csv(documents: TaxDocument[]): string {
  let csv = BOM + csvRow(GSTR1_HEADER);
  for (const document of documents) {
    const rates = Map.groupBy(document.lines, (line) => line.ratePercent);
    for (const [rate, lines] of [...rates].sort(([a], [b]) => a - b)) {
      const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
      csv += csvRow([
        document.kind === 'invoice' ? 'Invoice' : 'Credit note',
        document.number,
        gstDate(document.issueDate),
        document.invoice?.number ?? '',
        document.invoice ? gstDate(document.invoice.issueDate) : '',
        document.recipient.name,
        `${document.recipient.stateCode}-${document.recipient.state}`,
        'N',
        rate,
        rupees(sum((l) => l.taxablePaise)),
        rupees(sum((l) => l.cgstPaise)),
        rupees(sum((l) => l.sgstPaise)),
        rupees(sum((l) => l.igstPaise)),
        '0.00',
        rupees(document.totalPaise),
      ]);
    }
  }
  return csv;
}
