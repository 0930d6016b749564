import { randomBytes } from 'node:crypto';
import { stateByCode } from '@koolers/contracts/gst';
import { formatOrderNumber } from '@koolers/contracts/order-number';
import { PAYMENT_STATUS_FACTS } from '@koolers/contracts/order-status';
import type { Selectable, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Catalog } from '../catalog/catalog.ts';
import type { CatalogSnapshot, SupplierDetails } from '../catalog/catalog-snapshot.ts';
import { type QuantityUnit, type SoldAs, soldAs } from '../catalog/sold-as.ts';
import type { Db } from '../db/database.ts';
import type { Database, OrderLinesTable } from '../db/schema.ts';
import { nextInSeries } from '../db/series.ts';
import { linesToInvoice, ordersAwaitingInvoice, orderToInvoice } from '../orders/invoice-reads.ts';
import { creditNoteLines, documentTotals, type GoodsLine, invoiceLines } from './document-lines.ts';
import {
  creditedPerLine,
  documentsOfOrder,
  findDocumentByKey,
  findInvoiceOfOrder,
  insertDocument,
  invoiceKey,
} from './invoice-repository.ts';
import { documentNumber, indiaDate, seriesOf } from './numbering.ts';
import { stateOfPincode } from './place-of-supply.ts';
import { isGstRate, type SupplyKind } from './tax.ts';
import type { TaxDocument } from './tax-document.ts';

type Deps = { db: Db; catalog: Pick<Catalog, 'get'>; logger: Pick<Logger, 'error' | 'warn' | 'info'> };

/** How long after a payment or a delivery its invoice counts as missing (issuing takes milliseconds). */
export const LATE_AFTER_MS = 30_000;

/** The order cannot be invoiced yet (no GST details in Strapi, an item without its HSN code …). */
export class NotInvoiceableError extends Error {}

/** Thrown inside an issuing transaction to roll it back, serial included. */
class NothingToIssue extends Error {}

/** Why a credit note is issued, printed on it. */
export type CreditReason = { kind: 'refund'; refundId: string; amountPaise: number } | { kind: 'cancellation'; note: string };

/**
 * Tax invoices and credit notes (CGST Act s.31 and s.34, Rules 46 and 53). An invoice is issued
 * once per order when it is paid online or delivered against cash; a credit note for each refund,
 * and for what is left when a paid order is cancelled. Each is stored as issued, under a unique key
 * naming what issued it, in a transaction that takes the next serial of its series: a repeated
 * webhook or a race between two processes issues nothing twice and leaves no gap.
 */
