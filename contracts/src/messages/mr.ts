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
 * The API's error messages in Marathi, for requests from the shop's Marathi pages. What only staff read
 * (the order desk, its sign-in) and what only other services read (webhooks) stays English: the desk
 * is in English. Those entries name the English one, so leaving one out still fails `tsc`.
 */
const areaWords = (area: AreaWeServe) => (area.places.length ? `${area.places.join(', ')} (${area.pincode})` : `पिनकोड ${area.pincode}`);

function whereWeDeliver({ named, more }: PlacesWeServe): string {
  const places = named.map((place) => (typeof place === 'string' ? place : `पिनकोड ${place.pincode}`));
  if (places.length === 0) return '';
  const last = more > 0 ? `${more} इतर भाग` : places.pop();
  return `आम्ही या भागांत डिलिव्हरी करतो: ${places.length ? `${places.join(', ')} आणि ${last}` : last}.`;
}

const day = (date: string, today: string) => calendarDay(date, today, { today: 'आज', tomorrow: 'उद्या' }, 'mr-IN');
const offer = (next: NextOffer, today: string) => `${day(next.date, today)} ${next.label}`;
/** "उद्या 9–11 am", "बुध, 2 डिसें रोजी 4–6 pm". */
const askedSlot = (p: RefusedSlot) =>
  `${day(p.date, p.today)}${p.date === p.today || p.date === dayAfter(p.today) ? '' : ' रोजी'} ${p.slot}`;
const closedNow = (closed: boolean) => (closed ? 'आम्ही आत्ता बंद आहोत. ' : '');

