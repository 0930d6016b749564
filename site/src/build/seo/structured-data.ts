/**
 * The pages' structured data (JSON-LD, schema.org), built from Strapi's values and typed with
 * schema-dts, so a property schema.org does not have fails the type check. Each page writes one
 * graph: a list of nodes (components/seo/SeoHead.astro), which refer to each other by `@id`.
 */

import { LANGUAGES, type Language } from '@koolers/contracts/languages';
import type { ItemReviews } from '@koolers/contracts/reviews';
import type {
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  MerchantReturnPolicy,
  Offer,
  OfferShippingDetails,
  OpeningHoursSpecification,
  Organization,
  Place,
  Product,
  Review,
  SearchAction,
  Store,
  WebPage,
  WebSite,
  WithActionConstraints,
  WithContext,
} from 'schema-dts';
import type { SiteSettings, Weekday } from '../cms-schemas.ts';
import { htmlLang, pathIn } from '../page-language.ts';

export type StructuredDataNode = WithContext<BlogPosting | BreadcrumbList | FAQPage | Organization | Product | Store | WebPage | WebSite>;

/** What the shop's structured data is made of, read from Strapi once per page (lib/seo/shop.ts). */
export type Shop = {
  /** The site's configured address (astro.config.ts `site`). */
  site: URL;
  settings: SiteSettings;
  /** The footer's social media profiles. */
  socialLinks: string[];
  /** The terms' window for reporting a damaged or wrong order. */
  returnWindowDays: number;
  /** The language of the page the facts are for: its breadcrumbs start at the home page in it. */
  language: Language;
};

const CONTEXT = 'https://schema.org' as const;
const WEEK: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** An address of the site, absolute: search engines and chat apps take no relative one. */
export function absoluteUrl(site: URL, path: string): string {
  return new URL(path, site).href;
}

const organizationId = (shop: Shop) => absoluteUrl(shop.site, '/#organization');

/** The days from `from` to `to`, wrapping past Sunday (Saturday to Monday is three days). */
export function daysFrom(from: Weekday, to: Weekday): Weekday[] {
  const start = WEEK.indexOf(from);
  const length = ((WEEK.indexOf(to) - start + 7) % 7) + 1;
  return Array.from({ length }, (_, offset) => WEEK[(start + offset) % 7] as Weekday);
}

/** The shop as a company: name, address of its site, logo, contacts and social profiles. */
export function organization(shop: Shop): WithContext<Organization> {
  const { settings } = shop;
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': organizationId(shop),
    name: settings.shopName,
    url: absoluteUrl(shop.site, '/'),
    ...(settings.logo ? { logo: absoluteUrl(shop.site, settings.logo.url) } : {}),
    telephone: settings.phone,
    email: settings.email,
    ...(shop.socialLinks.length ? { sameAs: shop.socialLinks } : {}),
  };
}

/** The street part of the shop's address: the address as written, without its city, state and PIN code at the end. */
export function streetAddress(settings: Pick<SiteSettings, 'address' | 'city' | 'state' | 'postalCode'>): string {
  let street = settings.address.trim();
  for (const part of [settings.postalCode, settings.state, settings.city]) {
    if (street.toLowerCase().endsWith(part.toLowerCase())) street = street.slice(0, -part.length).replace(/[\s,–-]+$/, '');
  }
  return street || settings.address.trim();
}

/**
 * The shop as a place: where it is, when it is open, and the area it delivers to: the pincodes listed
 * in Strapi, the one rule the checkout enforces, each with the places it covers.
 */
