import { execFileSync } from 'node:child_process';

/** The text of a PDF as a reader's copy gives it (poppler's pdftotext, Debian's poppler-utils). */
export function pdfText(pdf: Buffer, layout = true): string {
  return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
}

/** "1,234.56" or "₹1,234.56" → 123456 paise. */
export function paise(text: string): number {
  return Math.round(Number(text.replace(/[₹,]/g, '')) * 100);
}

export type PrintedLine = {
  description: string;
  hsn: string;
  quantity: number;
  unit: string;
  pricePaise: number;
  valuePaise: number;
  discountPaise: number;
  taxablePaise: number;
  ratePercent: number;
  taxes: number[];
  totalPaise: number;
};

const N = '([\\d,]+\\.\\d{2})';

/** The rows of an invoice's table, as printed (one tax column for IGST, two for CGST and SGST). */
export function printedLines(text: string, taxColumns: 1 | 2): PrintedLine[] {
  const row = new RegExp(
    `^\\s*(\\S.*?)\\s+(\\d{4,8})\\s+(\\d+) (BTL|NOS)\\s+${N}\\s+${N}\\s+${N}\\s+${N}\\s+(\\d+)%\\s+${Array(taxColumns).fill(N).join('\\s+')}\\s+${N}\\s*$`,
    'gm',
  );
  return [...text.matchAll(row)].map((m) => ({
    description: m[1] ?? '',
    hsn: m[2] ?? '',
    quantity: Number(m[3]),
    unit: m[4] ?? '',
    pricePaise: paise(m[5] ?? ''),
    valuePaise: paise(m[6] ?? ''),
    discountPaise: paise(m[7] ?? ''),
    taxablePaise: paise(m[8] ?? ''),
    ratePercent: Number(m[9]),
    taxes: m.slice(10, 10 + taxColumns).map((value) => paise(value ?? '')),
    totalPaise: paise(m[10 + taxColumns] ?? ''),
  }));
}

/** A labelled amount of the totals block ("CGST ₹37.28"). */
export function printedAmount(text: string, label: string): number | undefined {
  const match = new RegExp(`${label.replace(/[()]/g, '\\$&')}\\s+₹([\\d,]+\\.\\d{2})`).exec(text);
  return match?.[1] ? paise(match[1]) : undefined;
}
