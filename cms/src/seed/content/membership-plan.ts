import { type SeedData, textItems } from '../markers';

/** Coco Club Gold, the yearly membership sold on /subscription. Price in rupees. */
export const membershipPlan: SeedData = {
  name: 'Coco Club Gold',
  description: 'One year of fresher, cheaper koolers and natural products, and a few treats only members get.',
  price: 1200,
  cycle: 'Year',
  popularity: 95,
  /** What the commerce API takes off a member's order; the features promise 10-51% (seasonal offers add more). */
  memberDiscountPercent: 10,
  features: textItems(
    '10-51% discount on koolers, diet drinks and natural products all year',
    'Priority delivery slots, even on weekend evenings',
    'A free kooler of your choice in your birthday month',
    'First taste of every new seasonal flavour before it goes on the menu',
    'An invitation to the members’ farm day in Raigad every winter',
  ),
  whyChooseTitle: 'Why choose this plan',
  whyChooseText:
    'If your family drinks two koolers a week, Coco Club Gold pays for itself in about three months. Ninety-five percent of our regular customers pick it, and most of them renew.',
  buttonLabel: 'Get Started',
  upiId: 'koolers@upi',
  payeeName: 'Koolers Coconut Co.',
};
