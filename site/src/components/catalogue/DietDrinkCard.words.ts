import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * A diet drink's card and dialog (DietDrinkCard.astro). The card's button reads "Discover More" and
 * names its drink for screen readers only: `{about}` is where that hidden part goes in `discoverMore`,
 * and `about` is that part, `{name}` the drink's. The dialog's price line is Add to Bag's ("Price: …").
 */
const en = {
  discoverMore: 'Discover More{about}',
  about: ' about {name}',
  benefits: 'Benefits',
} as const;

export const dietDrinkCardWords: AreaWords<typeof en> = {
  en,
  hi: {
    discoverMore: '{about}और जानें',
    about: '{name} के बारे में ',
    benefits: 'फ़ायदे',
  },
  mr: {
    discoverMore: '{about}अधिक जाणून घ्या',
    about: '{name} बद्दल ',
    benefits: 'फायदे',
  },
};
