import { type BaseSchema, defineCollection } from 'astro:content';
import { writeFileSync } from 'node:fs';
import { LANGUAGES } from '@koolers/contracts/languages';
import * as schema from './build/cms-schemas.ts';
import { cmsUrl } from './build/cms-url.ts';
import { describeContentProblem } from './build/content-problem.ts';
import { type StrapiLoaderOptions, strapiLoader } from './build/strapi-loader.ts';

/** Set for the draft preview build only (web/src/preview/site-preview.ts). */
const draftsSecret = process.env.CMS_DRAFTS_SECRET || undefined;

/**
 * Content the site cannot build from stops the build with a sentence naming the entry and field; the
 * site server reads the details from SITE_BUILD_REPORT to show editors in Strapi and mail the shop.
 */
const onInvalid =
  (path: string): StrapiLoaderOptions['onInvalid'] =>
  (document, issues) => {
    const problem = describeContentProblem(path, document, issues);
    if (process.env.SITE_BUILD_REPORT) writeFileSync(process.env.SITE_BUILD_REPORT, JSON.stringify(problem));
    return new Error(problem.summary);
  };

/** Where the web front has the loaders note what they read (web/src/builds/build-record.ts). */
const recordTo = process.env.SITE_CONTENT_RECORD || undefined;

/** Every type is read in each language; only localized types have translations (build/content.ts lays them over English). */
const translations = LANGUAGES.filter((language) => language !== 'en');

const loader = (path: string, kind: 'single' | 'collection', schema: BaseSchema) =>
  strapiLoader({ url: cmsUrl, path, kind, schema, onInvalid: onInvalid(path), draftsSecret, recordTo, translations });

/** A Strapi collection type: one entry per published document (or draft, in a preview), keyed by its documentId. */
function strapiCollection<S extends BaseSchema>(path: string, schema: S) {
  return defineCollection({ loader: loader(path, 'collection', schema), schema });
}

/** A Strapi single type: one entry whose id is its REST path (read it with `single()` from lib/content.ts). */
function strapiSingle<S extends BaseSchema>(path: string, schema: S) {
  return defineCollection({ loader: loader(path, 'single', schema), schema });
}

export const collections = {
  koolers: strapiCollection('koolers', schema.kooler),
  products: strapiCollection('products', schema.product),
  productCategories: strapiCollection('product-categories', schema.productCategory),
  dietDrinks: strapiCollection('diet-drinks', schema.dietDrink),
  faqs: strapiCollection('faqs', schema.faq),
  articles: strapiCollection('articles', schema.article),
  heroSlides: strapiCollection('hero-slides', schema.heroSlide),
  settings: strapiSingle('site-setting', schema.siteSettings),
  navigation: strapiSingle('navigation', schema.navigation),
  footer: strapiSingle('footer', schema.footer),
  mission: strapiSingle('mission', schema.mission),
  aboutBlock: strapiSingle('about-block', schema.aboutBlock),
  directorProfile: strapiSingle('director-profile', schema.directorProfile),
  chairmanProfile: strapiSingle('chairman-profile', schema.chairmanProfile),
  aboutCompany: strapiSingle('about-company', schema.aboutCompany),
  farm: strapiSingle('farm', schema.farm),
  company: strapiSingle('company', schema.company),
  terms: strapiSingle('terms', schema.terms),
  privacy: strapiSingle('privacy', schema.legalPage),
  membershipPlan: strapiSingle('membership-plan', schema.membershipPlan),
  searchAndSharing: strapiSingle('search-and-sharing', schema.searchAndSharing),
};
