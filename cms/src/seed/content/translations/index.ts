import { siteSettings } from '../../site-settings';
import type { SeedTranslation } from '../../translations';
import { dietDrinks } from '../diet-drinks';
import { faqs } from '../faqs';
import { footer } from '../footer';
import { heroSlides } from '../hero-slides';
import { koolers } from '../koolers';
import { membershipPlan } from '../membership-plan';
import { navigation } from '../navigation';
import { aboutBlock, mission } from '../pages';
import { productCategories, products } from '../products';
import { aboutBlockInHindi, aboutBlockInMarathi } from './about-block';
import { dietDrinksInHindi, dietDrinksInMarathi } from './diet-drinks';
import { faqsInHindi, faqsInMarathi } from './faqs';
import { footerInHindi, footerInMarathi } from './footer';
import { heroSlidesInHindi, heroSlidesInMarathi } from './hero-slides';
import { koolersInHindi, koolersInMarathi } from './koolers';
import { membershipPlanInHindi, membershipPlanInMarathi } from './membership-plan';
import { missionInHindi, missionInMarathi } from './mission';
import { navigationInHindi, navigationInMarathi } from './navigation';
import { productCategoriesInHindi, productCategoriesInMarathi, productsInHindi, productsInMarathi } from './products';
import { siteSettingInHindi, siteSettingInMarathi } from './site-setting';

/**
 * The Hindi and Marathi the first boot adds beside the English seed (issue 35): what every page
 * shows (header, footer, the shop's contact and delivery details), the home page, every kooler,
 * diet drink and natural product with its categories, the FAQ and the Coco Club page. The other
 * localized types wait for their translations. Categories come before products: a product's
 * translation relates to the categories' translations.
 */
export const SEED_TRANSLATIONS: readonly SeedTranslation[] = [
  { uid: 'api::site-setting.site-setting', english: siteSettings, translations: { hi: siteSettingInHindi, mr: siteSettingInMarathi } },
  { uid: 'api::navigation.navigation', english: navigation, translations: { hi: navigationInHindi, mr: navigationInMarathi } },
  { uid: 'api::footer.footer', english: footer, translations: { hi: footerInHindi, mr: footerInMarathi } },
  {
    uid: 'api::hero-slide.hero-slide',
    key: 'title',
    english: heroSlides,
    translations: { hi: heroSlidesInHindi, mr: heroSlidesInMarathi },
  },
  { uid: 'api::kooler.kooler', key: 'slug', english: koolers, translations: { hi: koolersInHindi, mr: koolersInMarathi } },
  { uid: 'api::diet-drink.diet-drink', key: 'slug', english: dietDrinks, translations: { hi: dietDrinksInHindi, mr: dietDrinksInMarathi } },
  {
    uid: 'api::product-category.product-category',
    key: 'slug',
    english: productCategories,
    translations: { hi: productCategoriesInHindi, mr: productCategoriesInMarathi },
  },
  { uid: 'api::product.product', key: 'slug', english: products, translations: { hi: productsInHindi, mr: productsInMarathi } },
  { uid: 'api::faq.faq', key: 'question', english: faqs, translations: { hi: faqsInHindi, mr: faqsInMarathi } },
  { uid: 'api::mission.mission', english: mission, translations: { hi: missionInHindi, mr: missionInMarathi } },
  { uid: 'api::about-block.about-block', english: aboutBlock, translations: { hi: aboutBlockInHindi, mr: aboutBlockInMarathi } },
  {
    uid: 'api::membership-plan.membership-plan',
    english: membershipPlan,
    translations: { hi: membershipPlanInHindi, mr: membershipPlanInMarathi },
  },
];
