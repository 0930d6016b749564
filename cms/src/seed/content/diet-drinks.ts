import { image, type SeedData, textItems } from '../markers';

/** Light, low-sugar drinks of the Diet Drink page. Prices in rupees. */
const DIET_DRINKS: { name: string; slug: string; price: number; description: string; benefits: string[] }[] = [
  {
    name: 'Cucumber Mint Cooler',
    slug: 'cucumber-mint-cooler',
    price: 90,
    description:
      'Tender coconut water blended with fresh cucumber, mint and a squeeze of lime. About 25 kcal a glass, and the most cooling thing we make for a May afternoon.',
    benefits: ['Under 30 kcal per 300 ml', 'Cucumber and coconut water to rehydrate', 'No added sugar or salt'],
  },
  {
    name: 'Chia Lime Coconut Water',
    slug: 'chia-lime-coconut-water',
    price: 110,
    description:
      'Soaked chia seeds suspended in tender coconut water with lime and a few mint leaves. The chia swells into a soft, gel-like texture that keeps you full between meals.',
    benefits: ['Fibre and omega-3 from chia seeds', 'Keeps you full for longer', 'Natural electrolytes'],
  },
  {
    name: 'Beetroot Amla Tonic',
    slug: 'beetroot-amla-tonic',
    price: 120,
    description:
      'Cold-pressed beetroot and amla with tender coconut water and a little ginger. Earthy, tangy and deep red; many of our customers drink it an hour before a morning run.',
    benefits: ['Dietary nitrates from beetroot', 'Vitamin C from amla', 'No added sugar'],
  },
  {
    name: 'Ginger Lemon Coconut Water',
    slug: 'ginger-lemon-coconut-water',
    price: 90,
    description:
      'Tender coconut water with fresh ginger juice, lemon and a pinch of black salt. Warming and sharp, it settles the stomach after a heavy meal or a long drive.',
    benefits: ['Ginger to settle digestion', 'Light: about 45 kcal a glass', 'Rehydrates after travel'],
  },
  {
    name: 'Turmeric Golden Cooler',
    slug: 'turmeric-golden-cooler',
    price: 130,
    description:
      'Light coconut milk with fresh turmeric root, black pepper, cinnamon and a touch of jaggery, served cold. A chilled haldi doodh without the dairy.',
    benefits: ['Fresh turmeric with black pepper', 'Dairy-free', 'Lightly sweetened with jaggery'],
  },
  {
    name: 'Coconut Chaas',
    slug: 'coconut-chaas',
    price: 80,
    description:
      'Cultured coconut yoghurt whisked with water, roasted jeera, mint, coriander and rock salt. Everything you love about a glass of chaas after lunch, with no dairy at all.',
    benefits: ['Live cultures for digestion', 'Dairy-free and light', 'About 40 kcal a glass'],
  },
];

export const dietDrinks: SeedData[] = DIET_DRINKS.map((drink, index) => ({
  name: drink.name,
  slug: drink.slug,
  description: drink.description,
  price: drink.price,
  // As the shop's accountant set them: dairy-free chaas as buttermilk (HSN 0403 90) at 5 %, the
  // others as other non-alcoholic beverages (HSN 2202 99 90) at 18 %.
  ...(drink.slug === 'coconut-chaas' ? { hsnCode: '04039010', gstRate: 5 } : { hsnCode: '22029990', gstRate: 18 }),
  image: image(`diet-${drink.slug}`),
  benefits: textItems(...drink.benefits),
  order: index + 1,
}));
