import { images, relation, type SeedData, textItems } from '../markers';

/** The filters of the product catalogue, in display order. */
export const productCategories: SeedData[] = [
  { name: 'Healthcare', slug: 'healthcare', order: 1 },
  { name: 'Homecare', slug: 'homecare', order: 2 },
  { name: 'Skincare', slug: 'skincare', order: 3 },
  { name: 'Animal care', slug: 'animal-care', order: 4 },
  { name: 'Agricultural', slug: 'agricultural', order: 5 },
];

type Category = 'healthcare' | 'homecare' | 'skincare' | 'animal-care' | 'agricultural';

interface Product {
  name: string;
  slug: string;
  title: string;
  categories: Category[];
  /** Pack size label and MRP in rupees. */
  sizes: [string, number][];
  benefits: string[];
  ingredients: string[];
}

/** Natural products made from the farm's coconuts, husks, shells and compost. Prices are MRP in rupees. */
const PRODUCTS: Product[] = [
  {
    name: 'Virgin Coconut Oil',
    slug: 'virgin-coconut-oil',
    title: 'Cold-pressed from fresh coconut milk, never heated',
    categories: ['healthcare', 'skincare'],
    sizes: [
      ['100 ML', 199],
      ['250 ML', 399],
      ['500 ML', 749],
    ],
    benefits: [
      'Cold-pressed from fresh coconut milk, so it keeps its light, nutty aroma',
      'For cooking, oil pulling, baby massage and dry skin',
      'Sets white below 24 °C and melts again in your palm',
    ],
    ingredients: ['100% virgin coconut oil from fresh Konkan coconuts'],
  },
  {
    name: 'Coconut Shell Charcoal Soap',
    slug: 'coconut-shell-charcoal-soap',
    title: 'A deep-cleansing bar for oily and acne-prone skin',
    categories: ['skincare'],
    sizes: [
      ['75 G', 89.5],
      ['3 x 75 G', 249],
    ],
    benefits: [
      'Activated charcoal from our own coconut shells draws out oil and grime',
      'Cold-process bar, cured for six weeks, rich in natural glycerine',
      'No SLS, no parabens, no synthetic fragrance',
    ],
    ingredients: [
      'Saponified coconut oil',
      'Saponified castor oil',
      'Coconut shell activated charcoal',
      'Tea tree essential oil',
      'Natural glycerine',
    ],
  },
  {
    name: 'Coir Dish Scrubber',
    slug: 'coir-dish-scrubber',
    title: 'Tough on kadhais, gentle on the planet',
    categories: ['homecare'],
    sizes: [
      ['Pack of 3', 99],
      ['Pack of 6', 179],
    ],
    benefits: [
      'Scrubs tawas and kadhais clean without scratching non-stick or steel',
      'Dries fast between uses, so it does not smell like sponges do',
      'Compost it when it wears out: no microplastic',
    ],
    ingredients: ['Coconut husk fibre (coir)', 'Cotton twine'],
  },
  {
    name: 'Neem-Coconut Cattle Balm',
    slug: 'neem-coconut-cattle-balm',
    title: 'A soothing balm for cracked udders, hooves and minor wounds',
    categories: ['animal-care'],
    sizes: [
      ['100 G', 149],
      ['250 G', 329],
    ],
    benefits: [
      'Softens cracked teats and hooves in a few days of regular use',
      'Neem and turmeric keep flies away from small cuts',
      'Safe around calves: no petroleum jelly, no chemicals',
    ],
    ingredients: ['Virgin coconut oil', 'Neem oil', 'Beeswax', 'Turmeric', 'Camphor'],
  },
  {
    name: 'Vermicompost',
    slug: 'vermicompost',
    title: 'Rich, crumbly compost made by earthworms on our farm',
    categories: ['agricultural'],
    sizes: [
      ['1 KG', 60],
      ['5 KG', 249.5],
      ['25 KG', 999],
    ],
    benefits: [
      'Feeds balcony pots and kitchen gardens slowly, without burning roots',
      'Improves soil structure and water holding',
      'Made from cow dung, coconut leaves and kitchen waste: fully organic',
    ],
    ingredients: ['Earthworm castings (Eisenia fetida)', 'Composted cow dung', 'Composted coconut leaves'],
  },
  {
    name: 'Coco-Peat Block',
    slug: 'coco-peat-block',
    title: 'Low-EC coco-peat that expands to about nine litres',
    categories: ['agricultural'],
    sizes: [
      ['650 G', 89],
      ['5 KG', 449],
    ],
    benefits: [
      'Holds water and air around roots: ideal for seedlings and terrace gardens',
      'Washed and buffered, so it is safe for delicate plants',
      'Just add water: one 650 g block fills four to five medium pots',
    ],
    ingredients: ['Washed and buffered coconut husk pith'],
  },
  {
    name: 'Hibiscus Coconut Hair Oil',
    slug: 'hibiscus-coconut-hair-oil',
    title: 'A grandmother’s recipe: coconut oil slow-cooked with hibiscus and curry leaves',
    categories: ['healthcare', 'skincare'],
    sizes: [
      ['100 ML', 149],
      ['200 ML', 269],
    ],
    benefits: [
      'Nourishes a dry scalp and reduces breakage',
      'Slow-cooked over a low flame in small batches',
      'No mineral oil, no added fragrance or colour',
    ],
    ingredients: ['Virgin coconut oil', 'Hibiscus flowers and leaves', 'Curry leaves', 'Fenugreek seeds', 'Amla'],
  },
  {
    name: 'Coconut Jaggery',
    slug: 'coconut-jaggery',
    title: 'Unrefined sweetener from coconut flower sap',
    categories: ['healthcare'],
    sizes: [
      ['250 G', 189],
      ['500 G', 349.5],
    ],
    benefits: [
      'A caramel-like sweetener for tea, kheer and baking',
      'Unrefined: keeps the minerals of the sap',
      'The same jaggery we use in our Chocolate and Butterscotch koolers',
    ],
    ingredients: ['Coconut flower sap, evaporated'],
  },
  {
    name: 'Activated Charcoal Powder',
    slug: 'activated-charcoal-powder',
    title: 'Food-grade activated charcoal from coconut shells',
    categories: ['healthcare', 'skincare'],
    sizes: [['50 G', 129]],
    benefits: [
      'For home-made face packs and tooth powders',
      'Steam-activated, with no chemical activators',
      'Fine, even powder that mixes easily',
    ],
    ingredients: ['Steam-activated coconut shell charcoal'],
  },
  {
    name: 'Coconut Lip Balm',
    slug: 'coconut-lip-balm',
    title: 'Virgin coconut oil and beeswax for soft lips',
    categories: ['skincare'],
    sizes: [
      ['10 G', 99],
      ['2 x 10 G', 179],
    ],
    benefits: [
      'Heals chapped lips through AC offices and dry winters',
      'Tastes faintly of coconut, nothing artificial',
      'Comes in a paper tube: no plastic',
    ],
    ingredients: ['Virgin coconut oil', 'Beeswax', 'Cocoa butter', 'Vitamin E'],
  },
  {
    name: 'Coir Doormat',
    slug: 'coir-doormat',
    title: 'Hand-woven coir mat that catches monsoon mud',
    categories: ['homecare'],
    sizes: [
      ['60 x 40 CM', 349],
      ['75 x 45 CM', 449],
    ],
    benefits: [
      'Stiff coir bristles scrape off mud and sand',
      'Woven by hand by a women’s cooperative in Alleppey',
      'Lasts for years and composts at the end',
    ],
    ingredients: ['Coconut husk fibre (coir)', 'Natural rubber backing'],
  },
  {
    name: 'Pet Paw and Coat Oil',
    slug: 'pet-paw-and-coat-oil',
    title: 'For cracked paws and a glossy coat, safe if licked',
    categories: ['animal-care'],
    sizes: [
      ['100 ML', 199],
      ['200 ML', 359],
    ],
    benefits: [
      'Soothes paws cracked by hot roads and wet monsoon floors',
      'A few drops brushed into the coat bring back the shine',
      'Neem keeps ticks and fleas less interested',
    ],
    ingredients: ['Virgin coconut oil', 'Cold-pressed neem oil', 'Vitamin E'],
  },
  {
    name: 'Soapnut Dishwash Liquid',
    slug: 'soapnut-dishwash-liquid',
    title: 'Plant-based dishwash with soapnut, coconut and lime',
    categories: ['homecare'],
    sizes: [
      ['500 ML', 149],
      ['1 L', 279.5],
    ],
    benefits: [
      'Cuts through oil and masala stains',
      'Gentle on hands: no SLS, no phosphates',
      'Rinse water is safe for your garden plants',
    ],
    ingredients: ['Soapnut (reetha) extract', 'Coconut-based surfactant', 'Lime peel extract', 'Salt'],
  },
  {
    name: 'Coir Grow Pots',
    slug: 'coir-grow-pots',
    title: 'Plant the pot with the seedling: roots grow right through',
    categories: ['agricultural'],
    sizes: [
      ['4 inch, pack of 10', 149],
      ['6 inch, pack of 6', 199],
    ],
    benefits: [
      'No transplant shock: plant the whole pot in the ground',
      'Lets roots breathe, so they do not circle and choke',
      'Breaks down into the soil in a season',
    ],
    ingredients: ['Coconut husk fibre (coir)', 'Natural latex binder'],
  },
];

