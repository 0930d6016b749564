/**
 * What the site and the commerce API need from content beyond Strapi's own schema checks, as pure
 * functions of an entry's data. Each rule looks only at the fields present in `data` (a save may send
 * a few fields); it returns the problems found, each with the field's path and a short message.
 */
import { isPincode } from '@koolers/contracts/fields/pincode';
import { gstinProblem, HSN_PATTERN, isGstRate, seriesPrefixProblem, stateByCode } from '@koolers/contracts/gst';

export type Problem = { path: (string | number)[]; message: string };
export type Rule = (data: Record<string, unknown>) => Problem[];

/** The commerce API refuses a catalogue with a price above ₹1 crore (strapi-catalog-source.ts). */
const MAX_RUPEES = 10_000_000;

const present = (data: Record<string, unknown>, field: string) => field in data && data[field] !== null && data[field] !== undefined;

/** The problem with an amount of rupees, or null: more than 0 (or 0 when allowed), whole paise, not absurd. */
export function rupeesProblem(value: unknown, { zeroAllowed = false } = {}): string | null {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return 'Must be an amount in rupees, e.g. 100 or 99.50.';
  if (zeroAllowed ? amount < 0 : amount <= 0) return zeroAllowed ? 'Cannot be less than ₹0.' : 'Must be more than ₹0.';
  if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6) return 'Can have at most two decimals (paise), e.g. 99.50.';
  if (amount > MAX_RUPEES) return `Cannot be more than ₹${MAX_RUPEES.toLocaleString('en-IN')}.`;
  return null;
}

/** A price field of the entry. */
export const rupees =
  (field: string, options?: { zeroAllowed?: boolean }): Rule =>
  (data) => {
    if (!present(data, field)) return [];
    const message = rupeesProblem(data[field], options);
    return message ? [{ path: [field], message }] : [];
  };

/** A price inside each item of a repeatable component (a product's sizes). */
export const rupeesInEach =
  (list: string, field: string): Rule =>
  (data) => {
    const items = data[list];
    if (!Array.isArray(items)) return [];
    return items.flatMap((item, index) => {
      if (typeof item !== 'object' || item === null || !(field in item)) return [];
      const message = rupeesProblem((item as Record<string, unknown>)[field]);
      return message ? [{ path: [list, index, field], message }] : [];
    });
  };

/** A number that must be more than 0 (the API refuses a delivery distance of 0). */
export const positive =
  (field: string): Rule =>
  (data) => {
    if (!present(data, field)) return [];
    const value = Number(data[field]);
    return Number.isFinite(value) && value > 0 ? [] : [{ path: [field], message: 'Must be more than 0.' }];
  };

/** Items of a repeatable component that repeat another's key (two "100 ML" sizes, a pincode twice). */
export const uniqueIn =
  (list: string, key: string, what: string): Rule =>
  (data) => {
    const items = data[list];
    if (!Array.isArray(items)) return [];
    const seen = new Set<string>();
    const problems: Problem[] = [];
    items.forEach((item, index) => {
      const value = typeof item === 'object' && item !== null ? String((item as Record<string, unknown>)[key] ?? '').trim() : '';
      if (!value) return;
      if (seen.has(value)) problems.push({ path: [list, index, key], message: `${what} “${value}” is listed twice.` });
      seen.add(value);
    });
    return problems;
  };

/** Each item's code looks like an Indian pincode (Strapi checks the pattern only on publish). */
export const pincodesInEach =
  (list: string, field: string): Rule =>
  (data) => {
    const items = data[list];
    if (!Array.isArray(items)) return [];
    return items.flatMap((item, index) => {
      const code = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : undefined;
      return typeof code === 'string' && isPincode(code)
        ? []
        : [{ path: [list, index, field], message: 'Must be 6 digits, not starting with 0, e.g. 400703.' }];
    });
  };

/**
 * A UPI id (`name@bank`), as every UPI app and the commerce API read it: the shop's payee, written
 * into the /payment page's and the Coco Club dialog's payment links and QR codes.
 */
export const UPI_ID = /^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/;

export const upiId =
  (field: string): Rule =>
  (data) => {
    if (!present(data, field)) return [];
    const value = data[field];
    return typeof value === 'string' && UPI_ID.test(value.trim())
      ? []
      : [{ path: [field], message: 'Must be a UPI ID like koolers@okaxis (name@bank).' }];
  };

