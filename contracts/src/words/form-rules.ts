import { RULE_SENTENCES } from './rule-sentences.ts';
import type { AreaWords } from './translation.ts';

/**
 * The form rules' sentences (rule-sentences.ts) in every language: beside a field as a shopper
 * types, and in the API's refusal of a form it was sent (the error handler words it in the
 * request's language).
 */
export const formRules: AreaWords<typeof RULE_SENTENCES> = {
  en: RULE_SENTENCES,
  hi: {
    address: 'कृपया डिलीवरी का पता डालें।',
    addressTooLong: 'पता ज़्यादा से ज़्यादा 500 अक्षरों का हो सकता है।',
    code: 'हमारा भेजा हुआ 6 अंकों का कोड डालें।',
    loginEmail: 'कृपया सही ईमेल डालें।',
    registerEmail: 'ईमेल का फ़ॉर्मेट सही नहीं है।',
    name: 'कृपया अपना पूरा नाम डालें।',
    nameTooLong: 'नाम ज़्यादा से ज़्यादा 100 अक्षरों का हो सकता है।',
    password: 'पासवर्ड कम से कम 9 अक्षरों का होना चाहिए।',
    passwordTooLong: 'पासवर्ड ज़्यादा से ज़्यादा 128 अक्षरों का हो सकता है।',
    passwordsDiffer: 'दोनों पासवर्ड एक जैसे नहीं हैं।',
    currentPassword: 'कृपया अपना मौजूदा पासवर्ड डालें।',
    phone: 'फ़ोन नंबर ठीक 10 अंकों का होना चाहिए।',
    contactNumber: 'कृपया सही 10 अंकों का संपर्क नंबर डालें।',
    pincode: 'पिनकोड ठीक 6 अंकों का होना चाहिए।',
    pincodeLeadingZero: 'कृपया सही पिनकोड डालें: भारत के पिनकोड 0 से शुरू नहीं होते।',
    upiReference: 'कृपया अपने भुगतान का 12 अंकों का UPI रेफ़रेंस (UTR) डालें।',
    missingFields: 'कृपया सारी जानकारी भरें।',
    fillInOrderDetails: 'कृपया ऑर्डर की पूरी जानकारी भरें!',
    resetLink: 'पासवर्ड बदलने का यह लिंक अमान्य है, इस्तेमाल हो चुका है या उसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक मँगाएँ।',
    messageTooLong: 'आपका संदेश ज़्यादा से ज़्यादा 2000 अक्षरों का हो सकता है।',
  },
  mr: {
    address: 'कृपया डिलिव्हरीचा पत्ता टाका.',
    addressTooLong: 'पत्ता जास्तीत जास्त 500 अक्षरांचा असू शकतो.',
    code: 'आम्ही पाठवलेला 6 अंकी कोड टाका.',
    loginEmail: 'कृपया योग्य ईमेल टाका.',
    registerEmail: 'ईमेलचा फॉरमॅट चुकीचा आहे.',
    name: 'कृपया तुमचे पूर्ण नाव टाका.',
    nameTooLong: 'नाव जास्तीत जास्त 100 अक्षरांचे असू शकते.',
    password: 'पासवर्ड किमान 9 अक्षरांचा असावा.',
    passwordTooLong: 'पासवर्ड जास्तीत जास्त 128 अक्षरांचा असू शकतो.',
    passwordsDiffer: 'दोन्ही पासवर्ड जुळत नाहीत.',
    currentPassword: 'कृपया तुमचा सध्याचा पासवर्ड टाका.',
    phone: 'फोन नंबर बरोबर 10 अंकी असावा.',
    contactNumber: 'कृपया योग्य 10 अंकी संपर्क क्रमांक टाका.',
    pincode: 'पिनकोड बरोबर 6 अंकी असावा.',
    pincodeLeadingZero: 'कृपया योग्य पिनकोड टाका: भारतातील पिनकोड 0 ने सुरू होत नाहीत.',
    upiReference: 'कृपया तुमच्या पेमेंटचा 12 अंकी UPI संदर्भ क्रमांक (UTR) टाका.',
    missingFields: 'कृपया सर्व माहिती भरा.',
    fillInOrderDetails: 'कृपया ऑर्डरची सर्व माहिती भरा!',
    resetLink: 'पासवर्ड बदलण्याची ही लिंक अवैध आहे, वापरली गेली आहे किंवा तिची मुदत संपली आहे. कृपया नवीन लिंक मागवा.',
    messageTooLong: 'तुमचा संदेश जास्तीत जास्त 2000 अक्षरांचा असू शकतो.',
  },
};
