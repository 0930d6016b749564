/**
 * The shapes the site reads from Strapi (see cms/README.md, "Reading the content"). Only the fields
 * the pages use are declared; the loader drops the rest. Money stays in decimal rupees here: the site
 * only displays it, and the commerce API computes every amount a customer pays.
 */
import { z } from 'astro/zod';

const mediaFormat = z.object({ url: z.string(), width: z.number(), height: z.number() });

export const media = z.object({
  url: z.string(),
  alternativeText: z
    .string()
    .nullable()
    .transform((alt) => alt ?? ''),
  caption: z.string().nullable().optional(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  mime: z.string(),
  /** Kilobytes. */
  size: z.number().nullable().optional(),
  formats: z.record(z.string(), mediaFormat).nullable().optional(),
  /** When the file last changed: a picture replaced in the media library keeps its URL (cms-url.ts: mediaVersion). */
  updatedAt: z.string().optional(),
});
export type Media = z.infer<typeof media>;

const textItem = z.object({ text: z.string() });
const textList = z.array(textItem).transform((items) => items.map((item) => item.text));
const link = z.object({ label: z.string(), link: z.string() });
export type Link = z.infer<typeof link>;
const titledText = z.object({ title: z.string(), description: z.string() });

/** Strapi rich text, rendered by components/RichText.astro. */
export type Inline =
  | { type: 'text'; text: string; bold?: boolean; italic?: boolean; underline?: boolean; code?: boolean }
  | { type: 'link'; url: string; children: Inline[] };
export type Block =
  | { type: 'paragraph' | 'quote'; children: Inline[] }
  | { type: 'heading'; level: number; children: Inline[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: { type: 'list-item'; children: Inline[] }[] };
const blocks = z.array(z.custom<Block>((value) => typeof value === 'object' && value !== null && 'type' in value));

/**
 * An entry's optional "Search and sharing" component: what search results and shares show instead of
 * what the page derives from its own content (components/seo/SeoHead.astro).
 */
export const seo = z
  .object({ title: z.string().nullable(), description: z.string().nullable(), shareImage: media.nullable() })
  .nullable()
  .optional()
  .transform((value) => value ?? null);
export type Seo = z.infer<typeof seo>;

/** When Strapi last saved the entry (ISO time): the sitemap's lastmod of the pages showing it. */
const updated = { updatedAt: z.string() };

const ordered = {
  order: z
    .number()
    .nullable()
    .transform((order) => order ?? 0),
};

export const kooler = z.object({
  name: z.string(),
  slug: z.string(),
  legacyId: z.number().nullable(),
  subtitle: z.string(),
  showcaseTitle: z.string(),
  description: blocks,
  price: z.number(),
  image: media,
  nutrition: z.array(z.object({ label: z.string(), value: z.string() })),
  bottleSize: z.string(),
  weight: z.string(),
  benefits: textList,
  vitamins: textList,
  seo,
  ...updated,
  ...ordered,
});
export type Kooler = z.infer<typeof kooler>;

const category = z.object({ name: z.string(), slug: z.string(), ...ordered });

export const product = z.object({
  name: z
    .string()
    .nullable()
    .transform((name) => name || 'Unnamed Product'),
  slug: z.string(),
  title: z.string().nullable(),
  categories: z.array(category),
  sizes: z.array(z.object({ label: z.string(), mrp: z.number() })),
  gallery: z
    .array(media)
    .nullable()
    .transform((gallery) => gallery ?? []),
  benefits: textList,
  ingredients: textList,
  seo,
  ...updated,
  ...ordered,
});
export type Product = z.infer<typeof product>;

export const productCategory = category;

export const dietDrink = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: z.number(),
  image: media.nullable(),
  benefits: textList,
  ...updated,
  ...ordered,
});
export type DietDrink = z.infer<typeof dietDrink>;

export const faq = z.object({ question: z.string(), answer: z.string(), ...updated, ...ordered });

export const article = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  body: blocks,
  cover: media.nullable(),
  readingMinutes: z.number().nullable(),
  publishedOn: z.string(),
  author: z.string().nullable(),
  pdf: media.nullable(),
  ...updated,
});
export type Article = z.infer<typeof article>;

export const heroSlide = z.object({
  title: z.string(),
  description: z.string(),
  buttonLabel: z.string(),
  link: z.string(),
  image: media.nullable(),
  ...updated,
  ...ordered,
});

const weekday = z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
export type Weekday = z.infer<typeof weekday>;
/** Strapi's time fields answer "09:00:00.000": the site needs hours and minutes. */
const time = z.string().transform((value) => value.slice(0, 5));

