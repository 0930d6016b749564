import { blocks } from '../blocks';
import { image, type SeedData, textItems } from '../markers';

/**
 * The 16 koolers: tender coconut water and malai blended with fruit pulp, made to order in the Vashi
 * kitchen. `legacyId` keeps the old shop's ids (1-11, 13-17; there never was a 12) resolvable.
 * Prices in rupees: 100, except Avocado, Coco Dragonfruit and Coco Lychee (120) and Chocolate (75).
 */

/** Per 100 ml. */
function nutrition(energyKcal: number, carbsG: number, sugarsG: number, fatG: number, proteinG: number, potassiumMg: number) {
  return [
    { label: 'Energy', value: `${energyKcal} kcal` },
    { label: 'Carbohydrates', value: `${carbsG} g` },
    { label: 'of which sugars', value: `${sugarsG} g` },
    { label: 'Fat', value: `${fatG} g` },
    { label: 'Protein', value: `${proteinG} g` },
    { label: 'Potassium', value: `${potassiumMg} mg` },
  ];
}

interface Kooler {
  legacyId: number;
  name: string;
  slug: string;
  price: number;
  subtitle: string;
  showcaseTitle: string;
  description: string[];
  nutrition: ReturnType<typeof nutrition>;
  benefits: string[];
  vitamins: string[];
}

