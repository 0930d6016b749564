import {
  type AreaWeServe,
  calendarDay,
  clockWords,
  dayAfter,
  inIndiaAt,
  type NextOffer,
  type PlacesWeServe,
  type RefusedSlot,
  shortDate,
  slotLabel,
} from '../delivery.ts';
import { formatPaise, formatWholeRupees } from '../money.ts';
import { formRules } from '../words/form-rules.ts';
import { ENGLISH_ONLY } from './english-only.ts';
import type { Catalogue } from './types.ts';

/**
 * The API's error messages in Hindi, for requests from the shop's Hindi pages. What only staff read
 * (the order desk, its sign-in) and what only other services read (webhooks) stays English: the desk
 * is in English. Those entries name the English one, so leaving one out still fails `tsc`.
 */
const areaWords = (area: AreaWeServe) => (area.places.length ? `${area.places.join(', ')} (${area.pincode})` : `पिनकोड ${area.pincode}`);

function whereWeDeliver({ named, more }: PlacesWeServe): string {
  const places = named.map((place) => (typeof place === 'string' ? place : `पिनकोड ${place.pincode}`));
  if (places.length === 0) return '';
  const last = more > 0 ? `${more} और जगहें` : places.pop();
  return `हम इन जगहों पर डिलीवरी करते हैं: ${places.length ? `${places.join(', ')} और ${last}` : last}।`;
}

const day = (date: string, today: string) => calendarDay(date, today, { today: 'आज', tomorrow: 'कल' }, 'hi-IN');
const offer = (next: NextOffer, today: string) => `${day(next.date, today)} ${next.label}`;
/** "कल 9–11 am", "बुध, 2 दिस॰ को 4–6 pm". */
const askedSlot = (p: RefusedSlot) => `${day(p.date, p.today)}${p.date === p.today || p.date === dayAfter(p.today) ? '' : ' को'} ${p.slot}`;
const closedNow = (closed: boolean) => (closed ? 'अभी हम बंद हैं। ' : '');

