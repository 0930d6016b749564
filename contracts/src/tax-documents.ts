/**
 * An order's tax documents as the pages that list them read them (the account's order history, the
 * confirmation page, the desk's order detail): a plain module, light enough for an island.
 */
export type TaxDocumentKind = 'invoice' | 'credit_note';

/** One of an order's tax documents: enough to name it and download its PDF. */
export type TaxDocumentLink = { id: string; kind: TaxDocumentKind; number: string; issueDate: string; totalPaise: number };

export const TAX_DOCUMENT_LABELS: Readonly<Record<TaxDocumentKind, string>> = { invoice: 'Tax invoice', credit_note: 'Credit note' };