export const siteSettings = z.object({
  shopName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  businessHours: z.string(),
  /** Runs of days with the same hours, e.g. Monday to Saturday 09:00–22:00. */
  openingHours: z
    .array(z.object({ fromDay: weekday, toDay: weekday, opens: time, closes: time }))
    .nullable()
    .transform((hours) => hours ?? []),
  storeLatitude: z.number(),
  storeLongitude: z.number(),
  deliveryRadiusKm: z.number(),
  /** Repeatable `delivery.pincode` components in Strapi: the one delivery rule (the commerce API enforces it). */
  serviceablePincodes: z.array(z.object({ code: z.string(), area: z.string().nullish() })),
  themeColor: z.string(),
  deliveryFee: z.number(),
  /** "15-20 minutes": how soon an order arrives, or nothing promised. */
  deliveryTime: z.string().nullish(),
  /** The latest an order arrives, in days after ordering (0: the same day). */
  deliveryDays: z.number(),
  logo: media.nullable(),
  /** The picture a page without one of its own is shared with. */
  shareImage: media.nullable(),
  ...updated,
});
export type SiteSettings = z.infer<typeof siteSettings>;

/**
 * One of the editors' other words for the shop's search: each of `words` finds what holds all of
 * `means` in its name (lib/search/documents.ts).
 */
const searchSynonym = z.object({ words: z.string(), means: z.string() });

/** The search-and-sharing texts of the pages that have no entry of their own, and the shop search's synonyms. */
export const searchAndSharing = z.object({
  home: seo,
  koolers: seo,
  products: seo,
  dietDrinks: seo,
  showcase: seo,
  blog: seo,
  faq: seo,
  help: seo,
  contact: seo,
  searchSynonyms: z
    .array(searchSynonym)
    .nullish()
    .transform((synonyms) => synonyms ?? []),
});

type MenuLeaf = { name: string; link: string | null };
type MenuItem = MenuLeaf & { subMenu?: MenuItem[] };
const menuLeaf = z.object({ name: z.string(), link: z.string().nullable() });
const menuItem: z.ZodType<MenuItem> = menuLeaf.extend({ subMenu: z.array(z.lazy(() => menuItem)).optional() });

export type { MenuItem };

export const navigation = z.object({ menu: z.array(menuItem), headerButtons: z.array(link) });

export const footer = z.object({
  about: z.string(),
  links: z.array(link),
  socialLinks: z.array(z.object({ platform: z.string(), url: z.string(), label: z.string() })),
  galleryTitle: z.string(),
  gallery: z.array(media),
  address: z.string(),
  phone: z.string(),
  copyrightHolder: z.string(),
  copyrightStartYear: z.number(),
});

export const mission = z.object({ title: z.string(), points: z.array(titledText), images: z.array(media), ...updated });

export const aboutBlock = z.object({
  title: z.string(),
  heading: z.string(),
  badge: z.string(),
  description: z.string(),
  bullets: textList,
  button: link,
  image: media.nullable(),
  ...updated,
});

export const directorProfile = z.object({
  name: z.string(),
  position: z.string(),
  photo: media.nullable(),
  biography: blocks,
  quote: z.string().nullable(),
  seo,
  ...updated,
});

export const chairmanProfile = z.object({
  name: z.string(),
  position: z.string(),
  photo: media.nullable(),
  description: blocks,
  achievements: textList,
  seo,
  ...updated,
});

export const aboutCompany = z.object({
  title: z.string(),
  intro: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: blocks, image: media.nullable() })),
  seo,
  ...updated,
});

export const farm = z.object({ title: z.string(), intro: z.string(), rotatingLines: textList, images: z.array(media), seo, ...updated });

export const company = z.object({
  welcomeTitle: z.string(),
  welcomeText: z.string(),
  mission: titledText,
  vision: titledText,
  coreValuesTitle: z.string(),
  coreValues: z.array(z.object({ title: z.string(), description: z.string(), link: z.string().nullable() })),
  button: link,
  image: media.nullable(),
  seo,
  ...updated,
});

export const legalPage = z.object({ title: z.string(), lastUpdated: z.string(), body: blocks, seo, ...updated });

/** The terms also say how long a customer has to report a damaged or wrong order (the return policy). */
export const terms = legalPage.extend({ returnWindowDays: z.number() });

export const membershipPlan = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number(),
  cycle: z.string(),
  memberDiscountPercent: z.number(),
  features: textList,
  whyChooseTitle: z.string(),
  whyChooseText: z.string(),
  buttonLabel: z.string(),
  // The shop's UPI payee (the Coco Club dialog's, from the API, is the same field): a build with one
  // that is not name@bank fails, and the site keeps serving the last good one.
  upiId: z
    .string()
    .trim()
    .regex(/^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,63}$/, 'must be a UPI ID like koolers@okaxis'),
  payeeName: z.string(),
  seo,
  ...updated,
});
