import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * What a search that found nothing offers instead (SearchNoResults.astro). Each `{placeholder}` in a
 * sentence is a link the component draws (its words below, or the shop's phone), so a translation
 * puts the links where its word order needs them. `{hours}` is Strapi's business hours.
 */
const en = {
  tryAnother: 'Try another spelling, or browse our {koolers}, {naturalProducts} and {dietDrinks}.',
  koolers: 'koolers',
  naturalProducts: 'natural products',
  dietDrinks: 'diet drinks',
  askUs: 'Or ask us: call {phone} ({hours}).',
  askUsOrWhatsApp: 'Or ask us: call {phone} ({hours}) or {whatsApp}.',
  whatsApp: 'write to us on WhatsApp',
  whatsAppMessage: 'Hello Koolers, I am looking for something I could not find in the shop’s search.',
} as const;

export const searchNoResultsWords: AreaWords<typeof en> = {
  en,
  hi: {
    tryAnother: 'कोई दूसरी स्पेलिंग आज़माएँ, या हमारे {koolers}, {naturalProducts} और {dietDrinks} देखें।',
    koolers: 'कूलर्स',
    naturalProducts: 'प्राकृतिक उत्पाद',
    dietDrinks: 'डाइट ड्रिंक',
    askUs: 'या हमसे पूछें: {phone} पर कॉल करें ({hours})।',
    askUsOrWhatsApp: 'या हमसे पूछें: {phone} पर कॉल करें ({hours}) या {whatsApp}।',
    whatsApp: 'हमें WhatsApp पर लिखें',
    whatsAppMessage: 'नमस्ते Koolers, मुझे कुछ चाहिए जो दुकान की खोज में नहीं मिला।',
  },
  mr: {
    tryAnother: 'दुसरे स्पेलिंग वापरून पाहा, किंवा आमचे {koolers}, {naturalProducts} आणि {dietDrinks} पाहा.',
    koolers: 'कूलर्स',
    naturalProducts: 'नैसर्गिक उत्पादने',
    dietDrinks: 'डाएट ड्रिंक',
    askUs: 'किंवा आम्हाला विचारा: {phone} वर कॉल करा ({hours}).',
    askUsOrWhatsApp: 'किंवा आम्हाला विचारा: {phone} वर कॉल करा ({hours}) किंवा {whatsApp}.',
    whatsApp: 'आम्हाला WhatsApp वर लिहा',
    whatsAppMessage: 'नमस्कार Koolers, मला काहीतरी हवे आहे जे दुकानाच्या शोधात सापडले नाही.',
  },
};
