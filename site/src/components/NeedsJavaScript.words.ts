import type { AreaWords } from '@koolers/contracts/words/translation';

/**
 * The note shown without JavaScript (NeedsJavaScript.astro): `{what}` is what needs it, the subject
 * of the sentence (AddToCart.words.ts `addingToBag`); `{phone}` is the shop's phone as a link,
 * `{hours}` its hours, `{whatsApp}` the WhatsApp part (`orWhatsApp`, whose `{link}` is `onWhatsApp`),
 * left out when the footer has no WhatsApp link. `message` and `messageFor` are what the WhatsApp
 * link writes to the shop (`{order}` is the item's name).
 */
const en = {
  note: '{what} needs JavaScript, which is turned off in this browser. Turn it on, or order by phone on {phone} ({hours}){whatsApp}.',
  orWhatsApp: ' or {link}',
  onWhatsApp: 'on WhatsApp',
  message: 'Hello Koolers, I would like to order.',
  messageFor: 'Hello Koolers, I would like to order {order}.',
} as const;

export const needsJavaScriptWords: AreaWords<typeof en> = {
  en,
  hi: {
    note: '{what} जावास्क्रिप्ट के बिना नहीं हो सकता, और इस ब्राउज़र में जावास्क्रिप्ट बंद है। इसे चालू करें, या {phone} पर फ़ोन करके ऑर्डर करें ({hours}){whatsApp}।',
    orWhatsApp: ' या {link}',
    onWhatsApp: 'WhatsApp पर',
    message: 'नमस्ते कूलर्स, मुझे ऑर्डर करना है।',
    messageFor: 'नमस्ते कूलर्स, मुझे {order} ऑर्डर करना है।',
  },
  mr: {
    note: '{what} जावास्क्रिप्टशिवाय होऊ शकत नाही, आणि या ब्राउझरमध्ये जावास्क्रिप्ट बंद आहे. ती चालू करा, किंवा {phone} वर फोन करून ऑर्डर द्या ({hours}){whatsApp}.',
    orWhatsApp: ' किंवा {link}',
    onWhatsApp: 'WhatsApp वर',
    message: 'नमस्कार कूलर्स, मला ऑर्डर द्यायची आहे.',
    messageFor: 'नमस्कार कूलर्स, मला {order} मागवायचे आहे.',
  },
};