export const mr: Catalogue = {
  ...ENGLISH_ONLY,
  'not_found.order': 'ऑर्डर सापडली नाही.',
  not_awaiting: (p) => `ऑर्डर ${p.number} पुष्टीची वाट पाहत नाही.`,
  'cod_answer.confirmed': (p) => `धन्यवाद. तुमची ऑर्डर ${p.number} पक्की झाली आहे: ती पोहोचेल तेव्हा कृपया रोख रक्कम तयार ठेवा.`,
  'cod_answer.cancelled': (p) => `तुमची ऑर्डर ${p.number} रद्द केली आहे. काहीही देणे बाकी नाही.`,
  'cod_answer.already_confirmed': (p) => `तुमची ऑर्डर ${p.number} आधीच पक्की झाली आहे.`,
  'cod_answer.already_cancelled': (p) => `तुमची ऑर्डर ${p.number} आधीच रद्द झाली आहे.`,
  'not_found.membership': 'अशी कोणतीही कोको क्लब सदस्यता नाही.',
  'not_found.item': 'ही वस्तू आमच्या यादीत नाही.',
  'not_found.document': 'बिल सापडले नाही.',
  'not_found.payment': 'पेमेंटची खात्री होऊ शकली नाही. कृपया आमच्याशी संपर्क साधा.',
  'not_found.club_payment': 'माफ करा! काहीतरी चुकले. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',

  not_logged_in: 'कृपया आधी लॉग इन करा.',
  email_taken: 'या ईमेलने आधीच एक खाते आहे. कृपया लॉग इन करा.',
  login_failed: 'लॉग इन होऊ शकले नाही! कृपया तुमचा ईमेल आणि पासवर्ड तपासा.',
  'wrong_password.current': 'तुमचा सध्याचा पासवर्ड बरोबर नाही.',
  'wrong_password.erasure': 'पासवर्ड बरोबर नाही.',
  reset_link_invalid: formRules.mr.resetLink,
  code_wrong: (p) =>
    p.triesLeft > 0
      ? `हा कोड बरोबर नाही. आणखी ${p.triesLeft} प्रयत्न बाकी.`
      : 'हा कोड बरोबर नाही, आणि हा शेवटचा प्रयत्न होता. कृपया नवीन कोड मागवा.',
  phone_is_sign_in: 'तुम्ही याच नंबरने साइन इन करता. तो बदलण्यासाठी नवीन नंबरची कोडने खात्री करा.',
  code_expired: 'या कोडची मुदत संपली आहे किंवा तो आधीच वापरला गेला आहे. कृपया नवीन कोड मागवा.',
  number_taken: 'हा नंबर दुसऱ्या Koolers खात्यावर पडताळलेला आहे. त्या खात्यात या नंबरने साइन इन करा.',
  not_your_number: 'ज्या फोन नंबरने तुम्ही साइन इन करता तो नंबर टाका.',
  no_phone: 'आधी तुमच्या खात्यात फोन नंबर जोडा.',
  invalid_body: 'विनंती बरोबर नाही.',

  too_many_attempts: 'खूप जास्त प्रयत्न झाले. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  'too_many_attempts.password': 'खूप वेळा चुकीचा पासवर्ड टाकला गेला. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  'too_many_attempts.login': 'लॉग इनचे खूप जास्त प्रयत्न झाले. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  'too_many_downloads.invoice': 'खूप जास्त डाउनलोड झाले. कृपया एक मिनिट थांबून पुन्हा प्रयत्न करा.',
  'too_many_downloads.personal_data': 'तुम्ही थोड्या वेळात अनेकदा तुमचा डेटा डाउनलोड केला आहे. कृपया एका तासाने पुन्हा प्रयत्न करा.',
  too_many_orders: 'तुम्ही थोड्या वेळात अनेक ऑर्डर दिल्या आहेत. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  too_many_resets: 'पासवर्ड बदलण्याच्या खूप जास्त विनंत्या झाल्या. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  too_many_registrations: 'साइन अपचे खूप जास्त प्रयत्न झाले. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  too_many_guests: 'थोड्या वेळात खूप जास्त चेकआउट सुरू केले गेले. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  too_many_requests: 'तुम्ही थोड्या वेळात कोको क्लबच्या अनेक विनंत्या पाठवल्या आहेत. कृपया थोडा वेळ थांबून पुन्हा प्रयत्न करा.',
  'too_many_codes.promotion': 'तुम्ही थोड्या वेळात अनेक प्रोमो कोड वापरून पाहिले आहेत. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',
  'too_many_codes.phone': 'या नंबरसाठी खूप जास्त कोड पाठवले गेले आहेत. कृपया एका तासाने पुन्हा प्रयत्न करा.',
  too_many_messages: 'तुम्ही थोड्या वेळात अनेक संदेश पाठवले आहेत. कृपया काही मिनिटे थांबून पुन्हा प्रयत्न करा.',

  bad_quantity: (p) => `${p.item} ची संख्या किमान 1 अशी पूर्ण संख्या असावी.`,
  unknown_size: (p) => `कृपया ${p.item} चा आकार निवडा (${p.sizes.join(', ')}).`,
  'unknown_item.no_price': (p) => `${p.item} ची किंमत अजून ठरलेली नाही. कृपया नंतर पुन्हा प्रयत्न करा.`,
  'unknown_item.no_longer_sold': (p) => `आम्ही आता “${p.item}” विकत नाही. कृपया ते तुमच्या कार्टमधून काढा.`,
  'sold_out.item': (p) => `${p.size ? `${p.name} (${p.size})` : p.name} आज संपले आहे. कृपया ते तुमच्या कार्टमधून काढा.`,
  'sold_out.lines': (p) => `तुमच्या कार्टमधील ${p.count} वस्तू आज डिलिव्हर होऊ शकत नाहीत. कृपया त्या काढा.`,
  too_many: (p) => `एका ऑर्डरमध्ये ${p.item} जास्तीत जास्त ${p.most} घेता येतात. घाऊक ऑर्डरसाठी कृपया आमच्याशी संपर्क साधा.`,
  catalog_unavailable: 'आमची किंमत-यादी सध्या उपलब्ध नाही. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.',
  'pincode_required.address': 'कृपया तुमचा 6 अंकी पिनकोड जोडा, म्हणजे आम्ही तुमच्यापर्यंत डिलिव्हरी करतो का ते तपासता येईल.',
  'pincode_required.position': 'कृपया तुमचा 6 अंकी पिनकोड टाका: आम्ही डिलिव्हरी पिनकोडवरून तपासतो.',
  'delivery_check.available': 'डिलिव्हरी उपलब्ध आहे',
  'delivery_check.available_to': (p) => `${areaWords(p.area)} येथे डिलिव्हरी उपलब्ध आहे`,
  'outside_delivery_area.pincode': (p) => `माफ करा, आम्ही अजून पिनकोड ${p.pincode} येथे डिलिव्हरी करत नाही. ${whereWeDeliver(p.deliverTo)}`,
  'outside_delivery_area.position': (p) =>
    `माफ करा, आम्ही अजून तिथे डिलिव्हरी करत नाही: तुम्ही ${areaWords(p.nearest)} पासून ${p.km} किमी अंतरावर आहात, हा आमचा सर्वात जवळचा डिलिव्हरी भाग आहे. ${whereWeDeliver(p.deliverTo)}`,
  'delivery_promise.day': (p) => day(p.date, p.today),
  'delivery_promise.arrives': (p) => `${day(p.date, p.today)} ${clockWords(p.time)} पर्यंत पोहोचेल`,
  'delivery_promise.next': (p) => `${closedNow(p.closedNow)}पुढची डिलिव्हरी: ${offer(p.next, p.today)}`,
  'delivery_promise.none': (p) => `${closedNow(p.closedNow)}पुढच्या काही दिवसांत डिलिव्हरीची एकही वेळ मोकळी नाही.`,
  'delivery_promise.order': (p) => {
    if (p.kind === 'slot') return `${shortDate(p.date, 'mr-IN')}, ${slotLabel(p.starts, p.ends)}`;
    const at = inIndiaAt(p.by);
    return `शक्य तितक्या लवकर, ${clockWords(at.time)} पर्यंत (${shortDate(at.date, 'mr-IN')})`;
  },
  no_such_slot: 'कृपया यादीतून डिलिव्हरीची वेळ निवडा.',
  slot_full: (p) =>
    `माफ करा, ${askedSlot(p)} चा स्लॉट आता भरला आहे.${p.next ? ` पुढचा स्लॉट ${offer(p.next, p.today)} आहे.` : ' कृपया दुसरा दिवस निवडा.'}`,
  slot_closed: (p) =>
    `माफ करा, ${askedSlot(p)} च्या स्लॉटसाठी ऑर्डर बंद झाल्या आहेत.${p.next ? ` पुढचा स्लॉट ${offer(p.next, p.today)} आहे.` : ' कृपया दुसरा दिवस निवडा.'}`,
  asap_unavailable: (p) =>
    `आम्ही आत्ता लगेच डिलिव्हरी करू शकत नाही.${p.next ? ` पुढची डिलिव्हरी ${offer(p.next, p.today)} आहे.` : ' कृपया नंतर पुन्हा प्रयत्न करा.'}`,
  cod_refused: ({ refusal }) => {
    switch (refusal.reason) {
      case 'blocked':
        return 'या ऑर्डरसाठी कॅश ऑन डिलिव्हरी उपलब्ध नाही. कृपया ऑनलाइन पेमेंट करा.';
      case 'pincode':
        return `पिनकोड ${refusal.pincode} साठी कॅश ऑन डिलिव्हरी उपलब्ध नाही. कृपया ऑनलाइन पेमेंट करा.`;
      case 'ceiling':
        return `कॅश ऑन डिलिव्हरी फक्त ${formatWholeRupees(refusal.ceilingPaise)} पर्यंतच्या ऑर्डरसाठी आहे. कृपया ऑनलाइन पेमेंट करा.`;
    }
  },
  'promotion_kept.saves_more': 'तुमच्या कोको क्लब सवलतीत जास्त बचत होते, म्हणून आम्ही या कोडऐवजी तीच लावली आहे.',
  'promotion_kept.same': 'बचत सारखीच आहे: आम्ही तुमची कोको क्लब सवलत ठेवली आहे, आणि तुमचा कोड वापरला गेला नाही.',
  promotion_refused: ({ reason, minimumPaise }) => {
    switch (reason) {
      case 'unknown':
        return 'हा कोड आम्हाला ओळखता आला नाही. कृपया त्याचे स्पेलिंग तपासा.';
      case 'paused':
        return 'हा कोड सध्या वापरता येणार नाही.';
      case 'not_yet_valid':
        return 'हा कोड अजून सुरू झालेला नाही.';
      case 'expired':
        return 'या कोडची मुदत संपली आहे.';
      case 'used_up':
        return 'हा कोड पूर्ण वापरला गेला आहे.';
      case 'already_used':
        return 'तुम्ही हा कोड आधीच वापरला आहे.';
      case 'first_order_only':
        return 'हा कोड फक्त पहिल्या ऑर्डरसाठी आहे.';
      case 'not_for_these_products':
        return 'हा कोड तुमच्या कार्टमधील वस्तूंसाठी नाही.';
      case 'minimum_not_reached':
        return `या कोडसाठी किमान ${formatPaise(minimumPaise ?? 0)} ची ऑर्डर हवी.`;
    }
  },
  'invalid_request.attempt': 'हा चेकआउट वैध नाही. कृपया पेज रिफ्रेश करून पुन्हा प्रयत्न करा.',
  attempt_in_progress: 'तुमची ऑर्डर अजून दिली जात आहे. कृपया थोडे थांबून पुन्हा प्रयत्न करा.',
  attempt_reused: 'ऑर्डर देताना तुमचे कार्ट किंवा तपशील बदलले. कृपया तुमची ऑर्डर तपासून पुन्हा प्रयत्न करा.',
  'payment_unavailable.checkout': 'पेमेंट होऊ शकले नाही. कृपया पुन्हा प्रयत्न करा.',
  'payment_unavailable.verification': 'पेमेंटची तपासणी होऊ शकली नाही. कृपया पुन्हा प्रयत्न करा.',
  payment_pending: 'तुमची बँक अजून तुमच्या पेमेंटची खात्री करत आहे. खात्री होताच आम्ही तुम्हाला ईमेल करू, आणि तोपर्यंत तुमची ऑर्डर राखून ठेवली जाईल.',
  cash_on_delivery: 'ही कॅश ऑन डिलिव्हरी ऑर्डर आहे: माल आल्यावर तुम्ही पैसे द्याल, ऑनलाइन काहीही भरायचे नाही.',
  order_cancelled: 'ही ऑर्डर रद्द झाली आहे, त्यामुळे तिचे पेमेंट करता येणार नाही. कृपया नवीन ऑर्डर द्या.',
  'link_invalid.cod': 'ही लिंक वैध नाही. कृपया तुमच्या SMS मधील लिंक वापरा, किंवा ऑर्डरची खात्री करण्यासाठी आम्हाला फोन करा.',
  'link_expired.cod': 'या लिंकची मुदत संपली आहे. ऑर्डरची खात्री करण्यासाठी किंवा ती रद्द करण्यासाठी कृपया आम्हाला फोन करा.',

  not_in_wishlist: 'हे उत्पादन तुमच्या विशलिस्टमध्ये नाही.',
  wishlist_full: (p) => `तुमची विशलिस्ट भरली आहे (${p.limit} उत्पादने). कृपया आधी काहीतरी काढा.`,
  order_in_progress:
    'तुमची एक ऑर्डर अजून पूर्ण झालेली नाही. तिची डिलिव्हरी झाल्यावर किंवा ती रद्द झाल्यावर तुम्ही तुमचे खाते हटवू शकता; लवकर हवे असल्यास आम्हाला फोन करा.',

  upi_reference_taken:
    'हा UPI रेफरन्स दुसऱ्या कोको क्लब विनंतीसोबत आधीच पाठवला गेला आहे. कृपया तुमच्या UPI ॲपमध्ये दिसणारा नंबर तपासा, किंवा आम्हाला फोन करा.',
  'payment_unavailable.club': 'माफ करा! काहीतरी चुकले. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',

  invalid_amount: (p) => `तुम्ही ₹0.01 ते ${formatPaise(p.refundablePaise)} पर्यंत रिफंड करू शकता.`,

  pdf_not_ready: 'तुमचे बिल तयार होत आहे. कृपया एका मिनिटाने पुन्हा प्रयत्न करा.',

  'link_invalid.review': 'अभिप्रायाची ही लिंक वैध नाही. कृपया तुमच्या डिलिव्हरी ईमेलमधील लिंक वापरा.',
  'link_expired.review': 'अभिप्रायाच्या या लिंकची मुदत संपली आहे: ही लिंक डिलिव्हरीनंतर 30 दिवस चालते.',
  not_delivered: 'या ऑर्डरची डिलिव्हरी अजून झालेली नाही: माल आल्यानंतर तुम्ही अभिप्राय देऊ शकता.',
  not_in_order: 'ही वस्तू या ऑर्डरमध्ये नाही.',
  already_reviewed: 'या ऑर्डरमधील या वस्तूचा अभिप्राय तुम्ही आधीच दिला आहे.',
  photo_already: 'या अभिप्रायात आधीच एक फोटो आहे.',
  photo_too_large: 'कृपया 8 MB पेक्षा लहान फोटो निवडा.',
  not_a_picture: 'कृपया JPEG, PNG किंवा WebP फोटो निवडा.',

  forbidden_origin: 'ही विनंती दुकानाच्या स्वतःच्या पेजवरूनच यायला हवी.',

  'bad_request.json': 'विनंतीचा डेटा योग्य JSON नाही.',
  too_large: 'विनंतीचा डेटा खूप मोठा आहे.',
  unsupported_encoding: 'विनंतीचा डेटा UTF-8 मधील JSON असावा, कॉम्प्रेस न केलेला किंवा gzip मध्ये.',
  'bad_request.aborted': 'विनंतीचा डेटा येण्याआधीच विनंती संपली.',
  'bad_request.length': 'विनंतीचा डेटा तिच्या Content-Length शी जुळत नाही.',
  'bad_request.address': 'हा पत्ता वैध नाही.',
  'bad_request.unreadable': 'विनंती वाचता आली नाही.',
  internal: 'आमच्याकडून काहीतरी चुकले. कृपया पुन्हा प्रयत्न करा.',
};
