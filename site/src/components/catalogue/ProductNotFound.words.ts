import type { AreaWords } from '@koolers/contracts/words/translation';

/** /product without a product (pages/product/index.astro): what it says, and the way to the catalogue. */
const en = {
  title: 'Product not found',
  description: 'This link names no product. Browse every Koolers natural product in the catalogue.',
  heading: 'Product not found.',
  noProduct: 'This link does not name a product.',
  browseAll: 'Browse all products',
} as const;

export const productNotFoundWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'उत्पाद नहीं मिला',
    description: 'इस लिंक में किसी उत्पाद का नाम नहीं है। कूलर्स के सभी प्राकृतिक उत्पाद कैटलॉग में देखें।',
    heading: 'उत्पाद नहीं मिला।',
    noProduct: 'इस लिंक में किसी उत्पाद का नाम नहीं है।',
    browseAll: 'सभी उत्पाद देखें',
  },
  mr: {
    title: 'उत्पादन सापडले नाही',
    description: 'या लिंकमध्ये कोणत्याही उत्पादनाचे नाव नाही. कूलर्सची सर्व नैसर्गिक उत्पादने कॅटलॉगमध्ये पाहा.',
    heading: 'उत्पादन सापडले नाही.',
    noProduct: 'या लिंकमध्ये कोणत्याही उत्पादनाचे नाव नाही.',
    browseAll: 'सर्व उत्पादने पाहा',
  },
};