export function store(shop: Shop, image: string): WithContext<Store> {
  const { settings } = shop;
  const position = { '@type': 'GeoCoordinates', latitude: settings.storeLatitude, longitude: settings.storeLongitude } as const;
  const hours: OpeningHoursSpecification[] = settings.openingHours.map((run) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: daysFrom(run.fromDay, run.toDay).map((day): DayOfWeek => `https://schema.org/${day}`),
    opens: run.opens,
    closes: run.closes,
  }));
  return {
    '@context': CONTEXT,
    '@type': 'Store',
    '@id': absoluteUrl(shop.site, '/#store'),
    name: settings.shopName,
    url: absoluteUrl(shop.site, '/'),
    image,
    telephone: settings.phone,
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: streetAddress(settings),
      addressLocality: settings.city,
      addressRegion: settings.state,
      postalCode: settings.postalCode,
      addressCountry: 'IN',
    },
    geo: position,
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    areaServed: settings.serviceablePincodes.map(
      ({ code, area }): Place => ({
        '@type': 'Place',
        ...(area ? { name: area } : {}),
        address: { '@type': 'PostalAddress', postalCode: code, addressCountry: 'IN' },
      }),
    ),
    parentOrganization: { '@id': organizationId(shop) },
  };
}

/**
 * A page written in several languages, as this one of them: its language, and the site it is part
 * of. Search engines pair it with the page's hreflang alternates.
 */
export function webPage(site: URL, page: { url: string; name: string; language: Language }): WithContext<WebPage> {
  return {
    '@context': CONTEXT,
    '@type': 'WebPage',
    '@id': page.url,
    url: page.url,
    name: page.name,
    inLanguage: htmlLang(page.language),
    isPartOf: { '@id': absoluteUrl(site, '/#website') },
  };
}

/**
 * The site, in the languages it is written in (each page's `lang` and hreflang say which page is
 * which), with the search results page search engines may link a search box to.
 */
export function webSite(shop: Shop): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(shop.site, '/search')}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': absoluteUrl(shop.site, '/#website'),
    name: shop.settings.shopName,
    url: absoluteUrl(shop.site, '/'),
    inLanguage: LANGUAGES.map(htmlLang),
    publisher: { '@id': organizationId(shop) },
    potentialAction: search,
  };
}

/** Delivery as the checkout charges it (the delivery fee, 0 = free) to the pincodes it serves, in the stated time. */
function shippingDetails(shop: Shop): OfferShippingDetails {
  const { settings } = shop;
  const days = (maxValue: number) => ({ '@type': 'QuantitativeValue', minValue: 0, maxValue, unitCode: 'DAY' }) as const;
  return {
    '@type': 'OfferShippingDetails',
    shippingRate: { '@type': 'MonetaryAmount', value: settings.deliveryFee, currency: 'INR' },
    shippingDestination: {
      '@type': 'DefinedRegion',
      addressCountry: 'IN',
      postalCode: settings.serviceablePincodes.map(({ code }) => code),
    },
    deliveryTime: { '@type': 'ShippingDeliveryTime', handlingTime: days(0), transitTime: days(settings.deliveryDays) },
  };
}

/** The terms' promise: a damaged, wrong or spoiled order reported within the window is replaced or refunded. */
function returnPolicy(shop: Shop): MerchantReturnPolicy {
  const terms = absoluteUrl(shop.site, '/termsandconditions');
  if (shop.returnWindowDays <= 0)
    return {
      '@type': 'MerchantReturnPolicy',
      applicableCountry: 'IN',
      returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
      merchantReturnLink: terms,
    };
  return {
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'IN',
    returnPolicyCategory: 'https://schema.org/MerchantReturnFiniteReturnWindow',
    merchantReturnDays: shop.returnWindowDays,
    returnFees: 'https://schema.org/FreeReturn',
    merchantReturnLink: terms,
  };
}

/** Rupees as structured data writes a price: two decimals, no symbol or grouping ("1200.00"). */
export function structuredPrice(rupees: number): string {
  return rupees.toFixed(2);
}

export type ProductFacts = {
  path: string;
  name: string;
  description: string;
  images: string[];
  sku: string;
  category?: string;
  /** One offer per size, with the price the page shows for it. */
  sizes: { label: string; price: number }[];
  /** Its published reviews, as the page shows them (lib/reviews.ts). */
  reviews?: ItemReviews | undefined;
};

