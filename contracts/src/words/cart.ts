import type { AreaWords } from './translation.ts';

/**
 * The cart's words, wherever a cart shows: the cart panel, the cart and checkout pages, /order.
 * The three empty-cart sentences are the specs' words, verbatim in English.
 */
const en = {
  emptyPanel: 'Your cart is empty',
  emptyCart: 'No products in cart',
  emptyOrder: 'No Products in Cart',
  emptyOrderHint: 'Please add products to proceed.',
  browseKoolers: 'Browse koolers',
  browseDietDrinks: 'Diet drinks',
  browseNaturalProducts: 'Natural products',
} as const;

export const cart: AreaWords<typeof en> = {
  en,
  hi: {
    emptyPanel: 'आपकी कार्ट खाली है',
    emptyCart: 'कार्ट में कोई उत्पाद नहीं है',
    emptyOrder: 'कार्ट में कोई उत्पाद नहीं है',
    emptyOrderHint: 'आगे बढ़ने के लिए कृपया उत्पाद जोड़ें।',
    browseKoolers: 'कूलर्स देखें',
    browseDietDrinks: 'डाइट ड्रिंक्स',
    browseNaturalProducts: 'प्राकृतिक उत्पाद',
  },
  mr: {
    emptyPanel: 'तुमची कार्ट रिकामी आहे',
    emptyCart: 'कार्टमध्ये कोणतीही उत्पादने नाहीत',
    emptyOrder: 'कार्टमध्ये कोणतीही उत्पादने नाहीत',
    emptyOrderHint: 'पुढे जाण्यासाठी कृपया उत्पादने जोडा.',
    browseKoolers: 'कूलर्स पाहा',
    browseDietDrinks: 'डाएट ड्रिंक्स',
    browseNaturalProducts: 'नैसर्गिक उत्पादने',
  },
};
