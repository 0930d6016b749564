import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The checkout's pages' own words, beside their islands' (contracts/src/words/checkout.ts): what
 * needs JavaScript on each (NeedsJavaScript.astro's `{what}`), the UPI page's line, and the page a
 * cash on delivery order is confirmed on from its SMS (pages/order/confirm.astro, whose script fills
 * `{number}` and `{total}`).
 */
const en = {
  orderingOnline: 'Ordering online',
  showingYourOrder: 'Showing your order',
  makingAPayment: 'Making a payment',
  payingAnOrder: 'Paying an order',
  payAnyAmount: 'Pay Koolers any amount agreed with us, by UPI.',

  codTitle: 'Confirm your order',
  codDescription: 'Confirm or cancel your cash on delivery order.',
  codHeading: 'Confirm your cash on delivery order',
  codHeadingFor: 'Confirm your cash on delivery order {number}',
  codPleaseAnswer: 'Please confirm that you still want it, or cancel it if you do not.',
  codConfirm: 'Confirm order',
  codCancel: 'Cancel order',
  codYouPay: 'You pay {total} in cash when it arrives.',
  codConfirmedHeading: 'Order {number} is confirmed',
  codCancelledHeading: 'Order {number} is cancelled',
  codConfirmed: 'This order is confirmed.',
  codCancelled: 'This order is cancelled.',
  confirmingYourOrder: 'Confirming your order',
} as const;

export const checkoutPagesWords: AreaWords<typeof en> = {
  en,
  hi: {
    orderingOnline: 'ऑनलाइन ऑर्डर करना',
    showingYourOrder: 'आपका ऑर्डर दिखाना',
    makingAPayment: 'भुगतान करना',
    payingAnOrder: 'ऑर्डर का भुगतान',
    payAnyAmount: 'हमसे तय हुई कोई भी रकम कूलर्स को UPI से भेजें।',

    codTitle: 'अपने ऑर्डर की पुष्टि करें',
    codDescription: 'डिलीवरी पर नकद भुगतान वाले अपने ऑर्डर की पुष्टि करें या उसे रद्द करें।',
    codHeading: 'डिलीवरी पर नकद भुगतान वाले अपने ऑर्डर की पुष्टि करें',
    codHeadingFor: 'डिलीवरी पर नकद भुगतान वाले अपने ऑर्डर {number} की पुष्टि करें',
    codPleaseAnswer: 'अगर आपको यह अब भी चाहिए तो पुष्टि करें, नहीं तो इसे रद्द कर दें।',
    codConfirm: 'ऑर्डर की पुष्टि करें',
    codCancel: 'ऑर्डर रद्द करें',
    codYouPay: 'ऑर्डर पहुँचने पर आप {total} नकद देंगे।',
    codConfirmedHeading: 'ऑर्डर {number} की पुष्टि हो गई है',
    codCancelledHeading: 'ऑर्डर {number} रद्द हो गया है',
    codConfirmed: 'इस ऑर्डर की पुष्टि हो गई है।',
    codCancelled: 'यह ऑर्डर रद्द हो गया है।',
    confirmingYourOrder: 'अपने ऑर्डर की पुष्टि करना',
  },
  mr: {
    orderingOnline: 'ऑनलाइन ऑर्डर देणे',
    showingYourOrder: 'तुमची ऑर्डर दाखवणे',
    makingAPayment: 'पैसे भरणे',
    payingAnOrder: 'ऑर्डरचे पैसे भरणे',
    payAnyAmount: 'आमच्याशी ठरलेली कोणतीही रक्कम कूलर्सला UPI ने भरा.',

    codTitle: 'तुमच्या ऑर्डरची खात्री करा',
    codDescription: 'डिलिव्हरीवेळी रोख पैसे भरण्याच्या तुमच्या ऑर्डरची खात्री करा किंवा ती रद्द करा.',
    codHeading: 'डिलिव्हरीवेळी रोख पैसे भरण्याच्या तुमच्या ऑर्डरची खात्री करा',
    codHeadingFor: 'डिलिव्हरीवेळी रोख पैसे भरण्याच्या तुमच्या ऑर्डर {number} ची खात्री करा',
    codPleaseAnswer: 'तुम्हाला ती अजूनही हवी असेल तर खात्री करा, नसेल तर ती रद्द करा.',
    codConfirm: 'ऑर्डरची खात्री करा',
    codCancel: 'ऑर्डर रद्द करा',
    codYouPay: 'ऑर्डर पोहोचल्यावर तुम्ही {total} रोख द्याल.',
    codConfirmedHeading: 'ऑर्डर {number} ची खात्री झाली आहे',
    codCancelledHeading: 'ऑर्डर {number} रद्द झाली आहे',
    codConfirmed: 'या ऑर्डरची खात्री झाली आहे.',
    codCancelled: 'ही ऑर्डर रद्द झाली आहे.',
    confirmingYourOrder: 'तुमच्या ऑर्डरची खात्री करणे',
  },
};