/** Each item's centre is whole, latitude and longitude, or absent (a shared location could not find half a point). */
export const centreInEach =
  (list: string): Rule =>
  (data) => {
    const items = data[list];
    if (!Array.isArray(items)) return [];
    return items.flatMap((item, index) => {
      const { latitude, longitude } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      const given = (value: unknown) => value !== null && value !== undefined && value !== '';
      if (given(latitude) === given(longitude)) return [];
      const missing = given(latitude) ? 'longitude' : 'latitude';
      return [{ path: [list, index, missing], message: 'Give both the latitude and the longitude of the area’s centre, or neither.' }];
    });
  };

function taxProblems(item: Record<string, unknown>, path: (string | number)[]): Problem[] {
  const problems: Problem[] = [];
  if (present(item, 'hsnCode') && !HSN_PATTERN.test(String(item.hsnCode))) {
    problems.push({ path: [...path, 'hsnCode'], message: 'Must be an HSN code of 4, 6 or 8 digits, e.g. 22029920.' });
  }
  if (present(item, 'gstRate') && !isGstRate(Number(item.gstRate))) {
    problems.push({ path: [...path, 'gstRate'], message: 'Must be one of the GST rates 0, 5, 12 or 18.' });
  }
  return problems;
}

/** The HSN code and GST rate of an item sold in one size (a kooler, a diet drink). */
export const taxDetails: Rule = (data) => taxProblems(data, []);

/** The HSN code and GST rate of each item of a repeatable component (a product's sizes). */
export const taxDetailsInEach =
  (list: string): Rule =>
  (data) => {
    const items = data[list];
    if (!Array.isArray(items)) return [];
    return items.flatMap((item, index) =>
      typeof item === 'object' && item !== null ? taxProblems(item as Record<string, unknown>, [list, index]) : [],
    );
  };

/**
 * The shop's GST details: a GSTIN with the right check character, a state code that is the GSTIN's
 * own and a real state, and two different series prefixes short enough for a 16-character number.
 */
export const supplierDetails =
  (field: string): Rule =>
  (data) => {
    const details = data[field];
    if (typeof details !== 'object' || details === null) return [];
    const d = details as Record<string, unknown>;
    const problems: Problem[] = [];
    const gstin = typeof d.gstin === 'string' ? d.gstin.trim() : '';
    if (present(d, 'gstin')) {
      const problem = gstinProblem(gstin);
      if (problem) problems.push({ path: [field, 'gstin'], message: problem });
    }
    if (present(d, 'stateCode')) {
      const code = String(d.stateCode);
      if (!stateByCode(code)) problems.push({ path: [field, 'stateCode'], message: 'Must be a GST state code, e.g. 27 for Maharashtra.' });
      else if (gstin && gstin.slice(0, 2) !== code) {
        problems.push({ path: [field, 'stateCode'], message: `Must be the first two digits of the GSTIN (${gstin.slice(0, 2)}).` });
      }
    }
    for (const prefix of ['invoicePrefix', 'creditNotePrefix']) {
      if (!present(d, prefix)) continue;
      const problem = seriesPrefixProblem(String(d[prefix]));
      if (problem) problems.push({ path: [field, prefix], message: problem });
    }
    if (present(d, 'invoicePrefix') && d.invoicePrefix === d.creditNotePrefix) {
      problems.push({
        path: [field, 'creditNotePrefix'],
        message: 'Must differ from the invoice prefix: credit notes have their own series.',
      });
    }
    return problems;
  };

type MenuNode = { name?: unknown; link?: unknown; subMenu?: unknown };

/** Every menu item either links to a page or opens a sub-menu with items in it (the header shows nothing otherwise). */
export const menuItemsLead: Rule = (data) => {
  const problems: Problem[] = [];
  const visit = (items: unknown, path: (string | number)[]) => {
    if (!Array.isArray(items)) return;
    items.forEach((item: MenuNode, index) => {
      const subMenu = Array.isArray(item?.subMenu) ? item.subMenu : [];
      const link = typeof item?.link === 'string' ? item.link.trim() : '';
      if (!link && subMenu.length === 0) {
        problems.push({ path: [...path, index, 'link'], message: `“${String(item?.name ?? '')}” needs a link or a sub-menu.` });
      }
      visit(subMenu, [...path, index, 'subMenu']);
    });
  };
  if ('menu' in data) visit(data.menu, ['menu']);
  return problems;
};