export function createInvoiceService(deps: Deps) {
  const { db } = deps;

  async function supplierOf(snapshot: CatalogSnapshot): Promise<SupplierDetails> {
    const supplier = snapshot.supplier;
    if (!supplier) throw new NotInvoiceableError('Strapi has no published GST details (site settings)');
    return supplier;
  }

  /** Stores a document under the next serial of `prefix`'s series; the document already issued under its key otherwise. */
  async function issue(
    prefix: string,
    issueKey: string,
    build: (trx: Transaction<Database>) => Promise<Omit<TaxDocument, 'id' | 'number' | 'issuedAt' | 'issueDate'> | null>,
  ): Promise<{ document: TaxDocument; issuedNow: boolean } | null> {
    const existing = await findDocumentByKey(db, issueKey);
    if (existing) return { document: existing, issuedNow: false };
    const issuedAt = new Date();
    const issueDate = indiaDate(issuedAt);
    const series = seriesOf(prefix, issueDate);
    try {
      const id = await db.transaction().execute(async (trx) => {
        const serial = await nextInSeries(trx, series);
        const draft = await build(trx);
        if (!draft) throw new NothingToIssue();
        const id = `${draft.kind === 'invoice' ? 'inv' : 'crn'}_${randomBytes(12).toString('base64url')}`;
        const stored = await insertDocument(
          trx,
          {
            id,
            kind: draft.kind,
            number: documentNumber(series, serial),
            series,
            serial,
            issue_key: issueKey,
            order_id: draft.orderId,
            order_number: draft.orderNumber,
            invoice_id: draft.invoice?.id ?? null,
            reason: draft.reason,
            issued_at: issuedAt.toISOString(),
            issue_date: issueDate,
            supplier_name: draft.supplier.name,
            supplier_address: draft.supplier.address,
            supplier_gstin: draft.supplier.gstin,
            supplier_state: draft.supplier.state,
            supplier_state_code: draft.supplier.stateCode,
            recipient_name: draft.recipient.name,
            recipient_address: draft.recipient.address,
            recipient_pincode: draft.recipient.pincode,
            recipient_state: draft.recipient.state,
            recipient_state_code: draft.recipient.stateCode,
            supply_kind: draft.supplyKind,
            taxable_paise: draft.taxablePaise,
            cgst_paise: draft.cgstPaise,
            sgst_paise: draft.sgstPaise,
            igst_paise: draft.igstPaise,
            total_paise: draft.totalPaise,
            language: draft.language,
          },
          draft.lines.map((line, position) => ({
            position,
            invoice_position: line.invoicePosition,
            description: line.description,
            hsn: line.hsn,
            quantity: line.quantity,
            unit: line.unit,
            unit_price_paise: line.unitPricePaise,
            gross_paise: line.grossPaise,
            discount_paise: line.discountPaise,
            rate_percent: line.ratePercent,
            taxable_paise: line.taxablePaise,
            cgst_paise: line.cgstPaise,
            sgst_paise: line.sgstPaise,
            igst_paise: line.igstPaise,
            total_paise: line.totalPaise,
          })),
        );
        // Another call issued under this key meanwhile: roll back, giving the serial back.
        if (!stored) throw new NothingToIssue();
        return id;
      });
      const document = await findDocumentByKey(db, issueKey);
      return document ? { document, issuedNow: document.id === id } : null;
    } catch (error) {
      if (!(error instanceof NothingToIssue)) throw error;
      const document = await findDocumentByKey(db, issueKey);
      return document ? { document, issuedNow: false } : null;
    }
  }

  return {
    /**
     * The tax invoice of an order paid online, or delivered cash on delivery: issued now, or the one
     * issued before. Priced as the order was (its lines, discount and delivery fee), taxed with the
     * HSN codes and rates Strapi holds now, the date of supply.
     */
    async issueInvoice(orderId: string): Promise<{ document: TaxDocument; issuedNow: boolean }> {
      const existing = await findInvoiceOfOrder(db, orderId);
      if (existing) return { document: existing, issuedNow: false };

      const order = await orderToInvoice(db, orderId);
      if (!order) throw new NotInvoiceableError(`No order ${orderId}`);
      const paidOnline =
        order.payment_method === 'razorpay' && order.paid_at !== null && PAYMENT_STATUS_FACTS[order.payment_status].tookMoney;
      const deliveredCod = order.payment_method === 'cod' && order.delivery_status === 'delivered';
      if (!paidOnline && !deliveredCod) throw new NotInvoiceableError(`Order ${orderId} is neither paid nor delivered`);

      const snapshot = await deps.catalog.get();
      const supplier = await supplierOf(snapshot);
      const orderLines = await linesToInvoice(db, orderId);
      const goods = orderLines.map((line): GoodsLine => {
        const sold = keptSoldAs(line) ?? soldAs(snapshot, line.ref, line.size);
        if (!sold || !isGstRate(sold.ratePercent)) {
          throw new NotInvoiceableError(`${line.name}${line.size ? ` ${line.size}` : ''} has no HSN code or GST rate in Strapi`);
        }
        return {
          description: describedAs(line),
          hsn: sold.hsn,
          quantity: Number(line.quantity),
          unit: sold.unit,
          unitPricePaise: Number(line.unit_price_paise),
          ratePercent: sold.ratePercent,
        };
      });
      const recipientState = placeOfSupply(order.customer_pincode, supplier);
      const supplyKind: SupplyKind = recipientState.code === supplier.stateCode ? 'intra-state' : 'inter-state';
      const lines = invoiceLines(
        {
          goods,
          discountPaise: Number(order.discount_paise),
          deliveryFeePaise: Number(order.delivery_fee_paise),
          // No column before migration 0024 (a database migrated step by step, as test/db does): no fee.
          codFeePaise: Number(order.cod_fee_paise ?? 0),
          lineDiscountsPaise: orderLines.every((line) => line.discount_paise !== null)
            ? orderLines.map((line) => Number(line.discount_paise))
            : undefined,
        },
        supplyKind,
      );
      const totals = documentTotals(lines);
      if (totals.totalPaise !== Number(order.total_paise)) {
        throw new NotInvoiceableError(
          `Order ${orderId}: its lines add up to ${totals.totalPaise} paise, its total is ${order.total_paise}`,
        );
      }
      const issued = await issue(supplier.invoicePrefix, invoiceKey(orderId), async () => ({
        kind: 'invoice',
        orderId,
        orderNumber: formatOrderNumber(Number(order.number)),
        invoice: null,
        reason: null,
        supplier: supplierOnDocument(supplier),
        recipient: {
          name: order.customer_name,
          address: order.customer_address,
          pincode: order.customer_pincode,
          state: recipientState.name,
          stateCode: recipientState.code,
        },
        supplyKind,
        lines: lines.map((line) => ({ ...line, invoicePosition: null })),
        ...totals,
        language: order.language,
      }));
      if (!issued) throw new Error(`Invoice of ${orderId} neither issued nor found`);
      if (issued.issuedNow) deps.logger.info({ orderId, number: issued.document.number }, 'tax invoice issued');
      return issued;
    },

    /**
     * A credit note against the order's invoice: for a processed refund, its amount; for a paid
     * order cancelled, whatever is not credited yet. Nothing when the order has no invoice or the
     * invoice is credited in full already (a cancelled order's later refund takes back nothing twice).
     */
    async issueCreditNote(orderId: string, reason: CreditReason): Promise<{ document: TaxDocument; issuedNow: boolean } | null> {
      const invoice = await findInvoiceOfOrder(db, orderId);
      if (!invoice) return null;
      const supplier = await supplierOf(await deps.catalog.get());
      const key = reason.kind === 'refund' ? `refund:${reason.refundId}` : `cancellation:${orderId}`;
      const issued = await issue(supplier.creditNotePrefix, key, async (trx) => {
        // Read under the series' lock: credit notes of this invoice are counted one at a time.
        const credited = await creditedPerLine(trx, invoice.id);
        const perLine = invoice.lines.map((_, position) => credited.get(position) ?? ZERO);
        const left = invoice.totalPaise - documentTotals(perLine).totalPaise;
        const amount = reason.kind === 'refund' ? Math.min(reason.amountPaise, left) : left;
        if (amount <= 0) return null;
        const lines = creditNoteLines(invoice.lines, perLine, amount, invoice.supplyKind);
        return {
          kind: 'credit_note',
          orderId,
          orderNumber: invoice.orderNumber,
          invoice: { id: invoice.id, number: invoice.number, issueDate: invoice.issueDate },
          reason: reason.kind === 'refund' ? 'Refund' : `Order cancelled: ${reason.note}`.slice(0, 300),
          supplier: supplierOnDocument(supplier),
          recipient: invoice.recipient,
          supplyKind: invoice.supplyKind,
          lines,
          ...documentTotals(lines),
          language: invoice.language,
        };
      });
      if (issued?.issuedNow) deps.logger.info({ orderId, number: issued.document.number }, 'credit note issued');
      return issued;
    },

    documentsOfOrder: (orderId: string) => documentsOfOrder(db, orderId),

    /**
     * Issues the invoices that should exist and do not (the process stopped, or Strapi had no GST
     * details, when the order was paid or delivered), for orders of the last two days: an invoice is
     * dated when it is issued. An order paid in the last LATE_AFTER_MS is left to the request that
     * is recording it, which issues its invoice a moment after its commit. Answers those issued now.
     */
    async issueMissingInvoices(now = new Date(), limit = 50): Promise<TaxDocument[]> {
      const issued: TaxDocument[] = [];
      const since = new Date(now.getTime() - 2 * 24 * 3_600_000).toISOString();
      const until = new Date(now.getTime() - LATE_AFTER_MS).toISOString();
      for (const orderId of await ordersAwaitingInvoice(db, since, until, limit)) {
        try {
          const invoice = await this.issueInvoice(orderId);
          if (invoice.issuedNow) issued.push(invoice.document);
        } catch (error) {
          deps.logger.warn({ err: error, orderId }, 'tax invoice still not issued');
        }
      }
      return issued;
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

const ZERO = { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

/** What the line was sold as, kept at checkout; undefined for a line placed without it. */
function keptSoldAs(line: Selectable<OrderLinesTable>): SoldAs | undefined {
  if (line.hsn === null || line.gst_rate_percent === null || line.unit === null) return undefined;
  return { hsn: line.hsn, ratePercent: Number(line.gst_rate_percent), unit: line.unit as QuantityUnit };
}

function supplierOnDocument(supplier: SupplierDetails): TaxDocument['supplier'] {
  return {
    name: supplier.legalName,
    address: supplier.address,
    gstin: supplier.gstin,
    state: supplier.state,
    stateCode: supplier.stateCode,
  };
}

/**
 * Goods are supplied where their delivery ends: the state of the delivery pincode. An order without
 * one (placed before pincodes were asked) was delivered in the shop's own area.
 */
function placeOfSupply(pincode: string | null, supplier: SupplierDetails) {
  const state = (pincode ? stateOfPincode(pincode) : undefined) ?? stateByCode(supplier.stateCode);
  if (!state) throw new NotInvoiceableError(`Unknown state code ${supplier.stateCode} in the GST details`);
  return state;
}

/**
 * A line as its invoice describes it: in the order's language with the English after it ("आंबा /
 * Mango", "व्हर्जिन नारळ तेल / Virgin Coconut Oil (250 ML)"), so that the shop's accounts and returns
 * read the same goods in every language; English alone for an English order or an untranslated item.
 */
function describedAs(line: { name: string; translated_name: string | null; size: string | null }): string {
  const name = line.translated_name && line.translated_name !== line.name ? `${line.translated_name} / ${line.name}` : line.name;
  return line.size ? `${name} (${line.size})` : name;
}
