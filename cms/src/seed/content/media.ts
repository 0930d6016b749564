/**
 * Alt text and caption of every seed picture (cms/seed/images/<key>.webp, drawn by
 * scripts/generate-images.mts). The alt text describes what the picture shows, for screen readers.
 */
export interface MediaInfo {
  alternativeText: string;
  caption?: string;
}

const kooler = (name: string, fruit: string): MediaInfo => ({
  alternativeText: `A 300 ml bottle of ${name} Kooler beside ${fruit} and half a coconut`,
  caption: `${name} Kooler`,
});

const product = (name: string, scene: string): [MediaInfo, MediaInfo] => [
  { alternativeText: `${name}, Koolers pack on a plain background`, caption: name },
  { alternativeText: `${name} on a wooden table with ${scene}`, caption: name },
];

const products: Record<string, [string, string]> = {
  'virgin-coconut-oil': ['Cold-pressed virgin coconut oil', 'a halved coconut'],
  'coconut-shell-charcoal-soap': ['Coconut shell charcoal soap', 'a halved coconut and a whole coconut'],
  'coir-dish-scrubber': ['Coir dish scrubber', 'a whole husked coconut'],
  'neem-coconut-cattle-balm': ['Neem and coconut cattle balm', 'neem leaves and a cow'],
  vermicompost: ['Vermicompost', 'an earthworm and a seedling'],
  'coco-peat-block': ['Coco-peat block', 'two seedlings'],
  'hibiscus-coconut-hair-oil': ['Hibiscus and curry leaf coconut hair oil', 'a red hibiscus flower and a leaf'],
  'coconut-jaggery': ['Coconut jaggery', 'jaggery crystals and a halved coconut'],
  'activated-charcoal-powder': ['Coconut shell activated charcoal powder', 'charcoal granules and a halved coconut'],
  'coconut-lip-balm': ['Coconut oil lip balm', 'a halved coconut and a hibiscus flower'],
  'coir-doormat': ['Coir doormat', 'a whole husked coconut'],
  'pet-paw-and-coat-oil': ['Pet paw and coat oil', 'a paw print and neem leaves'],
  'soapnut-dishwash-liquid': ['Soapnut and coconut dishwash liquid', 'soapnuts and a lime slice'],
  'coir-grow-pots': ['Coir grow pots', 'a seedling and a coconut'],
};

const diet = (name: string, garnish: string): MediaInfo => ({
  alternativeText: `A tall glass of ${name} with ${garnish}, a tender coconut beside it`,
  caption: name,
});