const KOOLERS: Kooler[] = [
  {
    legacyId: 1,
    name: 'Strawberry',
    slug: 'strawberry',
    price: 100,
    subtitle: 'Mahabaleshwar strawberries in tender coconut',
    showcaseTitle: 'A Hill-Station Winter in a Bottle',
    description: [
      'Every winter the first strawberries come down from Mahabaleshwar, and for the rest of the year we keep their pulp frozen at its peak. We blend it with tender coconut water and a spoon of soft malai for a drink that is bright, a little tart and gently creamy.',
      'No colour, no flavouring, no added sugar: the pink is the fruit. Best drunk cold, within a few hours of delivery.',
    ],
    nutrition: nutrition(46, 9.8, 8.1, 0.8, 0.6, 214),
    benefits: ['Rich in vitamin C from real strawberries', 'Naturally low in calories', 'Electrolytes from tender coconut water'],
    vitamins: ['Vitamin C', 'Folate', 'Manganese', 'Potassium'],
  },
  {
    legacyId: 2,
    name: 'Avocado',
    slug: 'avocado',
    price: 120,
    subtitle: 'Buttery avocado, tender coconut and a squeeze of lime',
    showcaseTitle: 'The Creamiest Kooler We Make',
    description: [
      'Ripe avocado is blended just before your order leaves the kitchen, with tender coconut water, malai and a squeeze of lime to keep it bright green. It is thick, silky and filling: many customers have it as a light breakfast.',
      'Avocados are imported for part of the year, which is why this kooler costs a little more.',
    ],
    nutrition: nutrition(74, 6.8, 3.9, 5.2, 0.9, 290),
    benefits: ['Good fats that keep you full for longer', 'Fibre for easy digestion', 'More potassium than a banana, per glass'],
    vitamins: ['Vitamin E', 'Vitamin K', 'Folate', 'Potassium'],
  },
  {
    legacyId: 3,
    name: 'Sitafal (Custard Apple)',
    slug: 'sitafal-custard-apple',
    price: 100,
    subtitle: 'Hand-seeded custard apple with coconut malai',
    showcaseTitle: 'The Taste of a Maharashtra Monsoon',
    description: [
      'Sitafal from the orchards around Pune and Beed is one of the few fruits we still seed by hand, pod by pod. Its custardy pulp meets tender coconut malai in a kooler that tastes like a rabdi without the sugar.',
      'Naturally sweet and rich; when the season ends we make it from pulp we froze at harvest.',
    ],
    nutrition: nutrition(68, 14.6, 11.9, 1.2, 1.1, 232),
    benefits: ['Naturally sweet with no added sugar', 'A source of fibre', 'Magnesium and potassium for tired muscles'],
    vitamins: ['Vitamin C', 'Vitamin B6', 'Magnesium', 'Potassium'],
  },
  {
    legacyId: 4,
    name: 'Tender Coconut',
    slug: 'tender-coconut',
    price: 100,
    subtitle: 'Pure tender coconut water with soft malai',
    showcaseTitle: 'Straight from the Palm',
    description: [
      'The one that started it all. Green coconuts from our farm in Raigad and from partner growers along the Konkan coast are opened in the Vashi kitchen in the morning, and the water is blended with a little of their own soft malai. Nothing else goes in.',
      'Light, mildly sweet and quietly refreshing: the drink we hand to anyone who asks what a kooler is.',
    ],
    nutrition: nutrition(38, 7.2, 5.8, 1.1, 0.5, 230),
    benefits: [
      'Natural electrolytes: potassium, sodium and magnesium',
      'Hydrates after heat, travel or exercise',
      'Only coconut, nothing added',
    ],
    vitamins: ['Potassium', 'Magnesium', 'Vitamin C', 'Calcium'],
  },
  {
    legacyId: 5,
    name: 'Pomegranate',
    slug: 'pomegranate',
    price: 100,
    subtitle: 'Bhagwa pomegranate pressed into tender coconut',
    showcaseTitle: 'Ruby Red, Naturally',
    description: [
      'Bhagwa pomegranates from Solapur are deseeded and cold-pressed in our kitchen, then blended with tender coconut water. The result is ruby red, lightly tart and not heavy at all.',
      'We strain out the seed bits so it stays smooth to sip.',
    ],
    nutrition: nutrition(52, 11.4, 10.2, 0.6, 0.5, 222),
    benefits: ['Polyphenols from fresh pomegranate', 'Light and thirst-quenching', 'No added sugar or colour'],
    vitamins: ['Vitamin C', 'Vitamin K', 'Folate', 'Potassium'],
  },
  {
    legacyId: 6,
    name: 'Pineapple',
    slug: 'pineapple',
    price: 100,
    subtitle: 'Ripe pineapple and coconut, a little tropical holiday',
    showcaseTitle: 'A Beach Afternoon, No Travel Needed',
    description: [
      'Sweet pineapples are peeled, cored and blended with tender coconut water and malai. It is the classic pairing, without the syrup and without the cream of a cocktail-bar version.',
      'Tangy, sunny and at its best ice-cold on a humid Navi Mumbai afternoon.',
    ],
    nutrition: nutrition(50, 10.9, 9.6, 0.7, 0.5, 205),
    benefits: ['Bromelain from fresh pineapple', 'Vitamin C for everyday immunity', 'Refreshing and light'],
    vitamins: ['Vitamin C', 'Manganese', 'Vitamin B1', 'Potassium'],
  },
  {
    legacyId: 7,
    name: 'Mango',
    slug: 'mango',
    price: 100,
    subtitle: 'Alphonso mango pulp in fresh coconut malai',
    showcaseTitle: 'Sunshine in a Bottle',
    description: [
      'Devgad Alphonso mangoes, ripened in hay the old way, are pulped in season and blended all year with tender coconut water and malai. Thick, golden and fragrant, this is our most ordered kooler by far.',
      'There is no sugar added: a good Alphonso does not need any.',
    ],
    nutrition: nutrition(58, 12.6, 11.2, 0.9, 0.6, 205),
    benefits: ['Vitamin A for eyes and skin', 'Naturally sweet, no added sugar', 'Filling enough for a mid-day snack'],
    vitamins: ['Vitamin A', 'Vitamin C', 'Folate', 'Potassium'],
  },
  {
    legacyId: 8,
    name: 'Jackfruit',
    slug: 'jackfruit',
    price: 100,
    subtitle: 'Konkan jackfruit bulbs blended with coconut',
    showcaseTitle: 'The Konkan Summer Favourite',
    description: [
      'Jackfruit bulbs from the Konkan, the firm sweet kind (kapa), are blended with tender coconut water and malai. It tastes of honey and banana and summers at a grandparent’s house.',
      'A rich kooler: one bottle is plenty.',
    ],
    nutrition: nutrition(64, 14.1, 12.3, 0.8, 0.9, 248),
    benefits: ['Fibre and slow energy', 'Rich in potassium', 'Naturally sweet'],
    vitamins: ['Vitamin C', 'Vitamin B6', 'Magnesium', 'Potassium'],
  },
  {
    legacyId: 9,
    name: 'Coco Lychee',
    slug: 'coco-lychee',
    price: 120,
    subtitle: 'Fragrant lychee with tender coconut water',
    showcaseTitle: 'Delicate, Floral, Unforgettable',
    description: [
      'Lychees from Muzaffarpur are peeled and stoned by hand, which is slow work and why this kooler costs a little more. Their floral sweetness sits beautifully on tender coconut water.',
      'The lightest of our fruit koolers, and a favourite at weddings and office parties.',
    ],
    nutrition: nutrition(48, 10.8, 9.9, 0.4, 0.5, 198),
    benefits: ['Vitamin C from fresh lychee', 'Light and floral, very hydrating', 'No added sugar'],
    vitamins: ['Vitamin C', 'Copper', 'Vitamin B6', 'Potassium'],
  },
  {
    legacyId: 10,
    name: 'Jamun',
    slug: 'jamun',
    price: 100,
    subtitle: 'Tangy jamun with a hint of rock salt',
    showcaseTitle: 'Purple, Tangy and a Little Wild',
    description: [
      'Jamun season is short, so we pulp the berries in June and July and freeze them. Blended with tender coconut water and a pinch of sendha namak, they make a deep purple kooler that is tangy, a little astringent and very refreshing.',
      'It will stain your tongue. That is part of the fun.',
    ],
    nutrition: nutrition(42, 9.1, 7.4, 0.5, 0.6, 210),
    benefits: ['Naturally low in sugar', 'Antioxidant anthocyanins give it its colour', 'A traditional summer cooler'],
    vitamins: ['Vitamin C', 'Iron', 'Calcium', 'Potassium'],
  },
  {
    legacyId: 11,
    name: 'Sapodilla (Chikoo)',
    slug: 'sapodilla-chikoo',
    price: 100,
    subtitle: 'Gholvad chikoo, malty and smooth, with coconut malai',
    showcaseTitle: 'Malty, Mellow, Comforting',
    description: [
      'Chikoos from Gholvad and Dahanu, just up the coast, are ripened until soft and blended with coconut malai and tender coconut water. It tastes of brown sugar and malt, and children love it.',
      'Thick and comforting; shake the bottle before you open it.',
    ],
    nutrition: nutrition(66, 14.8, 11.6, 1.0, 0.7, 226),
    benefits: ['Quick natural energy', 'A source of dietary fibre', 'Gentle on the stomach'],
    vitamins: ['Vitamin C', 'Vitamin A', 'Iron', 'Potassium'],
  },
  {
    legacyId: 13,
    name: 'Grapes',
    slug: 'grapes',
    price: 100,
    subtitle: 'Nashik black grapes with tender coconut water',
    showcaseTitle: 'Straight from the Nashik Vines',
    description: [
      'Seedless black grapes from Nashik are pressed with their skins for colour and depth, then blended with tender coconut water. Sweet, juicy and a little jammy.',
      'A good one for anyone who finds plain coconut water too mild.',
    ],
    nutrition: nutrition(54, 12.0, 11.1, 0.4, 0.5, 212),
    benefits: ['Resveratrol and polyphenols from grape skins', 'Hydrating and light', 'No added sugar'],
    vitamins: ['Vitamin K', 'Vitamin C', 'Copper', 'Potassium'],
  },
  {
    legacyId: 14,
    name: 'Guava',
    slug: 'guava',
    price: 100,
    subtitle: 'Pink guava, a pinch of chilli salt, tender coconut',
    showcaseTitle: 'Like the Guava Cart Outside School',
    description: [
      'Pink guavas are blended and strained to keep them smooth, then mixed with tender coconut water and the tiniest pinch of chilli and rock salt, the way the guava cart outside school used to serve them.',
      'Fragrant, tangy and very high in vitamin C.',
    ],
    nutrition: nutrition(45, 9.2, 7.3, 0.6, 0.8, 240),
    benefits: ['One of the richest natural sources of vitamin C', 'Fibre for digestion', 'Low in sugar'],
    vitamins: ['Vitamin C', 'Vitamin A', 'Folate', 'Potassium'],
  },
  {
    legacyId: 15,
    name: 'Coco Dragonfruit',
    slug: 'coco-dragonfruit',
    price: 120,
    subtitle: 'Pink dragon fruit and tender coconut, bright as it looks',
    showcaseTitle: 'The Most Photographed Kooler',
    description: [
      'Red-fleshed dragon fruit grown by farmers near Solapur gives this kooler its startling magenta. Blended with tender coconut water, it is mild, lightly sweet and speckled with tiny edible seeds.',
      'Red-fleshed dragon fruit is still a specialty crop, which is why it costs a little more.',
    ],
    nutrition: nutrition(44, 9.4, 7.9, 0.5, 0.7, 218),
    benefits: ['Prebiotic fibre from dragon fruit', 'Betalain pigments, no added colour', 'Light and hydrating'],
    vitamins: ['Vitamin C', 'Iron', 'Magnesium', 'Potassium'],
  },
  {
    legacyId: 16,
    name: 'Chocolate',
    slug: 'chocolate',
    price: 75,
    subtitle: 'Cocoa and coconut milk, lightly sweetened with jaggery',
    showcaseTitle: 'The Kids’ Favourite (and Ours)',
    description: [
      'Pure cocoa from Kerala is whisked into creamy coconut milk and sweetened lightly with organic jaggery. It is a chocolate milk with no dairy, no refined sugar and no emulsifiers.',
      'Our smallest-priced kooler, made for school tiffins and after-play thirst.',
    ],
    nutrition: nutrition(92, 15.8, 12.5, 3.1, 1.4, 210),
    benefits: ['Dairy-free chocolate milk', 'Sweetened with jaggery, not refined sugar', 'Magnesium from cocoa'],
    vitamins: ['Magnesium', 'Iron', 'Copper', 'Potassium'],
  },
  {
    legacyId: 17,
    name: 'Butterscotch',
    slug: 'butterscotch',
    price: 100,
    subtitle: 'House-made jaggery caramel with coconut milk',
    showcaseTitle: 'Golden, Toasty, Caramel-Sweet',
    description: [
      'We cook our own caramel from organic jaggery and a little coconut oil, then blend it with coconut milk and toasted coconut. It tastes like butterscotch ice cream, only lighter and without a drop of dairy.',
      'Lightly sweetened: a dessert kooler that does not leave you sluggish.',
    ],
    nutrition: nutrition(86, 14.9, 12.2, 2.8, 0.9, 196),
    benefits: ['Dairy-free dessert drink', 'Jaggery instead of refined sugar', 'No artificial flavour'],
    vitamins: ['Iron', 'Magnesium', 'Calcium', 'Potassium'],
  },
];

