import type { AreaWords } from './translation.ts';

/**
 * The cart's words, wherever a cart shows: the cart panel, the cart and checkout pages, /order, and
 * an order's amounts (the payment and confirmation pages). The three empty-cart sentences, "Cart
 * Details", "Proceed to Checkout" and "Sub Total" / "Delivery Fee" are the specs' words, verbatim in English.
 */
const en = {
  // EmptyCart
  emptyPanel: 'Your cart is empty',
  emptyCart: 'No products in cart',
  emptyOrder: 'No Products in Cart',
  emptyOrderHint: 'Please add products to proceed.',
  browseKoolers: 'Browse koolers',
  browseDietDrinks: 'Diet drinks',
  browseNaturalProducts: 'Natural products',

  // CartPanel
  panelTitle: 'Cart Details',
  close: 'Close',
  proceedToCheckout: 'Proceed to Checkout',

  // Amounts: the four amounts of a cart or an order
  subtotal: 'Sub Total',
  deliveryFee: 'Delivery Fee',
  codFee: 'Cash on delivery fee',
  /** A promotion code's discount, named by its code (discountLabel's wording, contracts/promotions.ts). */
  codeDiscount: 'Code {code}',
  clubDiscount: 'Coco Club discount',
  total: 'Total',

  // CartSummary
  undeliverableOne: '{count} item can’t be delivered today',
  undeliverableOther: '{count} items can’t be delivered today',
  removeIt: 'Remove it',
  removeThem: 'Remove them',
  retry: 'Retry',
  workingOutTotal: 'Working out your total…',
  havePromotionCode: 'Have a promotion code?',

  // PromotionCodeForm
  promotionCode: 'Promotion code',
  apply: 'Apply',
  codeApplied: 'Code {code} applied: you save {saving}.',
  removeCode: 'Remove code',

  // LineControls: {item} is the product's name, with its size in brackets when it has one
  quantityOf: 'Quantity of {item}',
  oneLess: 'One less {item}',
  oneMore: 'One more {item}',
  removeItem: 'Remove {item}',
  remove: 'Remove',
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

    panelTitle: 'कार्ट का विवरण',
    close: 'बंद करें',
    proceedToCheckout: 'चेकआउट पर जाएं',

    subtotal: 'उप-योग',
    deliveryFee: 'डिलीवरी शुल्क',
    codFee: 'कैश ऑन डिलीवरी शुल्क',
    codeDiscount: 'कोड {code}',
    clubDiscount: 'Coco Club छूट',
    total: 'कुल',

    undeliverableOne: '{count} आइटम आज डिलीवर नहीं हो सकता',
    undeliverableOther: '{count} आइटम आज डिलीवर नहीं हो सकते',
    removeIt: 'इसे हटाएं',
    removeThem: 'इन्हें हटाएं',
    retry: 'फिर से कोशिश करें',
    workingOutTotal: 'आपका कुल जोड़ा जा रहा है…',
    havePromotionCode: 'क्या आपके पास प्रमोशन कोड है?',

    promotionCode: 'प्रमोशन कोड',
    apply: 'लागू करें',
    codeApplied: 'कोड {code} लागू हुआ: आपकी बचत {saving}।',
    removeCode: 'कोड हटाएं',

    quantityOf: '{item} की मात्रा',
    oneLess: 'एक {item} कम करें',
    oneMore: 'एक {item} और जोड़ें',
    removeItem: '{item} हटाएं',
    remove: 'हटाएं',
  },
  mr: {
    emptyPanel: 'तुमची कार्ट रिकामी आहे',
    emptyCart: 'कार्टमध्ये कोणतीही उत्पादने नाहीत',
    emptyOrder: 'कार्टमध्ये कोणतीही उत्पादने नाहीत',
    emptyOrderHint: 'पुढे जाण्यासाठी कृपया उत्पादने जोडा.',
    browseKoolers: 'कूलर्स पाहा',
    browseDietDrinks: 'डाएट ड्रिंक्स',
    browseNaturalProducts: 'नैसर्गिक उत्पादने',

    panelTitle: 'कार्टचा तपशील',
    close: 'बंद करा',
    proceedToCheckout: 'चेकआउटकडे जा',

    subtotal: 'उप-एकूण',
    deliveryFee: 'डिलिव्हरी शुल्क',
    codFee: 'कॅश ऑन डिलिव्हरी शुल्क',
    codeDiscount: 'कोड {code}',
    clubDiscount: 'Coco Club सवलत',
    total: 'एकूण',

    undeliverableOne: '{count} वस्तू आज डिलिव्हर होऊ शकत नाही',
    undeliverableOther: '{count} वस्तू आज डिलिव्हर होऊ शकत नाहीत',
    removeIt: 'ती काढा',
    removeThem: 'त्या काढा',
    retry: 'पुन्हा प्रयत्न करा',
    workingOutTotal: 'तुमची एकूण रक्कम मोजत आहोत…',
    havePromotionCode: 'तुमच्याकडे प्रमोशन कोड आहे का?',

    promotionCode: 'प्रमोशन कोड',
    apply: 'लागू करा',
    codeApplied: 'कोड {code} लागू झाला: तुमची बचत {saving}.',
    removeCode: 'कोड काढा',

    quantityOf: '{item} ची संख्या',
    oneLess: 'एक {item} कमी करा',
    oneMore: 'आणखी एक {item} जोडा',
    removeItem: '{item} काढा',
    remove: 'काढा',
  },
};
