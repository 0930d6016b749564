import { WEEKDAYS } from '@koolers/contracts/delivery';
import { rupeesToPaise } from '@koolers/contracts/money';
import { z } from 'zod';
import { loadMessageWords } from '../notifications/message-words.ts';
import type { CatalogItem, CatalogSnapshot, ItemTax, SupplierDetails } from './catalog-snapshot.ts';

const rupees = z.coerce.number().nonnegative().max(10_000_000);
const collection = <T extends z.ZodType>(entry: T) =>
  z.object({ data: z.array(entry), meta: z.object({ pagination: z.object({ pageCount: z.number() }) }) });

// Tax facts are optional here: an entry without them still sells, and its invoice waits for them.
const tax = { hsnCode: z.string().nullish(), gstRate: z.number().int().nullish() };
const kooler = z.object({
  documentId: z.string(),
  slug: z.string(),
  name: z.string(),
  legacyId: z.number().int().nullish(),
  price: rupees,
  ...tax,
});
const product = z.object({
  documentId: z.string(),
  slug: z.string(),
  name: z.string(),
  sizes: z.array(z.object({ label: z.string(), mrp: rupees, ...tax })).default([]),
});
const dietDrink = z.object({ documentId: z.string(), slug: z.string().nullish(), name: z.string(), price: rupees, ...tax });
/** A localized entry's translation: the same document (Strapi 5's documentId) under another locale. */
const translation = z.object({ documentId: z.string(), name: z.string() });
const gstDetails = z.object({
  legalName: z.string(),
  gstin: z.string(),
  registeredAddress: z.string(),
  state: z.string(),
  stateCode: z.string(),
  invoicePrefix: z.string(),
  creditNotePrefix: z.string(),
});
/** name@bank, as UPI apps read it (cms/src/validation/content-rules.ts checks the same on save). */
const UPI_ID = /^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/;
const membershipPlan = z.object({
  data: z.object({
    name: z.string(),
    price: rupees,
    cycle: z.string(),
    memberDiscountPercent: z.number().min(0).max(100).nullish(),
    // A payee that is not a UPI id fails the load: the last good catalogue (and payee) is kept.
    upiId: z.string().trim().regex(UPI_ID, 'the plan’s UPI ID must look like name@bank'),
    payeeName: z.string().trim().min(1).max(100),
  }),
});
const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d/)
  .transform((time) => time.slice(0, 5));
const siteSetting = z.object({
  data: z.object({
    deliveryFee: rupees.nullish(),
    // Repeatable `delivery.pincode` components: `[{ id, code, area, latitude, longitude }]`.
    serviceablePincodes: z
      .array(
        z.object({
          code: z.coerce.string(),
          area: z.string().nullish(),
          latitude: z.number().min(-90).max(90).nullish(),
          longitude: z.number().min(-180).max(180).nullish(),
        }),
      )
      .nullish(),
    deliveryRadiusKm: z.coerce.number().positive(),
    gstDetails: gstDetails.nullish(),
    // Repeatable `shop.opening-hours`: Strapi's time fields answer 'HH:MM:SS.mmm'; kept as 'HH:MM'.
    openingHours: z
      .array(z.object({ fromDay: z.enum(WEEKDAYS), toDay: z.enum(WEEKDAYS), opens: clockTime, closes: clockTime }))
      .nullish()
      // Hours Strapi cannot give as times only lose the promise its hours, never the catalogue.
      .catch(null),
  }),
});

