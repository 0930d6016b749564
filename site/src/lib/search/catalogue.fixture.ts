/**
 * The seeded catalogue (cms/src/seed/content) as the build hands it to the search index
 * (pages/search-index/[locale].json.ts): for the test set, which must run without Strapi.
 */
import type { Searchable, Synonym } from './documents.ts';

const kooler = (name: string, slug: string, subtitle: string): Searchable => ({
  entry: { name: `${name} Kooler`, image: null, type: 'Kooler', link: `/order-product/${slug}`, ref: `kooler:${slug}` },
  description: subtitle,
});
const product = (name: string, slug: string, title: string): Searchable => ({
  entry: { name, image: null, type: 'Product', link: `/product/${slug}`, ref: `product:${slug}` },
  description: title,
});
const dietDrink = (name: string, slug: string, description: string): Searchable => ({
  entry: { name, image: null, type: 'Diet drink', link: `/dietdrink#${slug}`, ref: `diet-drink:${slug}` },
  description,
});
const page = (name: string, link: string): Searchable => ({ entry: { name, image: null, type: 'Page', link } });

export const SEEDED_CATALOGUE: Searchable[] = [
  kooler('Strawberry', 'strawberry', 'Mahabaleshwar strawberries in tender coconut'),
  kooler('Avocado', 'avocado', 'Buttery avocado, tender coconut and a squeeze of lime'),
  kooler('Sitafal (Custard Apple)', 'sitafal-custard-apple', 'Hand-seeded custard apple with coconut malai'),
  kooler('Tender Coconut', 'tender-coconut', 'Pure tender coconut water with soft malai'),
  kooler('Pomegranate', 'pomegranate', 'Bhagwa pomegranate pressed into tender coconut'),
  kooler('Pineapple', 'pineapple', 'Ripe pineapple and coconut, a little tropical holiday'),
  kooler('Mango', 'mango', 'Alphonso mango pulp in fresh coconut malai'),
  kooler('Jackfruit', 'jackfruit', 'Konkan jackfruit bulbs blended with coconut'),
  kooler('Coco Lychee', 'coco-lychee', 'Fragrant lychee with tender coconut water'),
  kooler('Jamun', 'jamun', 'Tangy jamun with a hint of rock salt'),
  kooler('Sapodilla (Chikoo)', 'sapodilla-chikoo', 'Gholvad chikoo, malty and smooth, with coconut malai'),
  kooler('Grapes', 'grapes', 'Nashik black grapes with tender coconut water'),
  kooler('Guava', 'guava', 'Pink guava, a pinch of chilli salt, tender coconut'),
  kooler('Coco Dragonfruit', 'coco-dragonfruit', 'Pink dragon fruit and tender coconut, bright as it looks'),
  kooler('Chocolate', 'chocolate', 'Cocoa and coconut milk, lightly sweetened with jaggery'),
  kooler('Butterscotch', 'butterscotch', 'House-made jaggery caramel with coconut milk'),
  product('Virgin Coconut Oil', 'virgin-coconut-oil', 'Cold-pressed from fresh coconut milk, never heated'),
  product('Coconut Shell Charcoal Soap', 'coconut-shell-charcoal-soap', 'A deep-cleansing bar for oily and acne-prone skin'),
  product('Coir Dish Scrubber', 'coir-dish-scrubber', 'Tough on kadhais, gentle on the planet'),
  product('Neem-Coconut Cattle Balm', 'neem-coconut-cattle-balm', 'A soothing balm for cracked udders, hooves and minor wounds'),
  product('Vermicompost', 'vermicompost', 'Rich, crumbly compost made by earthworms on our farm'),
  product('Coco-Peat Block', 'coco-peat-block', 'Low-EC coco-peat that expands to about nine litres'),
  product(
    'Hibiscus Coconut Hair Oil',
    'hibiscus-coconut-hair-oil',
    'A grandmother’s recipe: coconut oil slow-cooked with hibiscus and curry leaves',
  ),
  product('Coconut Jaggery', 'coconut-jaggery', 'Unrefined sweetener from coconut flower sap'),
  product('Activated Charcoal Powder', 'activated-charcoal-powder', 'Food-grade activated charcoal from coconut shells'),
  product('Coconut Lip Balm', 'coconut-lip-balm', 'Virgin coconut oil and beeswax for soft lips'),
  product('Coir Doormat', 'coir-doormat', 'Hand-woven coir mat that catches monsoon mud'),
  product('Pet Paw and Coat Oil', 'pet-paw-and-coat-oil', 'For cracked paws and a glossy coat, safe if licked'),
  product('Soapnut Dishwash Liquid', 'soapnut-dishwash-liquid', 'Plant-based dishwash with soapnut, coconut and lime'),
  product('Coir Grow Pots', 'coir-grow-pots', 'Plant the pot with the seedling: roots grow right through'),
  dietDrink(
    'Cucumber Mint Cooler',
    'cucumber-mint-cooler',
    'Tender coconut water blended with fresh cucumber, mint and a squeeze of lime. About 25 kcal a glass, and the most cooling thing we make for a May afternoon.',
  ),
  dietDrink(
    'Chia Lime Coconut Water',
    'chia-lime-coconut-water',
    'Soaked chia seeds suspended in tender coconut water with lime and a few mint leaves. The chia swells into a soft, gel-like texture that keeps you full between meals.',
  ),
  dietDrink(
    'Beetroot Amla Tonic',
    'beetroot-amla-tonic',
    'Cold-pressed beetroot and amla with tender coconut water and a little ginger. Earthy, tangy and deep red; many of our customers drink it an hour before a morning run.',
  ),
  dietDrink(
    'Ginger Lemon Coconut Water',
    'ginger-lemon-coconut-water',
    'Tender coconut water with fresh ginger juice, lemon and a pinch of black salt. Warming and sharp, it settles the stomach after a heavy meal or a long drive.',
  ),
  dietDrink(
    'Turmeric Golden Cooler',
    'turmeric-golden-cooler',
    'Light coconut milk with fresh turmeric root, black pepper, cinnamon and a touch of jaggery, served cold. A chilled haldi doodh without the dairy.',
  ),
  dietDrink(
    'Coconut Chaas',
    'coconut-chaas',
    'Cultured coconut yoghurt whisked with water, roasted jeera, mint, coriander and rock salt. Everything you love about a glass of chaas after lunch, with no dairy at all.',
  ),
  page('Home', '/'),
  page('Koolers', '/coconutmilk'),
  page('Diet Drink', '/dietdrink'),
  page('Product', '/products'),
  page('Director Profile', '/director-profile'),
  page('About Company', '/about-company'),
  page('Chairman Profile', '/chairman-profile'),
  page('Farm', '/farm'),
  page('Company', '/company'),
  page('Coco Club', '/subscription'),
  page('Blog', '/blog'),
  page('Faq', '/faq'),
  page('Help', '/help'),
  page('Contact', '/contact'),
];

/** The synonyms the CMS seeds (cms/src/seed/content/search-and-sharing.ts). */
export const SEEDED_SYNONYMS: Synonym[] = [
  { words: 'shahale shahala shahali शहाळे शहाळं शहाळा', means: 'tender coconut' },
  { words: 'daab dab elaneer ilaneer', means: 'tender coconut' },
];
