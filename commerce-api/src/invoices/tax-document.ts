import type { Language } from '@koolers/contracts/languages';
import type { TaxDocumentLink } from '@koolers/contracts/tax-documents';
import type { TaxDocumentKind } from '../db/schema.ts';
import type { DocumentLine } from './document-lines.ts';
import type { SupplyKind } from './tax.ts';

/** A tax invoice or credit note as it was issued: everything its PDF and the accountant's CSV print. */
export type TaxDocument = {
  id: string;
  kind: TaxDocumentKind;
  number: string;
  orderId: string;
  /** The order's number as people read it (`KC-1043`). */
  orderNumber: string;
  /** For a credit note: the invoice it takes back from. */
  invoice: { id: string; number: string; issueDate: string } | null;
  reason: string | null;
  issuedAt: string;
  issueDate: string;
  supplier: { name: string; address: string; gstin: string; state: string; stateCode: string };
  recipient: { name: string; address: string; pincode: string | null; state: string; stateCode: string };
  supplyKind: SupplyKind;
  lines: (DocumentLine & { invoicePosition: number | null })[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** The language it is printed in, its order's (issue 35); its legal particulars stay in English beside it. */
  language: Language;
};

/** What an order's page shows of its documents: enough to name and download each one. */
export type TaxDocumentSummary = TaxDocumentLink;