export const MEDIA: Record<string, MediaInfo> = {
  'kooler-tender-coconut': kooler('Tender Coconut', 'a green tender coconut with a straw'),
  'kooler-mango': kooler('Mango', 'a ripe mango'),
  'kooler-strawberry': kooler('Strawberry', 'a strawberry'),
  'kooler-butterscotch': kooler('Butterscotch', 'golden butterscotch cubes'),
  'kooler-sapodilla': kooler('Sapodilla (Chikoo)', 'a whole and a halved chikoo'),
  'kooler-pomegranate': kooler('Pomegranate', 'an open pomegranate'),
  'kooler-pineapple': kooler('Pineapple', 'a small pineapple'),
  'kooler-jackfruit': kooler('Jackfruit', 'a jackfruit and two golden bulbs'),
  'kooler-dragonfruit': kooler('Coco Dragonfruit', 'a pink dragon fruit and a cut half'),
  'kooler-avocado': kooler('Avocado', 'a halved avocado'),
  'kooler-lychee': kooler('Coco Lychee', 'a lychee and a peeled lychee'),
  'kooler-jamun': kooler('Jamun', 'a few dark purple jamuns'),
  'kooler-chocolate': kooler('Chocolate', 'a bar of dark chocolate'),
  'kooler-sitafal': kooler('Sitafal (Custard Apple)', 'a custard apple and its creamy flesh'),
  'kooler-guava': kooler('Guava', 'a whole guava and a pink-fleshed half'),
  'kooler-grapes': kooler('Grapes', 'a bunch of purple grapes'),

  ...Object.fromEntries(
    Object.entries(products).flatMap(([slug, [name, scene]]) => {
      const [pack, flatLay] = product(name, scene);
      return [
        [`product-${slug}-1`, pack],
        [`product-${slug}-2`, flatLay],
      ];
    }),
  ),

  'diet-cucumber-mint-cooler': diet('Cucumber Mint Cooler', 'a lime slice and mint'),
  'diet-chia-lime-coconut-water': diet('Chia Lime Coconut Water', 'chia seeds and a lime slice'),
  'diet-beetroot-amla-tonic': diet('Beetroot Amla Tonic', 'an amla and mint'),
  'diet-ginger-lemon-coconut-water': diet('Ginger Lemon Coconut Water', 'a lemon slice and ginger'),
  'diet-turmeric-golden-cooler': diet('Turmeric Golden Cooler', 'a cinnamon stick and mint'),
  'diet-coconut-chaas': diet('Coconut Chaas', 'mint and roasted cumin'),

  'hero-farming': { alternativeText: 'Rows of coconut palms on green fields under a clear sky', caption: 'Our coconut farm' },
  'hero-products': {
    alternativeText: 'Shelves of Koolers natural products: oils, jaggery, cattle balm, soap, coir scrubber, coco-peat and coir pots',
  },
  'hero-koolers': {
    alternativeText: 'Six bottles of koolers in mango, strawberry, tender coconut, dragon fruit, jamun and pineapple, each with its fruit',
  },
  'hero-coco-club': { alternativeText: 'A gold Coco Club membership card with a mango kooler and a tender coconut on a green background' },

  'article-preservatives': { alternativeText: 'A mango kooler bottle and a magnifying glass over a list of label codes' },
  'article-endocrine-disruptors': { alternativeText: 'A crossed-out plastic bottle next to a glass bottle of tender coconut kooler' },
  'article-nitric-oxide': { alternativeText: 'A face in profile breathing air in through the nose, small molecules drifting nearby' },
  'article-coconut-water-recovery': {
    alternativeText: 'A tender coconut with a straw on a running track and a stopwatch marking three minutes',
  },

  'mission-grove': { alternativeText: 'A grove of coconut palms under the morning sun', caption: 'Sustainability and wellness' },
  'mission-seedling': {
    alternativeText: 'Cupped hands holding soil with a young sprout, water drops above',
    caption: 'Purity in every product',
  },
  'mission-harvest': { alternativeText: 'A basket of freshly harvested coconuts between two palms', caption: "Nature's best" },
  'about-us': { alternativeText: 'A guava kooler, a bottle of virgin coconut oil and half a coconut among green leaves' },

  'people-director': { alternativeText: 'Illustrated portrait of Anjali Mhatre, Director of Koolers, in a green kurta' },
  'people-chairman': { alternativeText: 'Illustrated portrait of Vasant Mhatre, Chairman of Koolers, with grey hair and glasses' },
  'company-team': { alternativeText: 'Illustration of three members of the Koolers team standing between coconut palms' },

  'about-company-roots': { alternativeText: 'Coconut palms on the family farm in Raigad', caption: 'Where it started' },
  'about-company-kitchen': {
    alternativeText: 'The Vashi kitchen counter with coconuts, half a coconut and three freshly filled koolers',
    caption: 'Our Vashi kitchen',
  },
  'about-company-delivery': {
    alternativeText: 'A green delivery scooter with an insulated box riding past Navi Mumbai buildings',
    caption: 'Delivered in 15-20 minutes',
  },

  'farm-palm-grove': { alternativeText: 'A row of tall coconut palms on the farm' },
  'farm-harvest': { alternativeText: 'A basket of freshly picked coconuts under two palms' },
  'farm-coir': { alternativeText: 'Coils of coir rope, a husked coconut and a coir scrubber' },
  'farm-compost': { alternativeText: 'A vermicompost heap with earthworms and young plants' },
  'farm-cattle': { alternativeText: 'A cow grazing between coconut palms' },
  'farm-nursery': { alternativeText: 'Rows of seedlings growing in coir pots' },

  'gallery-palm-sunset': { alternativeText: 'Coconut palms against an orange sunset' },
  'gallery-kooler-row': { alternativeText: 'Strawberry, avocado and grapes koolers in a row' },
  'gallery-coconut-halves': { alternativeText: 'Coconut halves and a whole coconut on a wooden table' },
  'gallery-oil-jar': { alternativeText: 'A bottle of virgin coconut oil beside half a coconut' },
  'gallery-delivery': { alternativeText: 'A Koolers delivery scooter on a city road' },
  'gallery-nursery': { alternativeText: 'Seedlings in coir pots' },

  logo: { alternativeText: 'Koolers logo: a green tender coconut with a straw inside a green circle' },
};
