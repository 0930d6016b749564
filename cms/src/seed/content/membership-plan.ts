import { type SeedData, textItems } from '../markers';

/** Coco Club Gold, the yearly membership sold on /subscription. Price in rupees. */
export const membershipPlan: SeedData = {
  name: 'Coco Club Gold',
  description: 'One year of fresher, cheaper koolers and natural products, and a few treats only members get.',
  price: 1200,
  cycle: 'Year',
  /** What the commerce API takes off a member's order; the plan's card states it (PlanCard.astro). */
  memberDiscountPercent: 10,
  // Only what the shop does today: no popularity claim, no range of discounts nobody gets, no
  // delivery slots before checkout has them (UX review 2, problems 3 and 9).
  features: textItems(
    'Member prices on every kooler, diet drink and natural product, all year',
    'Your saving shown on every order and tax invoice',
    'A free kooler of your choice in your birthday month',
    'First taste of every new seasonal flavour before it goes on the menu',
    'An invitation to the members’ farm day in Raigad every winter',
  ),
  whyChooseTitle: 'Why choose this plan',
  whyChooseText:
    'Members save 10% on everything they order. Once a year of orders passes ₹12,000, about two or three koolers a week, the plan has paid for itself, before the birthday kooler and the farm day.',
  buttonLabel: 'Get Started',
  upiId: 'koolers@upi',
  payeeName: 'Koolers Coconut Co.',
};
