import type { Language } from '../languages.ts';

/**
 * What every screen says when no answer came from the shop (the network failed, or the web front
 * answered for an API it could not reach), verbatim from the spec in English. The islands' client
 * imports the English alone; a Hindi or Marathi page writes its own on `<html data-unreachable>`
 * (site/src/lib/unreachable.ts), so no page downloads the other languages.
 */
export const UNREACHABLE = 'We could not reach the shop. Please check your connection and try again.';

export const UNREACHABLE_IN: Readonly<Record<Language, string>> = {
  en: UNREACHABLE,
  hi: 'हम दुकान तक नहीं पहुँच सके। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  mr: 'आम्ही दुकानापर्यंत पोहोचू शकलो नाही. कृपया तुमचे इंटरनेट कनेक्शन तपासा आणि पुन्हा प्रयत्न करा.',
};
