import { type BaseSchema, defineCollection } from 'astro:content';
import * as schema from './lib/cms-schemas.ts';
import { cmsUrl } from './lib/cms-url.ts';
import { strapiLoader } from './lib/strapi-loader.ts';

/** A Strapi collection type: one entry per published document, keyed by its documentId. */
function strapiCollection<S extends BaseSchema>(path: string, schema: S) {
  return defineCollection({ loader: strapiLoader({ url: cmsUrl, path, kind: 'collection' }), schema });
}

/** A Strapi single type: one entry whose id is its REST path (read it with `single()` from lib/content.ts). */
function strapiSingle<S extends BaseSchema>(path: string, schema: S) {
  return defineCollection({ loader: strapiLoader({ url: cmsUrl, path, kind: 'single' }), schema });
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
  terms: strapiSingle('terms', schema.legalPage),
  privacy: strapiSingle('privacy', schema.legalPage),
  membershipPlan: strapiSingle('membership-plan', schema.membershipPlan),
};
