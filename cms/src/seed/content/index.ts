import type { SeedType } from '../documents';
import { siteSettings } from '../site-settings';
import { articles } from './articles';
import { dietDrinks } from './diet-drinks';
import { faqs } from './faqs';
import { footer } from './footer';
import { heroSlides } from './hero-slides';
import { koolers } from './koolers';
import { privacy, terms } from './legal';
import { membershipPlan } from './membership-plan';
import { navigation } from './navigation';
import { orderMessages } from './order-messages';
import { aboutBlock, aboutCompany, chairmanProfile, company, directorProfile, farm, mission } from './pages';
import { productCategories, products } from './products';
import { searchAndSharing } from './search-and-sharing';

/**
 * Everything the first boot creates, in order (a type comes after the types it relates to).
 * Collections name the field that tells their entries apart.
 */
export const SEED_TYPES: readonly SeedType[] = [
  { kind: 'single', uid: 'api::site-setting.site-setting', data: siteSettings },
  { kind: 'single', uid: 'api::navigation.navigation', data: navigation },
  { kind: 'single', uid: 'api::footer.footer', data: footer },
  { kind: 'collection', uid: 'api::hero-slide.hero-slide', key: 'title', entries: heroSlides },
  { kind: 'collection', uid: 'api::kooler.kooler', key: 'slug', entries: koolers },
  { kind: 'collection', uid: 'api::product-category.product-category', key: 'slug', entries: productCategories },
  { kind: 'collection', uid: 'api::product.product', key: 'slug', entries: products },
  { kind: 'collection', uid: 'api::diet-drink.diet-drink', key: 'slug', entries: dietDrinks },
  { kind: 'collection', uid: 'api::faq.faq', key: 'question', entries: faqs },
  { kind: 'collection', uid: 'api::article.article', key: 'slug', entries: articles },
  { kind: 'single', uid: 'api::mission.mission', data: mission },
  { kind: 'single', uid: 'api::about-block.about-block', data: aboutBlock },
  { kind: 'single', uid: 'api::director-profile.director-profile', data: directorProfile },
  { kind: 'single', uid: 'api::chairman-profile.chairman-profile', data: chairmanProfile },
  { kind: 'single', uid: 'api::about-company.about-company', data: aboutCompany },
  { kind: 'single', uid: 'api::farm.farm', data: farm },
  { kind: 'single', uid: 'api::company.company', data: company },
  { kind: 'single', uid: 'api::terms.terms', data: terms },
  { kind: 'single', uid: 'api::privacy.privacy', data: privacy },
  { kind: 'single', uid: 'api::membership-plan.membership-plan', data: membershipPlan },
  { kind: 'single', uid: 'api::search-and-sharing.search-and-sharing', data: searchAndSharing },
  { kind: 'collection', uid: 'api::order-message.order-message', key: 'name', entries: orderMessages },
];
