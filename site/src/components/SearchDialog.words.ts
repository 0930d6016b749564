import { SOLD_OUT_TODAY } from '@koolers/contracts/availability';
import type { AreaWords } from '@koolers/contracts/words/translation';

/** The header's search dialog (SearchDialog.astro): its name, the field's label and placeholder. */
const en = {
  search: 'Search',
  placeholder: 'Search for products...',
} as const;

export const searchDialogWords: AreaWords<typeof en> = {
  en,
  hi: {
    search: 'खोजें',
    placeholder: 'प्रोडक्ट खोजें...',
  },
  mr: {
    search: 'शोधा',
    placeholder: 'उत्पादने शोधा...',
  },
};

/**
 * What <site-search-results> writes as the shopper types (lib/search/search-element.ts), handed to
 * it as JSON in its `data-words`, since the element's code is bundled once for every language. The
 * English is what search-element.ts writes today.
 */
export type SearchResultsWords = typeof resultsEn;

const resultsEn = {
  youMightAlsoLike: 'You might also like',
  unavailable: 'Search is unavailable right now. Please try again later.',
  noProducts: 'No products found',
  oneResult: '{count} result',
  results: '{count} results',
  matched: 'matched “{name}”',
  soldOutToday: SOLD_OUT_TODAY,
} as const;

export const searchResultsWords: AreaWords<typeof resultsEn> = {
  en: resultsEn,
  hi: {
    youMightAlsoLike: 'आपको ये भी पसंद आ सकते हैं',
    unavailable: 'अभी खोज काम नहीं कर रही है। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    noProducts: 'कोई प्रोडक्ट नहीं मिला',
    oneResult: '{count} नतीजा',
    results: '{count} नतीजे',
    matched: '“{name}” से मेल खाया',
    soldOutToday: 'आज का स्टॉक खत्म',
  },
  mr: {
    youMightAlsoLike: 'तुम्हाला हेही आवडेल',
    unavailable: 'सध्या शोध चालत नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    noProducts: 'एकही उत्पादन सापडले नाही',
    oneResult: '{count} निकाल',
    results: '{count} निकाल',
    matched: '“{name}” शी जुळले',
    soldOutToday: 'आजचा साठा संपला',
  },
};
