import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The Coco Club page's own words (pages/subscription.astro, PlanCard.astro), beside the join
 * dialog's (contracts/src/words/club.ts). `{plan}`, `{price}`, `{cycle}` and `{description}` are
 * the plan's, from Strapi in the page's language ("साल" in Hindi).
 */
const en = {
  description: '{plan}: {price} a {cycle}. {description}',
  benefits: 'Benefits',
  joiningOnline: 'Joining Coco Club online',
  joinPlan: 'Join {plan}',
  pricePerCycle: '{price} a {cycle}.',
  membersPay: 'Members pay {percent}% less on every kooler, diet drink and natural product.',
} as const;

export const clubPageWords: AreaWords<typeof en> = {
  en,
  hi: {
    description: '{plan}: {price} प्रति {cycle}। {description}',
    benefits: 'फ़ायदे',
    joiningOnline: 'ऑनलाइन Coco Club से जुड़ना',
    joinPlan: '{plan} से जुड़ें',
    pricePerCycle: '{price} प्रति {cycle}।',
    membersPay: 'सदस्य हर कूलर, डाइट ड्रिंक और प्राकृतिक उत्पाद पर {percent}% कम देते हैं।',
  },
  mr: {
    description: '{plan}: {price} प्रति {cycle}. {description}',
    benefits: 'फायदे',
    joiningOnline: 'ऑनलाइन Coco Club मध्ये सामील होणे',
    joinPlan: '{plan} मध्ये सामील व्हा',
    pricePerCycle: '{price} प्रति {cycle}.',
    membersPay: 'सदस्य प्रत्येक कूलर, डाएट ड्रिंक आणि नैसर्गिक उत्पादनावर {percent}% कमी पैसे देतात.',
  },
};
