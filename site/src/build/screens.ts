/**
 * The titles, headings and meta descriptions of the account, cart, checkout, payment, order and admin
 * screens, one entry per screen (several routes may show the same one), in the page's language
 * (issue 35). Each page reads its entry (`screenOf(Astro.url, 'cart')`); the screen itself is a
 * React island. The desk's screens are for staff and stay English in every language.
 */
import type { Language } from '@koolers/contracts/languages';
import { languageOfPage } from './page-language.ts';

export type Screen =
  | 'login'
  | 'register'
  | 'account'
  | 'cart'
  | 'checkout'
  | 'payment'
  | 'confirmation'
  | 'order-history'
  | 'admin-login'
  | 'admin-register'
  | 'admin-orders'
  | 'admin-order';

export type ScreenText = { title: string; heading: string; description: string };

type StaffScreen = Extract<Screen, `admin-${string}`>;

const staff: Record<StaffScreen, ScreenText> = {
  'admin-login': { title: 'Admin login', heading: 'Admin login', description: 'Log in to the Koolers order desk.' },
  'admin-register': {
    title: 'Admin registration',
    heading: 'Admin registration',
    description: 'Create an account for the Koolers order desk.',
  },
  'admin-orders': { title: 'Order desk', heading: 'Orders List', description: 'Every order of the Koolers shop: confirm, cancel, refund.' },
  'admin-order': { title: 'Order details', heading: 'Order details', description: 'One order of the Koolers shop.' },
};

const SCREENS: Record<Language, Record<Screen, ScreenText>> = {
  en: {
    login: { title: 'Login', heading: 'Login', description: 'Log in to your Koolers account to order, pay and see your orders.' },
    register: { title: 'Register', heading: 'REGISTER', description: 'Create your free Koolers account.' },
    account: {
      title: 'My account',
      heading: 'My account',
      description: 'Your Koolers dashboard, profile, orders, wishlist and Coco Club membership.',
    },
    cart: {
      title: 'Your cart',
      heading: 'Product Order Page',
      description: 'The koolers and products in your cart, with the total, ready for checkout.',
    },
    checkout: {
      title: 'Checkout',
      heading: 'Shopping Cart',
      description: 'Check your cart, give your delivery details and pay online or cash on delivery.',
    },
    payment: { title: 'Make a Payment', heading: 'Make a Payment', description: 'Pay for your Koolers order.' },
    confirmation: { title: 'Order confirmation', heading: 'Your order', description: 'Your Koolers order, and where it stands.' },
    'order-history': { title: 'Order history', heading: 'Order History', description: 'Orders placed in the Koolers shop.' },
    ...staff,
  },
  hi: {
    login: { title: 'लॉग इन', heading: 'लॉग इन', description: 'ऑर्डर करने, भुगतान करने और अपने ऑर्डर देखने के लिए अपने कूलर्स खाते में लॉग इन करें।' },
    register: { title: 'रजिस्टर करें', heading: 'रजिस्टर करें', description: 'अपना मुफ़्त कूलर्स खाता बनाएँ।' },
    account: { title: 'मेरा खाता', heading: 'मेरा खाता', description: 'आपका कूलर्स डैशबोर्ड, प्रोफ़ाइल, ऑर्डर, विशलिस्ट और Coco Club सदस्यता।' },
    cart: {
      title: 'आपकी कार्ट',
      heading: 'उत्पाद ऑर्डर पेज',
      description: 'आपकी कार्ट के कूलर्स और उत्पाद, कुल रकम के साथ, चेकआउट के लिए तैयार।',
    },
    checkout: {
      title: 'चेकआउट',
      heading: 'शॉपिंग कार्ट',
      description: 'अपनी कार्ट जांचें, डिलीवरी का विवरण दें और ऑनलाइन या डिलीवरी पर नकद भुगतान करें।',
    },
    payment: { title: 'भुगतान करें', heading: 'भुगतान करें', description: 'अपने कूलर्स ऑर्डर का भुगतान करें।' },
    confirmation: { title: 'ऑर्डर की पुष्टि', heading: 'आपका ऑर्डर', description: 'आपका कूलर्स ऑर्डर, और वह कहाँ तक पहुँचा।' },
    'order-history': { title: 'ऑर्डर इतिहास', heading: 'ऑर्डर इतिहास', description: 'कूलर्स दुकान में दिए गए ऑर्डर।' },
    ...staff,
  },
  mr: {
    login: {
      title: 'लॉग इन',
      heading: 'लॉग इन',
      description: 'ऑर्डर देण्यासाठी, पैसे भरण्यासाठी आणि तुमच्या ऑर्डर पाहण्यासाठी तुमच्या कूलर्स खात्यात लॉग इन करा.',
    },
    register: { title: 'नोंदणी करा', heading: 'नोंदणी करा', description: 'तुमचे मोफत कूलर्स खाते तयार करा.' },
    account: { title: 'माझे खाते', heading: 'माझे खाते', description: 'तुमचा कूलर्स डॅशबोर्ड, प्रोफाइल, ऑर्डर, विशलिस्ट आणि Coco Club सदस्यत्व.' },
    cart: {
      title: 'तुमची कार्ट',
      heading: 'उत्पादन ऑर्डर पेज',
      description: 'तुमच्या कार्टमधील कूलर्स आणि उत्पादने, एकूण रकमेसह, चेकआउटसाठी तयार.',
    },
    checkout: {
      title: 'चेकआउट',
      heading: 'शॉपिंग कार्ट',
      description: 'तुमची कार्ट तपासा, डिलिव्हरीचा तपशील द्या आणि ऑनलाइन किंवा डिलिव्हरीवेळी रोख पैसे भरा.',
    },
    payment: { title: 'पैसे भरा', heading: 'पैसे भरा', description: 'तुमच्या कूलर्स ऑर्डरचे पैसे भरा.' },
    confirmation: { title: 'ऑर्डरची खात्री', heading: 'तुमची ऑर्डर', description: 'तुमची कूलर्स ऑर्डर, आणि ती कुठपर्यंत आली आहे.' },
    'order-history': { title: 'ऑर्डर इतिहास', heading: 'ऑर्डर इतिहास', description: 'कूलर्स दुकानात दिलेल्या ऑर्डर.' },
    ...staff,
  },
};

/** A screen's title, heading and description in its page's language. */
export function screenOf(url: URL, screen: Screen): ScreenText {
  return SCREENS[languageOfPage(url)][screen];
}
