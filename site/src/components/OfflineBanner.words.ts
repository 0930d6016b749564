import type { AreaWords } from '@koolers/contracts/words/translation';

/** The offline mode's banner (OfflineBanner.astro): no money moves. */
const en = {
  label: 'Test shop',
  notice: 'Test shop: payments go to the Razorpay sandbox. No money moves and nothing is delivered.',
} as const;

export const offlineBannerWords: AreaWords<typeof en> = {
  en,
  hi: {
    label: 'टेस्ट शॉप',
    notice: 'टेस्ट शॉप: पेमेंट रेज़रपे के सैंडबॉक्स में जाते हैं। कोई पैसा नहीं कटता और कुछ भी डिलीवर नहीं होता।',
  },
  mr: {
    label: 'टेस्ट शॉप',
    notice: 'टेस्ट शॉप: पेमेंट रेझरपेच्या सँडबॉक्समध्ये जातात. कोणतेही पैसे कापले जात नाहीत आणि काहीही डिलिव्हर होत नाही.',
  },
};
