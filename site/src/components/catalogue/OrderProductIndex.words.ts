import type { AreaWords } from '@koolers/contracts/words/translation';

/** /order-product without a kooler (pages/order-product/index.astro): the old shop's message, and the way back to the koolers. */
const en = {
  title: 'Product details',
  description: 'Choose a kooler to see its price, description and nutrition details.',
  noDetails: 'No product details available. Please go back and try again.',
  backToKoolers: 'Back to koolers',
} as const;

export const orderProductIndexWords: AreaWords<typeof en> = {
  en,
  hi: {
    title: 'उत्पाद की जानकारी',
    description: 'कोई कूलर चुनें और उसकी कीमत, विवरण और पोषण की जानकारी देखें।',
    noDetails: 'उत्पाद की कोई जानकारी उपलब्ध नहीं है। कृपया वापस जाकर फिर से कोशिश करें।',
    backToKoolers: 'कूलर्स पर वापस जाएँ',
  },
  mr: {
    title: 'उत्पादनाची माहिती',
    description: 'एखादा कूलर निवडा आणि त्याची किंमत, वर्णन आणि पोषणमूल्ये पाहा.',
    noDetails: 'उत्पादनाची कोणतीही माहिती उपलब्ध नाही. कृपया मागे जाऊन पुन्हा प्रयत्न करा.',
    backToKoolers: 'कूलर्सकडे परत जा',
  },
};
