import { moneyOnCancellation, type OrderMoney } from '../order-money.ts';
import { pageWords } from '../words/index.ts';
import { deliveryStatusIn, orders, paymentStatusIn } from '../words/orders.ts';
import { ENGLISH_ONLY } from './english-only.ts';
import type { EmailCatalogue } from './types.ts';

/**
 * The emails in Hindi, for orders placed from the shop's Hindi pages. What only the shop's staff
 * read stays English (the desk is in English): those entries name the English one, so leaving one
 * out still fails `tsc`.
 */
export const hi: EmailCatalogue = {
  ...ENGLISH_ONLY,
  greeting: (p) => `नमस्ते ${p.name},`,
  'signature.team': '— टीम Koolers',
  'signature.tagline': 'नवी मुंबई से ताज़ा नारियल ड्रिंक्स',
  footer: 'Koolers · नवी मुंबई से ताज़ा नारियल ड्रिंक्स',

  'order.item': 'सामान',
  'order.quantity': 'मात्रा',
  'order.price': 'दाम',
  'order.amount': 'रकम',
  'order.subtotal': 'उप-योग',
  'order.delivery': 'डिलीवरी',
  'order.free': 'मुफ़्त',
  'order.cod_fee': 'कैश ऑन डिलीवरी शुल्क',
  'order.discount': 'छूट',
  'order.member_discount': 'कोको क्लब छूट',
  'order.code_discount': (p) => `कोड ${p.code}`,
  'order.total': 'कुल',
  'order.arrives': 'कब पहुँचेगा',
  'order.delivery_address': 'डिलीवरी का पता',
  'order.delivering_to': 'डिलीवरी का पता',
  'order.see_it': 'अपना ऑर्डर, उसका भुगतान और वह कहाँ है, कभी भी यहाँ देखें:',
  'order.see_it_button': 'अपना ऑर्डर देखें',
  'order.cash_ready': (p) => `कृपया ${p.total} तैयार रखें: ड्रिंक्स पहुँचने पर आप नकद भुगतान करेंगे।`,
  'order.paid_already': 'अगर आप भुगतान कर चुके हैं, तो कुछ करने की ज़रूरत नहीं: Razorpay के पुष्टि करते ही हम आपको ईमेल करेंगे।',
  'order.reason': (p) => `कारण: ${p.reason}`,

  'placed.cod_subject': (p) => `आपका Koolers ऑर्डर ${p.order} दर्ज हो गया है`,
  'placed.cod_heading': 'आपके ऑर्डर के लिए धन्यवाद!',
  'placed.cod_lead': (p) => `Koolers से ऑर्डर करने के लिए धन्यवाद! हमें आपका ऑर्डर ${p.order} मिल गया है।`,
  'placed.online_subject': (p) => `आपका Koolers ऑर्डर ${p.order} भुगतान की प्रतीक्षा में है`,
  'placed.online_heading': 'आपका ऑर्डर भुगतान की प्रतीक्षा में है',
  'placed.online_lead': (p) =>
    `हमने आपका ऑर्डर ${p.order} सहेज लिया है। यह ${p.total} के भुगतान की प्रतीक्षा में है: ${p.minutes} मिनट के भीतर इसके पेज से भुगतान करें, वरना यह रद्द हो जाएगा।`,
  'placed.online_paid_already':
    'अगर आप भुगतान कर चुके हैं, तो कुछ करने की ज़रूरत नहीं: Razorpay के पुष्टि करते ही हम आपको ईमेल करेंगे और आपकी ड्रिंक्स बनाना शुरू कर देंगे।',

  'reminder.subject': (p) => `Koolers ऑर्डर ${p.order} का भुगतान पूरा करें`,
  'reminder.heading': 'अपना भुगतान पूरा करें',
  'reminder.lead': (p) =>
    `आपका ऑर्डर ${p.order} अब भी ${p.total} के भुगतान की प्रतीक्षा में है। भुगतान न होने पर, ऑर्डर देने के ${p.minutes} मिनट बाद यह रद्द हो जाएगा।`,
  'reminder.pay_here': 'यहाँ भुगतान करें:',
  'reminder.button': 'अभी भुगतान करें',

  'paid.subject': (p) => `आपके Koolers ऑर्डर ${p.order} का भुगतान मिल गया`,
  'paid.heading': 'भुगतान मिल गया, धन्यवाद!',
  'paid.lead': (p) =>
    `हमें ऑर्डर ${p.order} के लिए आपका ${p.total} का भुगतान मिल गया है। आपकी नारियल ड्रिंक्स ताज़ा तैयार हो रही हैं और जल्द ही रवाना होंगी।`,

  standing: (p) => `भुगतान: ${paymentStatusIn(orders.hi, p.payment)}। डिलीवरी: ${deliveryStatusIn(orders.hi, p.delivery)}।`,

  'confirmed.subject': (p) => `आपके Koolers ऑर्डर ${p.order} की पुष्टि हो गई`,
  'confirmed.heading': 'आपके ऑर्डर की पुष्टि हो गई',
  'confirmed.lead': (p) => `खुशखबरी: हमने आपके ऑर्डर ${p.order} की पुष्टि कर दी है और आपकी ड्रिंक्स ताज़ा तैयार कर रहे हैं।`,
  'confirmed.paid': (p) => `आपका ${p.total} का भुगतान मिल गया है।`,

  'out_for_delivery.subject': (p) => `आपका Koolers ऑर्डर ${p.order} रास्ते में है`,
  'out_for_delivery.heading': 'आपका ऑर्डर रास्ते में है',
  'out_for_delivery.lead': (p) => `आपका ऑर्डर ${p.order} हमारी रसोई से निकल चुका है और जल्द ही आप तक पहुँचेगा।`,
  'out_for_delivery.cash': (p) => `कृपया डिलीवरी करने वाले के लिए ${p.total} तैयार रखें।`,
  'out_for_delivery.paid': 'इसका भुगतान हो चुका है: दरवाज़े पर कुछ नहीं देना है।',

  'slot_moved.subject': (p) => `आपका Koolers ऑर्डर ${p.order} अब पहुँचेगा: ${p.arrives}`,
  'slot_moved.heading': 'आपकी डिलीवरी का समय बदल गया है',
  'slot_moved.lead': (p) => `हमने आपके ऑर्डर ${p.order} की डिलीवरी का समय बदला है। अब यह पहुँचेगा: ${p.arrives}।`,
  'slot_moved.other_time': 'अगर यह समय आपके लिए ठीक नहीं है, तो इस ईमेल का जवाब दें या हमें फ़ोन करें, हम दूसरा समय तय कर देंगे।',

  'delivered.subject': (p) => `आपका Koolers ऑर्डर ${p.order} पहुँचा दिया गया`,
  'delivered.heading': 'आपका ऑर्डर पहुँचा दिया गया',
  'delivered.lead': (p) => `आपका ऑर्डर ${p.order} पहुँचा दिया गया। उम्मीद है आपको ड्रिंक्स पसंद आएँगी।`,
  'delivered.review': 'आपकी ड्रिंक्स कैसी थीं? उनकी समीक्षा लिखें (लिंक 30 दिन तक चलेगा):',
  'delivered.buy_again': (p) => `फिर से खरीदें: ${p.link}`,

  'cancelled.subject': (p) => `आपका Koolers ऑर्डर ${p.order} रद्द हो गया`,
  'cancelled.heading': 'आपका ऑर्डर रद्द हो गया',
  'cancelled.lead': (p) => `हमें खेद है: Koolers ने आपका ऑर्डर ${p.order} रद्द कर दिया है।`,
  'cancelled.money': (p: OrderMoney) => moneyOnCancellation(p, pageWords('hi', 'checkout').checkout),
  'cancelled.questions': 'कोई सवाल? बस इस ईमेल का जवाब दें।',

  'refunded.subject': (p) => `आपके Koolers ऑर्डर ${p.order} का रिफ़ंड`,
  'refunded.heading': 'आपका रिफ़ंड आ रहा है',
  'refunded.in_full': (p) => `हमने ऑर्डर ${p.order} के लिए आपका ${p.amount} का पूरा भुगतान वापस कर दिया है।`,
  'refunded.in_part': (p) => `हमने ऑर्डर ${p.order} के लिए आपके भुगतान में से ${p.amount} वापस कर दिए हैं।`,
  'refunded.when': 'Razorpay ने इसे प्रोसेस कर दिया है; बैंक आम तौर पर 5–7 कामकाजी दिनों में इसे आपके खाते में दिखा देते हैं।',

  'invoice.subject': (p) => `ऑर्डर ${p.order} का आपका टैक्स इनवॉइस ${p.invoice}`,
  'invoice.heading': 'आपका टैक्स इनवॉइस',
  'invoice.cod_thanks': (p) => `अपने ऑर्डर ${p.order} के लिए ${p.total} का भुगतान करने के लिए धन्यवाद: यह पहुँचा दिया गया है।`,
  'invoice.paid_thanks': (p) => `अपने ऑर्डर ${p.order} के लिए ${p.total} का भुगतान करने के लिए धन्यवाद।`,
  'invoice.attached': (p) => `आपका टैक्स इनवॉइस ${p.invoice} साथ में जुड़ा है, और आप इसे कभी भी अपने ऑर्डर इतिहास से डाउनलोड कर सकते हैं।`,

  'reset.subject': 'अपना Koolers पासवर्ड बदलें',
  'reset.heading': 'अपना पासवर्ड बदलें',
  'reset.why': 'किसी ने, शायद आपने, आपके Koolers खाते का पासवर्ड बदलने को कहा है।',
  'reset.choose_here': 'नया पासवर्ड यहाँ चुनें:',
  'reset.button': 'नया पासवर्ड चुनें',
  'reset.or_open': 'या यह पता खोलें:',
  'reset.validity': (p) => `यह लिंक एक ही बार, ${p.minutes} मिनट तक चलेगा।`,
  'reset.ignore': 'अगर आपने यह नहीं माँगा, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड वैसा ही रहेगा।',

  'password_changed.subject': 'आपका Koolers पासवर्ड बदल गया',
  'password_changed.heading': 'आपका पासवर्ड बदल गया',
  'password_changed.reset': 'आपके Koolers खाते का पासवर्ड रीसेट किया गया, और जिन भी डिवाइस पर आप लॉग इन थे, उन सब से लॉग आउट कर दिया गया है।',
  'password_changed.changed': 'आपके Koolers खाते का पासवर्ड बदला गया, और आपके दूसरे डिवाइस से लॉग आउट कर दिया गया है।',
  'password_changed.not_you': 'अगर यह आपने नहीं किया, तो कृपया तुरंत अपना पासवर्ड रीसेट करें और इस ईमेल का जवाब देकर हमें बताएँ।',

  'account_deleted.subject': 'आपका Koolers खाता हटा दिया गया है',
  'account_deleted.heading': 'आपका खाता हटा दिया गया है',
  'account_deleted.erased':
    'आपके कहने पर हमने आपका Koolers खाता हटा दिया है: आपका नाम, ईमेल पता, फ़ोन नंबर, डिलीवरी के पते, विशलिस्ट, कोको क्लब की जानकारी और लॉग इन रहते हुए भेजे गए संदेश मिटा दिए गए हैं, और आपको हर जगह से लॉग आउट कर दिया गया है।',
  'account_deleted.kept': (p) =>
    `कानून के अनुसार हमें अपने हिसाब-किताब के लिए आपके ${p.orders === 1 ? 'ऑर्डर' : `${p.orders} ऑर्डरों`} का रिकॉर्ड (क्या खरीदा गया, कब, और कितना भुगतान हुआ) रखना होता है; उनमें अब आपका नाम या आपसे संपर्क का कोई तरीका नहीं है।`,
  'account_deleted.invoices':
    'केवल उनके लिए जारी टैक्स इनवॉइस और क्रेडिट नोट पर वही नाम और डिलीवरी पता बिना बदलाव के रहेगा जिसके नाम वे बने थे, उन छह सालों तक जितना GST कानून उन्हें रखने को कहता है।',
  'account_deleted.last': 'यह आखिरी ईमेल है जो हम आपको भेज रहे हैं। नए खाते के साथ आपका कभी भी फिर से स्वागत है।',

  'club_requested.subject': 'कोको क्लब से जुड़ने के लिए धन्यवाद!',
  'club_requested.thanks': 'सदस्यता लेने के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
  'club_requested.checking': (p) =>
    `हम कोको क्लब के लिए आपके ${p.amount} के UPI भुगतान की जाँच कर रहे हैं${p.reference ? ` (UPI संदर्भ ${p.reference})` : ''}।`,
  'club_requested.number': 'आपका अनुरोध नंबर',
  'club_requested.after': 'जैसे ही हमें आपका भुगतान दिखेगा, हम आपकी सदस्यता शुरू करके आपको फिर से लिखेंगे। दोबारा भुगतान करने की ज़रूरत नहीं है।',

  'club_joined.subject': 'कोको क्लब में स्वागत है: आपकी सदस्यता शुरू हो गई है',
  'club_joined.heading': 'कोको क्लब में स्वागत है!',
  'club_joined.until': (p) => `आपकी सदस्यता ${p.date} तक चालू है।`,
  'club_joined.active': 'आपकी सदस्यता अब चालू है।',
  'club_joined.received': (p) => `हमें आपका ${p.amount} का भुगतान मिल गया है।`,
  'club_joined.perks': 'सीधे नवी मुंबई से आई ताज़ा नारियल ड्रिंक्स पर अपनी सदस्य छूट का आनंद लें।',
  'club_joined.number': 'सदस्यता नंबर',
  'club_joined.a_year': 'आज से एक साल',

  'club_renewing.subject': (p) => `आपकी कोको क्लब सदस्यता खत्म हो रही है: ${p.until}`,
  'club_renewing.heading': 'आपका कोको क्लब साल खत्म हो रहा है',
  'club_renewing.soon': 'जल्द',
  'club_renewing.ends': (p) => `आपकी कोको क्लब सदस्यता ${p.number} खत्म हो रही है: ${p.until}।`,
  'club_renewing.renew':
    'अपनी सदस्य छूट बनाए रखने के लिए अभी रिन्यू करें: आपका नया साल इस साल के खत्म होने के दिन से शुरू होगा, इसलिए एक भी दिन नहीं जाएगा।',
  'club_renewing.renew_label': 'रिन्यू करें',
  'club_renewing.link': 'कोको क्लब रिन्यू करें',

  // To the shop and its staff: English.
};