export const hi: Catalogue = {
  ...ENGLISH_ONLY,
  'not_found.order': 'ऑर्डर नहीं मिला।',
  not_awaiting: (p) => `ऑर्डर ${p.number} किसी पुष्टि का इंतज़ार नहीं कर रहा है।`,
  'cod_answer.confirmed': (p) => `धन्यवाद। आपका ऑर्डर ${p.number} पक्का हो गया है: जब यह पहुँचे, तो कृपया नकद तैयार रखें।`,
  'cod_answer.cancelled': (p) => `आपका ऑर्डर ${p.number} रद्द कर दिया गया है। कुछ भी देना बाकी नहीं है।`,
  'cod_answer.already_confirmed': (p) => `आपका ऑर्डर ${p.number} पहले ही पक्का हो चुका है।`,
  'cod_answer.already_cancelled': (p) => `आपका ऑर्डर ${p.number} पहले ही रद्द हो चुका है।`,
  'not_found.membership': 'ऐसी कोई कोको क्लब सदस्यता नहीं है।',
  'not_found.item': 'यह चीज़ हमारी सूची में नहीं है।',
  'not_found.document': 'बिल नहीं मिला।',
  'not_found.payment': 'भुगतान की पुष्टि नहीं हो सकी। कृपया हमसे संपर्क करें।',
  'not_found.club_payment': 'माफ़ कीजिए! कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',

  not_logged_in: 'कृपया पहले लॉग इन करें।',
  email_taken: 'इस ईमेल से एक खाता पहले से है। कृपया लॉग इन करें।',
  login_failed: 'लॉग इन नहीं हो सका! कृपया अपना ईमेल और पासवर्ड जाँचें।',
  'wrong_password.current': 'आपका मौजूदा पासवर्ड सही नहीं है।',
  'wrong_password.erasure': 'पासवर्ड सही नहीं है।',
  reset_link_invalid: formRules.hi.resetLink,
  code_wrong: (p) =>
    p.triesLeft > 0
      ? `यह कोड सही नहीं है। ${p.triesLeft} ${p.triesLeft === 1 ? 'कोशिश' : 'कोशिशें'} बाकी हैं।`
      : 'यह कोड सही नहीं है, और यह आखिरी कोशिश थी। कृपया नया कोड मँगाएँ।',
  phone_is_sign_in: 'आप इसी नंबर से साइन इन करते हैं। इसे बदलने के लिए नए नंबर की पुष्टि कोड से करें।',
  code_expired: 'इस कोड की समय-सीमा खत्म हो गई है या यह इस्तेमाल हो चुका है। कृपया नया कोड मँगाएँ।',
  number_taken: 'यह नंबर किसी दूसरे Koolers खाते पर पुष्ट है। उसी खाते में इस नंबर से साइन इन करें।',
  not_your_number: 'वह फ़ोन नंबर डालें जिससे आप साइन इन करते हैं।',
  no_phone: 'पहले अपने खाते में फ़ोन नंबर जोड़ें।',
  invalid_body: 'अनुरोध सही नहीं है।',

  too_many_attempts: 'बहुत ज़्यादा कोशिशें हो गईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'too_many_attempts.password': 'बहुत बार गलत पासवर्ड डाला गया। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'too_many_attempts.login': 'लॉग इन की बहुत ज़्यादा कोशिशें हो गईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'too_many_downloads.invoice': 'बहुत ज़्यादा डाउनलोड हो गए। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  'too_many_downloads.personal_data': 'आपने थोड़े समय में कई बार अपना डेटा डाउनलोड किया है। कृपया एक घंटे बाद फिर से कोशिश करें।',
  too_many_orders: 'आपने थोड़े समय में कई ऑर्डर दिए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  too_many_resets: 'पासवर्ड बदलने के बहुत ज़्यादा अनुरोध हो गए। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  too_many_registrations: 'साइन अप की बहुत ज़्यादा कोशिशें हो गईं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  too_many_guests: 'थोड़े समय में बहुत ज़्यादा चेकआउट शुरू किए गए। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  too_many_requests: 'आपने थोड़े समय में कोको क्लब के कई अनुरोध भेजे हैं। कृपया कुछ देर रुककर फिर से कोशिश करें।',
  'too_many_codes.promotion': 'आपने थोड़े समय में कई प्रोमो कोड आज़माए हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',
  'too_many_codes.phone': 'इस नंबर के लिए बहुत ज़्यादा कोड भेजे जा चुके हैं। कृपया एक घंटे बाद फिर से कोशिश करें।',
  too_many_messages: 'आपने थोड़े समय में कई संदेश भेजे हैं। कृपया कुछ मिनट रुककर फिर से कोशिश करें।',

  bad_quantity: (p) => `${p.item} की मात्रा कम से कम 1 की पूरी संख्या होनी चाहिए।`,
  unknown_size: (p) => `कृपया ${p.item} का साइज़ चुनें (${p.sizes.join(', ')})।`,
  'unknown_item.no_price': (p) => `${p.item} की कीमत अभी तय नहीं है। कृपया बाद में फिर से कोशिश करें।`,
  'unknown_item.no_longer_sold': (p) => `हम अब “${p.item}” नहीं बेचते। कृपया इसे अपने कार्ट से हटा दें।`,
  'sold_out.item': (p) => `${p.size ? `${p.name} (${p.size})` : p.name} आज बिक चुका है। कृपया इसे अपने कार्ट से हटा दें।`,
  'sold_out.lines': (p) => `आपके कार्ट की ${p.count} चीज़ें आज डिलीवर नहीं हो सकतीं। कृपया उन्हें हटा दें।`,
  too_many: (p) => `एक ऑर्डर में ${p.item} ज़्यादा से ज़्यादा ${p.most} ले सकते हैं। थोक ऑर्डर के लिए कृपया हमसे संपर्क करें।`,
  catalog_unavailable: 'हमारी कीमतों की सूची अभी उपलब्ध नहीं है। कृपया एक मिनट बाद फिर से कोशिश करें।',
  'pincode_required.address': 'कृपया अपना 6 अंकों का पिनकोड जोड़ें, ताकि हम देख सकें कि हम आप तक डिलीवरी करते हैं।',
  'pincode_required.position': 'कृपया अपना 6 अंकों का पिनकोड डालें: हम डिलीवरी पिनकोड से जाँचते हैं।',
  'delivery_check.available': 'डिलीवरी उपलब्ध है',
  'delivery_check.available_to': (p) => `${areaWords(p.area)} पर डिलीवरी उपलब्ध है`,
  'outside_delivery_area.pincode': (p) => `माफ़ कीजिए, हम अभी पिनकोड ${p.pincode} पर डिलीवरी नहीं करते। ${whereWeDeliver(p.deliverTo)}`,
  'outside_delivery_area.position': (p) =>
    `माफ़ कीजिए, हम अभी वहाँ डिलीवरी नहीं करते: आप ${areaWords(p.nearest)} से ${p.km} किमी दूर हैं, जो हमारा सबसे नज़दीकी डिलीवरी क्षेत्र है। ${whereWeDeliver(p.deliverTo)}`,
  'delivery_promise.day': (p) => day(p.date, p.today),
  'delivery_promise.arrives': (p) => `${day(p.date, p.today)} ${clockWords(p.time)} तक पहुँच जाएगा`,
  'delivery_promise.next': (p) => `${closedNow(p.closedNow)}अगली डिलीवरी: ${offer(p.next, p.today)}`,
  'delivery_promise.none': (p) => `${closedNow(p.closedNow)}अगले कुछ दिनों में डिलीवरी का कोई समय खाली नहीं है।`,
  'delivery_promise.order': (p) => {
    if (p.kind === 'slot') return `${shortDate(p.date, 'hi-IN')}, ${slotLabel(p.starts, p.ends)}`;
    const at = inIndiaAt(p.by);
    return `जितनी जल्दी हो सके, ${clockWords(at.time)} तक (${shortDate(at.date, 'hi-IN')})`;
  },
  no_such_slot: 'कृपया सूची में से डिलीवरी का समय चुनें।',
  slot_full: (p) =>
    `माफ़ कीजिए, ${askedSlot(p)} का स्लॉट अब भर गया है।${p.next ? ` अगला स्लॉट ${offer(p.next, p.today)} है।` : ' कृपया कोई और दिन चुनें।'}`,
  slot_closed: (p) =>
    `माफ़ कीजिए, ${askedSlot(p)} के स्लॉट के ऑर्डर बंद हो गए हैं।${p.next ? ` अगला स्लॉट ${offer(p.next, p.today)} है।` : ' कृपया कोई और दिन चुनें।'}`,
  asap_unavailable: (p) =>
    `हम अभी तुरंत डिलीवरी नहीं कर सकते।${p.next ? ` अगली डिलीवरी ${offer(p.next, p.today)} है।` : ' कृपया बाद में फिर से कोशिश करें।'}`,
  cod_refused: ({ refusal }) => {
    switch (refusal.reason) {
      case 'blocked':
        return 'इस ऑर्डर के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।';
      case 'pincode':
        return `पिनकोड ${refusal.pincode} के लिए कैश ऑन डिलीवरी उपलब्ध नहीं है। कृपया ऑनलाइन भुगतान करें।`;
      case 'ceiling':
        return `कैश ऑन डिलीवरी ${formatWholeRupees(refusal.ceilingPaise)} तक के ऑर्डर पर ही है। कृपया ऑनलाइन भुगतान करें।`;
    }
  },
  'promotion_kept.saves_more': 'आपकी कोको क्लब छूट से ज़्यादा बचत होती है, इसलिए हमने इस कोड की जगह वही लगाई है।',
  'promotion_kept.same': 'बचत बराबर है: हमने आपकी कोको क्लब छूट रखी है, और आपका कोड इस्तेमाल नहीं हुआ।',
  promotion_refused: ({ reason, minimumPaise }) => {
    switch (reason) {
      case 'unknown':
        return 'हम इस कोड को नहीं पहचानते। कृपया उसकी स्पेलिंग जाँचें।';
      case 'paused':
        return 'यह कोड अभी इस्तेमाल नहीं किया जा सकता।';
      case 'not_yet_valid':
        return 'यह कोड अभी शुरू नहीं हुआ है।';
      case 'expired':
        return 'इस कोड की समय-सीमा खत्म हो गई है।';
      case 'used_up':
        return 'यह कोड पूरा इस्तेमाल हो चुका है।';
      case 'already_used':
        return 'आप यह कोड पहले ही इस्तेमाल कर चुके हैं।';
      case 'first_order_only':
        return 'यह कोड सिर्फ़ पहले ऑर्डर के लिए है।';
      case 'not_for_these_products':
        return 'यह कोड आपके कार्ट की चीज़ों पर लागू नहीं होता।';
      case 'minimum_not_reached':
        return `इस कोड के लिए कम से कम ${formatPaise(minimumPaise ?? 0)} का ऑर्डर चाहिए।`;
    }
  },
  'invalid_request.attempt': 'यह चेकआउट मान्य नहीं है। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  attempt_in_progress: 'आपका ऑर्डर अभी दिया जा रहा है। कृपया थोड़ा रुककर फिर से कोशिश करें।',
  attempt_reused: 'ऑर्डर देते समय आपका कार्ट या विवरण बदल गया। कृपया अपना ऑर्डर जाँचकर फिर से कोशिश करें।',
  'payment_unavailable.checkout': 'भुगतान नहीं हो सका। कृपया फिर से कोशिश करें।',
  'payment_unavailable.verification': 'भुगतान की जाँच नहीं हो सकी। कृपया फिर से कोशिश करें।',
  payment_pending: 'आपका बैंक अभी आपके भुगतान की पुष्टि कर रहा है। पुष्टि होते ही हम आपको ईमेल करेंगे, और तब तक आपका ऑर्डर सुरक्षित रहेगा।',
  cash_on_delivery: 'यह कैश ऑन डिलीवरी ऑर्डर है: आप सामान आने पर भुगतान करेंगे, ऑनलाइन कुछ नहीं देना है।',
  order_cancelled: 'यह ऑर्डर रद्द हो चुका है, इसलिए इसका भुगतान नहीं हो सकता। कृपया नया ऑर्डर दें।',
  'link_invalid.cod': 'यह लिंक मान्य नहीं है। कृपया अपने SMS वाला लिंक इस्तेमाल करें, या ऑर्डर की पुष्टि के लिए हमें फ़ोन करें।',
  'link_expired.cod': 'इस लिंक की समय-सीमा खत्म हो गई है। ऑर्डर की पुष्टि करने या उसे रद्द करने के लिए कृपया हमें फ़ोन करें।',

  not_in_wishlist: 'यह प्रोडक्ट आपकी विशलिस्ट में नहीं है।',
  wishlist_full: (p) => `आपकी विशलिस्ट भर गई है (${p.limit} प्रोडक्ट)। कृपया पहले कुछ हटाएँ।`,
  order_in_progress:
    'आपका एक ऑर्डर अभी पूरा नहीं हुआ है। उसकी डिलीवरी होने या उसके रद्द होने के बाद आप अपना खाता हटा सकते हैं; जल्दी चाहिए तो हमें फ़ोन करें।',

  upi_reference_taken: 'यह UPI रेफ़रेंस किसी दूसरे कोको क्लब अनुरोध के साथ पहले ही भेजा जा चुका है। कृपया अपने UPI ऐप में दिखा नंबर जाँचें, या हमें फ़ोन करें।',
  'payment_unavailable.club': 'माफ़ कीजिए! कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',

  invalid_amount: (p) => `आप ₹0.01 से ${formatPaise(p.refundablePaise)} तक रिफ़ंड कर सकते हैं।`,

  pdf_not_ready: 'आपका बिल तैयार हो रहा है। कृपया एक मिनट बाद फिर से कोशिश करें।',

  'link_invalid.review': 'समीक्षा का यह लिंक मान्य नहीं है। कृपया अपने डिलीवरी ईमेल वाला लिंक इस्तेमाल करें।',
  'link_expired.review': 'समीक्षा के इस लिंक की समय-सीमा खत्म हो गई है: यह लिंक डिलीवरी के बाद 30 दिन तक चलता है।',
  not_delivered: 'इस ऑर्डर की डिलीवरी अभी नहीं हुई है: सामान आने के बाद आप समीक्षा लिख सकते हैं।',
  not_in_order: 'यह चीज़ इस ऑर्डर में नहीं है।',
  already_reviewed: 'आप इस ऑर्डर की इस चीज़ की समीक्षा पहले ही लिख चुके हैं।',
  photo_already: 'इस समीक्षा में पहले से एक फ़ोटो है।',
  photo_too_large: 'कृपया 8 MB से छोटी फ़ोटो चुनें।',
  not_a_picture: 'कृपया JPEG, PNG या WebP फ़ोटो चुनें।',

  forbidden_origin: 'यह अनुरोध दुकान के अपने पेजों से ही आना चाहिए।',

  'bad_request.json': 'अनुरोध का डेटा सही JSON नहीं है।',
  too_large: 'अनुरोध का डेटा बहुत बड़ा है।',
  unsupported_encoding: 'अनुरोध का डेटा UTF-8 में JSON होना चाहिए, बिना कंप्रेशन या gzip में।',
  'bad_request.aborted': 'अनुरोध का डेटा आने से पहले ही अनुरोध खत्म हो गया।',
  'bad_request.length': 'अनुरोध का डेटा उसकी Content-Length से मेल नहीं खाता।',
  'bad_request.address': 'यह पता मान्य नहीं है।',
  'bad_request.unreadable': 'अनुरोध पढ़ा नहीं जा सका।',
  internal: 'हमारी तरफ़ से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
};