/**
 * HSN code and GST rate as the shop's accountant set them: drinks based on fruit pulp (HSN 2202 99
 * 20) at 12 %, branded tender coconut water in a unit container (HSN 2202 90 90) at 5 %.
 */
const KOOLER_TAX = {
  fruitPulp: { hsnCode: '22029920', gstRate: 12 },
  tenderCoconut: { hsnCode: '22029090', gstRate: 5 },
} as const;

const IMAGE_KEYS: Record<string, string> = {
  'sitafal-custard-apple': 'kooler-sitafal',
  'sapodilla-chikoo': 'kooler-sapodilla',
  'coco-lychee': 'kooler-lychee',
  'coco-dragonfruit': 'kooler-dragonfruit',
};

export const koolers: SeedData[] = KOOLERS.map((kooler, index) => ({
  name: kooler.name,
  slug: kooler.slug,
  legacyId: kooler.legacyId,
  subtitle: kooler.subtitle,
  showcaseTitle: kooler.showcaseTitle,
  description: blocks(...kooler.description),
  price: kooler.price,
  ...KOOLER_TAX[kooler.slug === 'tender-coconut' ? 'tenderCoconut' : 'fruitPulp'],
  image: image(IMAGE_KEYS[kooler.slug] ?? `kooler-${kooler.slug}`),
  nutrition: kooler.nutrition,
  bottleSize: '300 ML',
  weight: '300 ML',
  benefits: textItems(...kooler.benefits),
  vitamins: textItems(...kooler.vitamins),
  order: index + 1,
}));
