import { spreadInProportion } from '@koolers/contracts/money';
import type { QuantityUnit } from '../catalog/sold-as.ts';
import { creditOfShare, type GstRate, type LineTax, type SupplyKind, taxOfAmount } from './tax.ts';

export type { QuantityUnit };

/** One line of a tax invoice or credit note, as printed and stored. Amounts in paise. */
export type DocumentLine = LineTax & {
  description: string;
  hsn: string;
  quantity: number;
  unit: QuantityUnit;
  /** Price of one, tax included, as the shop lists it. */
  unitPricePaise: number;
  /** Quantity × unit price. */
  grossPaise: number;
  /** The line's share of the order's discount. */
  discountPaise: number;
  ratePercent: GstRate;
  /** What the customer pays for the line: gross less discount = taxable value + tax. */
  totalPaise: number;
};

/** A line of the order to invoice, with the tax facts of its item. */
export type GoodsLine = {
  description: string;
  hsn: string;
  quantity: number;
  unit: QuantityUnit;
  unitPricePaise: number;
  ratePercent: GstRate;
};

/**
 * The lines of an invoice (rules 2 and 3 of tax.ts): the order's discount spread over the goods
 * (or, when the order kept each line's share, as a code for some lines only does, those shares),
 * each line's tax derived from its amount after discount, and the delivery fee and the cash on
 * delivery fee as lines of their own at the rate of the principal supply.
 *
 * The COD fee is charged for delivering the drinks and collecting their price in cash: it is not
 * supplied without the goods, so with them it is one composite supply (CGST Act s. 2(30)), taxed at
 * the rate of its principal supply (s. 8(a)), the drinks', as the delivery fee is. Never discounted.
 */
export function invoiceLines(
  order: {
    goods: GoodsLine[];
    discountPaise: number;
    deliveryFeePaise: number;
    codFeePaise?: number;
    lineDiscountsPaise?: readonly number[] | undefined;
  },
  supply: SupplyKind,
): DocumentLine[] {
  const gross = order.goods.map((line) => line.quantity * line.unitPricePaise);
  const kept = order.lineDiscountsPaise;
  const discounts =
    kept && kept.length === gross.length && kept.reduce((sum, paise) => sum + paise, 0) === order.discountPaise
      ? [...kept]
      : spreadInProportion(order.discountPaise, gross);
  const lines: DocumentLine[] = order.goods.map((line, index) => {
    const grossPaise = gross[index] ?? 0;
    const discountPaise = discounts[index] ?? 0;
    const totalPaise = grossPaise - discountPaise;
    return { ...line, grossPaise, discountPaise, totalPaise, ...taxOfAmount(totalPaise, line.ratePercent, supply) };
  });
  const principal = principalSupply(lines);
  const fees: [string, number][] = [
    ['Delivery charges', order.deliveryFeePaise],
    ['Cash on delivery charges', order.codFeePaise ?? 0],
  ];
  for (const [description, feePaise] of fees) {
    if (feePaise <= 0) continue;
    if (!principal) throw new Error(`${description} need goods to deliver`);
    lines.push({
      description,
      hsn: principal.hsn,
      quantity: 1,
      unit: 'NOS',
      unitPricePaise: feePaise,
      grossPaise: feePaise,
      discountPaise: 0,
      ratePercent: principal.ratePercent,
      totalPaise: feePaise,
      ...taxOfAmount(feePaise, principal.ratePercent, supply),
    });
  }
  return lines;
}

function principalSupply(lines: DocumentLine[]): DocumentLine | undefined {
  return lines.reduce<DocumentLine | undefined>(
    (best, line) =>
      !best || line.totalPaise > best.totalPaise || (line.totalPaise === best.totalPaise && line.ratePercent > best.ratePercent)
        ? line
        : best,
    undefined,
  );
}

/** What one invoice line has left to credit once earlier credit notes are taken off. */
export function leftToCredit(line: DocumentLine, credited: LineTax & { totalPaise: number }) {
  return {
    amountPaise: line.totalPaise - credited.totalPaise,
    taxablePaise: line.taxablePaise - credited.taxablePaise,
    cgstPaise: line.cgstPaise - credited.cgstPaise,
    sgstPaise: line.sgstPaise - credited.sgstPaise,
    igstPaise: line.igstPaise - credited.igstPaise,
  };
}

/**
 * The lines of a credit note taking back `amountPaise` of an invoice (rule 4 of tax.ts), given what
 * earlier credit notes took back from each line (same order as the invoice's lines). Lines that get
 * nothing are left out. The amount must not exceed what the invoice has left.
 */
export function creditNoteLines(
  invoice: DocumentLine[],
  credited: (LineTax & { totalPaise: number })[],
  amountPaise: number,
  supply: SupplyKind,
): (DocumentLine & { invoicePosition: number })[] {
  const left = invoice.map((line, index) => leftToCredit(line, credited[index] ?? ZERO));
  const shares = spreadInProportion(
    amountPaise,
    left.map((l) => l.amountPaise),
  );
  return invoice.flatMap((line, index) => {
    const share = shares[index] ?? 0;
    const lineLeft = left[index];
    if (share === 0 || !lineLeft) return [];
    // What is given back is money, not goods: the quantity stays the invoiced one for reference.
    return [
      {
        description: line.description,
        hsn: line.hsn,
        quantity: line.quantity,
        unit: line.unit,
        unitPricePaise: line.unitPricePaise,
        grossPaise: share,
        discountPaise: 0,
        ratePercent: line.ratePercent,
        totalPaise: share,
        ...creditOfShare(share, lineLeft, line.ratePercent, supply),
        invoicePosition: index,
      },
    ];
  });
}

const ZERO = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

/** Sums of a document's lines: what its totals say. */
export function documentTotals(lines: readonly (LineTax & { totalPaise: number })[]) {
  const sum = (pick: (line: LineTax & { totalPaise: number }) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    taxablePaise: sum((l) => l.taxablePaise),
    cgstPaise: sum((l) => l.cgstPaise),
    sgstPaise: sum((l) => l.sgstPaise),
    igstPaise: sum((l) => l.igstPaise),
    totalPaise: sum((l) => l.totalPaise),
  };
}