/** Reads the published catalogue from Strapi's public REST API and prices it in paise. */
export async function loadCatalogFromStrapi(cmsUrl: string, timeoutMs = 5000): Promise<CatalogSnapshot> {
  const get = async (path: string) => {
    const response = await fetch(`${cmsUrl}/api/${path}`, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`Strapi answered ${response.status} for /api/${path}`);
    return response.json();
  };
  const all = async <T extends z.ZodType>(path: string, entry: T, query = ''): Promise<z.infer<T>[]> => {
    const entries: z.infer<T>[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const body = collection(entry).parse(await get(`${path}?pagination[page]=${page}&pagination[pageSize]=100${query}`));
      entries.push(...body.data);
      pageCount = body.meta.pagination.pageCount;
    }
    return entries;
  };

  // The names an order in Hindi or Marathi records for its lines.
  const namesIn = async (path: string) => {
    const names = new Map<string, NonNullable<CatalogItem['translatedNames']>>();
    for (const locale of TRANSLATED) {
      for (const entry of await all(path, translation, `&locale=${locale}`)) {
        const name = entry.name.trim();
        if (name) names.set(entry.documentId, { ...names.get(entry.documentId), [locale]: name });
      }
    }
    return (documentId: string) => names.get(documentId) ?? {};
  };
  const [koolers, products, dietDrinks, plan, settings, messageWords, koolerNames, dietDrinkNames, productNames] = await Promise.all([
    all('koolers', kooler),
    all('products', product, '&populate[sizes]=true'),
    all('diet-drinks', dietDrink),
    get('membership-plan').then((body) => membershipPlan.parse(body).data),
    get('site-setting').then((body) => siteSetting.parse(body).data),
    // The messages' words never hold up the catalogue: without them, the messages keep the words in code.
    loadMessageWords(get).catch(() => []),
    namesIn('koolers'),
    namesIn('diet-drinks'),
    namesIn('products'),
  ]);

  const items: CatalogItem[] = [
    ...koolers.map((k) => ({
      ...single(`kooler:${k.slug}`, k.name, 'kooler', k.price, taxOf(k)),
      translatedNames: koolerNames(k.documentId),
    })),
    ...dietDrinks.map((d) => ({
      ...single(`diet-drink:${d.slug ?? d.documentId}`, d.name, 'diet-drink', d.price, taxOf(d)),
      translatedNames: dietDrinkNames(d.documentId),
    })),
    ...products.map((p) => ({
      ref: `product:${p.slug}`,
      name: p.name,
      translatedNames: productNames(p.documentId),
      kind: 'product' as const,
      unitPricePaise: null,
      sizes: new Map(p.sizes.map((size) => [size.label, rupeesToPaise(size.mrp)])),
      sizeTax: new Map(
        p.sizes.flatMap((size) => {
          const t = taxOf(size);
          return t ? [[size.label, t] as const] : [];
        }),
      ),
    })),
  ];
  return {
    items: new Map(items.map((item) => [item.ref, item])),
    legacyKoolerRefs: new Map(koolers.flatMap((k) => (k.legacyId ? [[k.legacyId, `kooler:${k.slug}`] as const] : []))),
    delivery: {
      feePaise: rupeesToPaise(settings.deliveryFee ?? 0),
      pincodes: new Set((settings.serviceablePincodes ?? []).map((pincode) => pincode.code)),
      areas: (settings.serviceablePincodes ?? []).map(({ code, area, latitude, longitude }) => ({
        pincode: code,
        places: (area ?? '')
          .split(',')
          .map((place) => place.trim())
          .filter(Boolean),
        centre: typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null,
      })),
      radiusKm: settings.deliveryRadiusKm,
    },
    membership: {
      name: plan.name,
      pricePaise: rupeesToPaise(plan.price),
      cycle: plan.cycle,
      memberDiscountPercent: plan.memberDiscountPercent ?? 10,
      upi: { id: plan.upiId, payeeName: plan.payeeName },
    },
    supplier: settings.gstDetails ? supplierOf(settings.gstDetails) : null,
    openingHours: settings.openingHours ?? [],
    messageWords,
    loadedAt: new Date(),
  };
}

const TRANSLATED = ['hi', 'mr'] as const;

function single(ref: string, name: string, kind: CatalogItem['kind'], price: number, tax: ItemTax | null): CatalogItem {
  return { ref, name, kind, unitPricePaise: rupeesToPaise(price), sizes: new Map(), tax };
}

function taxOf(entry: { hsnCode?: string | null | undefined; gstRate?: number | null | undefined }): ItemTax | null {
  return entry.hsnCode && typeof entry.gstRate === 'number' ? { hsn: entry.hsnCode, ratePercent: entry.gstRate } : null;
}

function supplierOf(details: z.infer<typeof gstDetails>): SupplierDetails {
  return {
    legalName: details.legalName,
    gstin: details.gstin,
    address: details.registeredAddress,
    state: details.state,
    stateCode: details.stateCode,
    invoicePrefix: details.invoicePrefix,
    creditNotePrefix: details.creditNotePrefix,
  };
}
