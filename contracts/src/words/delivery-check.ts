import type { AreaWords } from './translation.ts';

/**
 * "Check your pincode" (the pages' DeliveryCheck.astro) and the checkout's delivery line: the
 * form's words and the states of its verdict line, verbatim from the spec in English. The verdict
 * itself ("Delivery Available to Vashi …", "Sorry, we do not deliver …") is the API's, in the
 * page's language.
 */
const en = {
  checkYourPincode: 'Check your pincode',
  pincodeHint: '6 digits, e.g. 400703',
  check: 'Check',
  useMyLocation: 'Use my location',
  retry: 'Retry',
  checking: 'Fetching delivery status...',
  unavailable: 'Delivery Not Available',
  locationFailed: 'Unable to fetch location',
  locationDenied: 'Location unavailable',
  noGeolocation: 'Geolocation is not supported by your browser.',
} as const;

export const deliveryCheck: AreaWords<typeof en> = {
  en,
  hi: {
    checkYourPincode: 'अपना पिनकोड जाँचें',
    pincodeHint: '6 अंक, जैसे 400703',
    check: 'जाँचें',
    useMyLocation: 'मेरी लोकेशन इस्तेमाल करें',
    retry: 'फिर से कोशिश करें',
    checking: 'डिलीवरी की जानकारी ला रहे हैं...',
    unavailable: 'डिलीवरी उपलब्ध नहीं है',
    locationFailed: 'लोकेशन नहीं मिल सकी',
    locationDenied: 'लोकेशन उपलब्ध नहीं है',
    noGeolocation: 'आपका ब्राउज़र लोकेशन बताने की सुविधा नहीं देता।',
  },
  mr: {
    checkYourPincode: 'तुमचा पिनकोड तपासा',
    pincodeHint: '6 अंक, उदा. 400703',
    check: 'तपासा',
    useMyLocation: 'माझे लोकेशन वापरा',
    retry: 'पुन्हा प्रयत्न करा',
    checking: 'डिलिव्हरीची माहिती आणत आहोत...',
    unavailable: 'डिलिव्हरी उपलब्ध नाही',
    locationFailed: 'लोकेशन मिळू शकले नाही',
    locationDenied: 'लोकेशन उपलब्ध नाही',
    noGeolocation: 'तुमचा ब्राउझर लोकेशन सांगण्याची सुविधा देत नाही.',
  },
};