/** Search results show about this many characters of a page's title before cutting it. */
export const SEO_TITLE_MAX = 60;
/** Google replaces a shorter description with text of its own, and cuts a longer one. */
export const SEO_DESCRIPTION_MIN = 50;
export const SEO_DESCRIPTION_MAX = 160;

/** The lengths of a search-and-sharing component's title and description (`shared.seo`), each optional. */
export const seoLengths =
  (...fields: string[]): Rule =>
  (data) =>
    fields.flatMap((field) => {
      const seo = data[field];
      if (typeof seo !== 'object' || seo === null) return [];
      const { title, description } = seo as { title?: unknown; description?: unknown };
      const problems: Problem[] = [];
      const titleLength = typeof title === 'string' ? title.trim().length : 0;
      if (titleLength > SEO_TITLE_MAX)
        problems.push({
          path: [field, 'title'],
          message: `Has ${titleLength} characters: search results cut a title after about ${SEO_TITLE_MAX}, so shorten it to ${SEO_TITLE_MAX} or fewer.`,
        });
      const descriptionLength = typeof description === 'string' ? description.trim().length : 0;
      if (descriptionLength > 0 && descriptionLength < SEO_DESCRIPTION_MIN)
        problems.push({
          path: [field, 'description'],
          message: `Has ${descriptionLength} characters: Google replaces a description shorter than ${SEO_DESCRIPTION_MIN} with text of its own, so write ${SEO_DESCRIPTION_MIN} to ${SEO_DESCRIPTION_MAX}, or leave it empty.`,
        });
      if (descriptionLength > SEO_DESCRIPTION_MAX)
        problems.push({
          path: [field, 'description'],
          message: `Has ${descriptionLength} characters: search results cut a description after about ${SEO_DESCRIPTION_MAX}, so shorten it to ${SEO_DESCRIPTION_MAX} or fewer.`,
        });
      return problems;
    });

/** The shop's PIN code looks like one, and the address shown on the site contains it. */
export const shopPostalCode: Rule = (data) => {
  if (!present(data, 'postalCode')) return [];
  const code = String(data.postalCode).trim();
  if (!/^[1-9]\d{5}$/.test(code)) return [{ path: ['postalCode'], message: 'Must be 6 digits, not starting with 0, e.g. 400703.' }];
  if (typeof data.address === 'string' && !data.address.includes(code))
    return [
      {
        path: ['address'],
        message: `Must contain the PIN code ${code} given under PIN code, so the address customers read and the one search engines show agree.`,
      },
    ];
  return [];
};

/** The rules of each content type (a type that is not listed has none beyond its schema). */
export const CONTENT_RULES: Record<string, readonly Rule[]> = {
  'api::kooler.kooler': [rupees('price'), taxDetails, seoLengths('seo')],
  'api::diet-drink.diet-drink': [rupees('price'), taxDetails],
  'api::product.product': [
    rupeesInEach('sizes', 'mrp'),
    uniqueIn('sizes', 'label', 'The size'),
    taxDetailsInEach('sizes'),
    seoLengths('seo'),
  ],
  'api::membership-plan.membership-plan': [rupees('price'), upiId('upiId'), seoLengths('seo')],
  'api::site-setting.site-setting': [
    rupees('deliveryFee', { zeroAllowed: true }),
    positive('deliveryRadiusKm'),
    pincodesInEach('serviceablePincodes', 'code'),
    uniqueIn('serviceablePincodes', 'code', 'Pincode'),
    centreInEach('serviceablePincodes'),
    shopPostalCode,
    supplierDetails('gstDetails'),
  ],
  'api::navigation.navigation': [menuItemsLead],
  'api::search-and-sharing.search-and-sharing': [
    seoLengths('home', 'koolers', 'products', 'dietDrinks', 'showcase', 'blog', 'faq', 'help', 'contact'),
  ],
  'api::about-company.about-company': [seoLengths('seo')],
  'api::farm.farm': [seoLengths('seo')],
  'api::company.company': [seoLengths('seo')],
  'api::director-profile.director-profile': [seoLengths('seo')],
  'api::chairman-profile.chairman-profile': [seoLengths('seo')],
  'api::terms.terms': [seoLengths('seo')],
  'api::privacy.privacy': [seoLengths('seo')],
};

export function checkContent(uid: string, data: Record<string, unknown>): Problem[] {
  return (CONTENT_RULES[uid] ?? []).flatMap((rule) => rule(data));
}
