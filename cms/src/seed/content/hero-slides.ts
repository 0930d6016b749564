import { image, type SeedData } from '../markers';

/** The four slides rotating at the top of the home page. */
export const heroSlides: SeedData[] = [
  {
    title: 'FARMING',
    description:
      'It starts on our coconut farm in Raigad: palms watered by the monsoon, fed with our own vermicompost, and harvested by hand every morning.',
    buttonLabel: 'Get Started',
    link: '/',
    image: image('hero-farming'),
    order: 1,
  },
  {
    title: 'PRODUCTS',
    description:
      'Virgin coconut oil, charcoal soap, coir scrubbers, cattle balm and coco-peat: natural products for your home, skin, animals and garden, with 0% chemicals.',
    buttonLabel: 'Get Started',
    link: '/products',
    image: image('hero-products'),
    order: 2,
  },
  {
    title: 'KOOLERS',
    description:
      'Tender coconut blended with real fruit pulp in 16 flavours, made when you order and delivered across Navi Mumbai and Vashi within 15-20 minutes.',
    buttonLabel: 'Get Started',
    link: '/coconutmilk',
    image: image('hero-koolers'),
    order: 3,
  },
  {
    title: 'COCO CLUB',
    description: 'Join Coco Club Gold for ₹1200 a year: 10% off every kooler and natural product, and a free kooler on your birthday.',
    buttonLabel: 'Get Started',
    link: '/subscription',
    image: image('hero-coco-club'),
    order: 4,
  },
];