/** HSN code and GST rate of each product's sizes, as the shop's accountant set them. */
const PRODUCT_TAX: Record<string, { hsnCode: string; gstRate: number }> = {
  'virgin-coconut-oil': { hsnCode: '15131900', gstRate: 5 },
  'coconut-shell-charcoal-soap': { hsnCode: '34011190', gstRate: 18 },
  'coir-dish-scrubber': { hsnCode: '96031000', gstRate: 5 },
  'neem-coconut-cattle-balm': { hsnCode: '30049099', gstRate: 12 },
  vermicompost: { hsnCode: '31010099', gstRate: 5 },
  'coco-peat-block': { hsnCode: '53050040', gstRate: 5 },
  'hibiscus-coconut-hair-oil': { hsnCode: '33059011', gstRate: 18 },
  'coconut-jaggery': { hsnCode: '17011490', gstRate: 5 },
  'activated-charcoal-powder': { hsnCode: '38021000', gstRate: 18 },
  'coconut-lip-balm': { hsnCode: '33049990', gstRate: 18 },
  'coir-doormat': { hsnCode: '57022010', gstRate: 5 },
  'pet-paw-and-coat-oil': { hsnCode: '33079090', gstRate: 18 },
  'soapnut-dishwash-liquid': { hsnCode: '34022090', gstRate: 18 },
  'coir-grow-pots': { hsnCode: '53089090', gstRate: 12 },
};

export const products: SeedData[] = PRODUCTS.map((product, index) => ({
  name: product.name,
  slug: product.slug,
  title: product.title,
  categories: product.categories.map((slug) => relation('api::product-category.product-category', slug)),
  sizes: product.sizes.map(([label, mrp]) => ({ label, mrp, ...PRODUCT_TAX[product.slug] })),
  gallery: images(`product-${product.slug}-1`, `product-${product.slug}-2`),
  benefits: textItems(...product.benefits),
  ingredients: textItems(...product.ingredients),
  order: index + 1,
}));
