import { SOLD_OUT_TODAY } from '@koolers/contracts/availability';
import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * "Add to Bag" (AddToCart.astro): the form, what its script writes later (the chosen size's price,
 * "Select a size", a size sold out today, the added line) and what shows without JavaScript.
 * `{price}` is formatted rupees; in "Price: {price}" and "From {price}" it is drawn as a `.price`.
 */
const en = {
  addToBag: 'Add to Bag',
  price: 'Price: {price}',
  selectSize: 'Select a size',
  size: 'Size',
  quantity: 'Quantity',
  oneLess: 'One less',
  oneMore: 'One more',
  soldOutToday: SOLD_OUT_TODAY,
  sizeSoldOut: '{size} (sold out today)',
  chooseSize: 'Choose a size to add it to your bag.',
  added: 'Product added to cart!',
  from: 'From {price}',
  callToOrder: 'Call to order',
  /** The subject of NeedsJavaScript's "… needs JavaScript". */
  addingToBag: 'Adding to the bag',
} as const;

export const addToCartWords: AreaWords<typeof en> = {
  en,
  hi: {
    addToBag: 'बैग में जोड़ें',
    price: 'कीमत: {price}',
    selectSize: 'साइज़ चुनें',
    size: 'साइज़',
    quantity: 'मात्रा',
    oneLess: 'एक कम करें',
    oneMore: 'एक और जोड़ें',
    soldOutToday: 'आज बिक चुका है',
    sizeSoldOut: '{size} (आज बिक चुका है)',
    chooseSize: 'बैग में जोड़ने के लिए साइज़ चुनें।',
    added: 'प्रोडक्ट कार्ट में जोड़ दिया गया!',
    from: '{price} से शुरू',
    callToOrder: 'ऑर्डर के लिए कॉल करें',
    addingToBag: 'बैग में जोड़ना',
  },
  mr: {
    addToBag: 'बॅगमध्ये जोडा',
    price: 'किंमत: {price}',
    selectSize: 'साइज निवडा',
    size: 'साइज',
    quantity: 'संख्या',
    oneLess: 'एक कमी करा',
    oneMore: 'आणखी एक जोडा',
    soldOutToday: 'आज संपले',
    sizeSoldOut: '{size} (आज संपले)',
    chooseSize: 'बॅगमध्ये जोडण्यासाठी साइज निवडा.',
    added: 'प्रॉडक्ट कार्टमध्ये जोडले!',
    from: '{price} पासून',
    callToOrder: 'ऑर्डरसाठी कॉल करा',
    addingToBag: 'बॅगमध्ये जोडणे',
  },
};