/** How many of the newest reviews the markup names (the page shows them too). */
const MARKED_UP_REVIEWS = 5;

/**
 * The reviews' markup, following Google's review snippet rules: only with at least one review, the
 * rating and count of the reviews the page shows, on a 1–5 scale, and each review named with its
 * author as the page names them. A review whose author was erased counts in the rating but is not
 * named (its author would be no person's name).
 */
function reviewMarkup(reviews: ItemReviews | undefined): Pick<Product, 'aggregateRating' | 'review'> {
  if (!reviews || reviews.count < 1) return {};
  const named: Review[] = reviews.reviews
    .filter((review) => review.reviewer)
    .slice(0, MARKED_UP_REVIEWS)
    .map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.reviewer ?? '' },
      datePublished: review.date.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.stars, bestRating: 5, worstRating: 1 },
      ...(review.text ? { reviewBody: review.text } : {}),
    }));
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(named.length ? { review: named } : {}),
  };
}

/** A kooler or natural product: one offer per size, each with its price, delivery and return policy. */
export function product(shop: Shop, facts: ProductFacts): WithContext<Product> {
  const url = absoluteUrl(shop.site, facts.path);
  const offers: Offer[] = facts.sizes.map((size) => ({
    '@type': 'Offer',
    name: size.label,
    sku: `${facts.sku}:${size.label}`,
    url,
    price: structuredPrice(size.price),
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@id': organizationId(shop) },
    shippingDetails: shippingDetails(shop),
    hasMerchantReturnPolicy: returnPolicy(shop),
  }));
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${url}#product`,
    name: facts.name,
    description: facts.description,
    image: facts.images,
    url,
    sku: facts.sku,
    ...(facts.category ? { category: facts.category } : {}),
    brand: { '@type': 'Brand', name: shop.settings.shopName },
    offers,
    ...reviewMarkup(facts.reviews),
  };
}

/** The way from the home page (named after the shop) to this one, through `trail`: `[{ name, path }]`, this page last. */
export function breadcrumbs(shop: Shop, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: shop.settings.shopName, path: pathIn(shop.language, '/') }, ...trail].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(shop.site, step.path),
    })),
  };
}

/** Every question of the FAQ with its answer. */
export function faqPage(shop: Shop, path: string, faqs: { question: string; answer: string }[]): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    url: absoluteUrl(shop.site, path),
    mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
  };
}

export type ArticleFacts = {
  title: string;
  slug: string;
  excerpt: string;
  publishedOn: string;
  updatedAt: string;
  author: string | null;
  image: string | null;
};

/** The blog's articles, each a post of the blog page that shows it (its card and dialog there). */
export function blogPostings(shop: Shop, blogPath: string, articles: ArticleFacts[]): WithContext<BlogPosting>[] {
  const blog = absoluteUrl(shop.site, blogPath);
  const { settings } = shop;
  const publisher: Organization = {
    '@type': 'Organization',
    '@id': organizationId(shop),
    name: settings.shopName,
    ...(settings.logo ? { logo: { '@type': 'ImageObject', url: absoluteUrl(shop.site, settings.logo.url) } } : {}),
  };
  return articles.map((article) => ({
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${blog}#article-${article.slug}`,
    headline: article.title,
    description: article.excerpt,
    datePublished: article.publishedOn,
    dateModified: article.updatedAt,
    author: article.author ? { '@type': 'Person', name: article.author } : { '@type': 'Organization', name: settings.shopName },
    publisher,
    ...(article.image ? { image: article.image } : {}),
    mainEntityOfPage: blog,
  }));
}

/** JSON-LD safe inside `<script>`: no `</script>` or `<!--` can end it early. */
export function jsonLd(nodes: StructuredDataNode[]): string {
  return JSON.stringify(nodes).replace(/</g, '\\u003c');
}
