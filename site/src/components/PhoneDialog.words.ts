import type { AreaWords } from '@koolers/contracts/words/translation';

/** "Phone Details", the dialog the header's phone button opens (PhoneDialog.astro). */
const en = {
  title: 'Phone Details',
  callUs: 'Call us to order, or for anything about a delivery:',
  callNow: 'Call Now',
} as const;

export const phoneDialogWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'फ़ोन नंबर',
    callUs: 'ऑर्डर करने के लिए, या डिलीवरी से जुड़ी किसी भी बात के लिए हमें कॉल करें:',
    callNow: 'अभी कॉल करें',
  },
  mr: {
    title: 'फोन नंबर',
    callUs: 'ऑर्डर करण्यासाठी, किंवा डिलिव्हरीबद्दल काहीही असल्यास आम्हाला कॉल करा:',
    callNow: 'आता कॉल करा',
  },
};
