import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The search page (pages/search.astro): its own words; the results' are SearchDialog.words.ts's.
 * `noScript`'s `{placeholders}` are links the page draws (their words below), so a translation puts
 * them where its word order needs them.
 */
const en = {
  title: 'Search',
  description: 'Search the Koolers shop: koolers, diet drinks, natural products and pages.',
  noScript:
    'Search needs JavaScript, which is turned off in this browser. Browse our {koolers}, {naturalProducts} and {dietDrinks} instead.',
  koolers: 'koolers',
  naturalProducts: 'natural products',
  dietDrinks: 'diet drinks',
  searchTheShop: 'Search the shop',
  placeholder: 'Type to search...',
} as const;

export const searchPageWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'खोजें',
    description: 'कूलर्स की दुकान में खोजें: कूलर्स, डाइट ड्रिंक, प्राकृतिक उत्पाद और पेज।',
    noScript:
      'खोज जावास्क्रिप्ट के बिना नहीं चल सकती, और इस ब्राउज़र में जावास्क्रिप्ट बंद है। इसकी जगह हमारे {koolers}, {naturalProducts} और {dietDrinks} देखें।',
    koolers: 'कूलर्स',
    naturalProducts: 'प्राकृतिक उत्पाद',
    dietDrinks: 'डाइट ड्रिंक',
    searchTheShop: 'दुकान में खोजें',
    placeholder: 'खोजने के लिए लिखें...',
  },
  mr: {
    title: 'शोधा',
    description: 'कूलर्सच्या दुकानात शोधा: कूलर्स, डाएट ड्रिंक, नैसर्गिक उत्पादने आणि पेजेस.',
    noScript:
      'शोध जावास्क्रिप्टशिवाय चालू शकत नाही, आणि या ब्राउझरमध्ये जावास्क्रिप्ट बंद आहे. त्याऐवजी आमचे {koolers}, {naturalProducts} आणि {dietDrinks} पाहा.',
    koolers: 'कूलर्स',
    naturalProducts: 'नैसर्गिक उत्पादने',
    dietDrinks: 'डाएट ड्रिंक',
    searchTheShop: 'दुकानात शोधा',
    placeholder: 'शोधण्यासाठी टाइप करा...',
  },
};
