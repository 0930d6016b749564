import type { ItemKind } from '@koolers/contracts/catalogue';
import type { OpeningHours } from '@koolers/contracts/delivery';
import type { Language } from '@koolers/contracts/languages';
import type { MessageWords } from '../notifications/message-words.ts';

/** How an item is taxed, as the shop's accountant set it in Strapi (printed on its invoices). */
export type ItemTax = { hsn: string; ratePercent: number };

/** The shop as a registered GST supplier (Strapi's site settings). */
export type SupplierDetails = {
  legalName: string;
  gstin: string;
  address: string;
  state: string;
  stateCode: string;
  invoicePrefix: string;
  creditNotePrefix: string;
};

/** What the server prices with: Strapi's catalogue, converted to integer paise once, at the boundary. */
export type CatalogItem = {
  ref: string;
  /** The English name (Strapi's default locale). */
  name: string;
  /** Its name in Hindi and Marathi where editors translated it in Strapi (what a Hindi or Marathi order records). */
  translatedNames?: Partial<Record<Exclude<Language, 'en'>, string>>;
  kind: ItemKind;
  /** Price of an item sold in one size. */
  unitPricePaise: number | null;
  /** Price per size label, for items sold in sizes (natural products). */
  sizes: ReadonlyMap<string, number>;
  /** HSN code and GST rate of an item sold in one size; null while Strapi has none. */
  tax?: ItemTax | null;
  /** HSN code and GST rate per size label, for items sold in sizes. */
  sizeTax?: ReadonlyMap<string, ItemTax>;
};

export type Position = { latitude: number; longitude: number };

/** A pincode we deliver to, with the places it covers and its area's centre, as editors gave them. */
export type ServedArea = { pincode: string; places: readonly string[]; centre: Position | null };

export type DeliveryArea = {
  feePaise: number;
  /** The pincodes we deliver to (orders/delivery-area.ts: the one delivery rule). */
  pincodes: ReadonlySet<string>;
  /** The same pincodes, in the editors' order, with their places and centres. */
  areas: readonly ServedArea[];
  /** How far from an area's centre a shared position still counts as that area. */
  radiusKm: number;
};

export type MembershipPlan = {
  name: string;
  pricePaise: number;
  cycle: string;
  memberDiscountPercent: number;
  /** Where the shop is paid by UPI, edited with the plan in Strapi; /payment shows the same payee. */
  upi: { id: string; payeeName: string };
};

export type CatalogSnapshot = {
  items: ReadonlyMap<string, CatalogItem>;
  /** The old shop's numeric drink ids (1–11, 13–17), still found in browsers' stored carts. */
  legacyKoolerRefs: ReadonlyMap<number, string>;
  delivery: DeliveryArea;
  membership: MembershipPlan;
  /** Who issues the tax invoices; null while Strapi's site settings have no published GST details. */
  supplier?: SupplierDetails | null;
  /** The shop's opening hours (Strapi's site settings, the ones search engines read); empty or absent for none. */
  openingHours?: readonly OpeningHours[];
  /** The words of the shop's messages as edited in Strapi (notifications/message-words.ts); absent or empty: the words in code. */
  messageWords?: readonly MessageWords[];
  loadedAt: Date;
};

/** The item's name in `language`, when Strapi has a translation of it. */
export function translatedNameOf(item: CatalogItem, language: Language | undefined): string | undefined {
  return language && language !== 'en' ? item.translatedNames?.[language] : undefined;
}

/** Finds an item by its ref, or by an old numeric kooler id. */
export function findItem(snapshot: CatalogSnapshot, ref: string): CatalogItem | undefined {
  const legacy = /^\d{1,3}$/.test(ref) ? snapshot.legacyKoolerRefs.get(Number(ref)) : undefined;
  return snapshot.items.get(legacy ?? ref);
}
