import { moneyOnCancellation, type OrderMoney } from '../order-money.ts';
import { pageWords } from '../words/index.ts';
import { deliveryStatusIn, orders, paymentStatusIn } from '../words/orders.ts';
import { ENGLISH_ONLY } from './english-only.ts';
import type { EmailCatalogue } from './types.ts';

/**
 * The emails in Marathi, for orders placed from the shop's Marathi pages. What only the shop's
 * staff read stays English (the desk is in English): those entries name the English one, so leaving
 * one out still fails `tsc`.
 */
export const mr: EmailCatalogue = {
  ...ENGLISH_ONLY,
  greeting: (p) => `नमस्कार ${p.name},`,
  'signature.team': '— टीम Koolers',
  'signature.tagline': 'नवी मुंबईहून ताजी नारळ पेये',
  footer: 'Koolers · नवी मुंबईहून ताजी नारळ पेये',

  'order.item': 'वस्तू',
  'order.quantity': 'संख्या',
  'order.price': 'किंमत',
  'order.amount': 'रक्कम',
  'order.subtotal': 'उप-एकूण',
  'order.delivery': 'डिलिव्हरी',
  'order.free': 'मोफत',
  'order.cod_fee': 'कॅश ऑन डिलिव्हरी शुल्क',
  'order.discount': 'सवलत',
  'order.member_discount': 'कोको क्लब सवलत',
  'order.code_discount': (p) => `कोड ${p.code}`,
  'order.total': 'एकूण',
  'order.arrives': 'कधी पोहोचेल',
  'order.delivery_address': 'डिलिव्हरीचा पत्ता',
  'order.delivering_to': 'डिलिव्हरीचा पत्ता',
  'order.see_it': 'तुमची ऑर्डर, तिचे पेमेंट आणि ती कुठे आहे, हे कधीही इथे पाहा:',
  'order.see_it_button': 'तुमची ऑर्डर पाहा',
  'order.cash_ready': (p) => `कृपया ${p.total} तयार ठेवा: पेये पोहोचल्यावर तुम्ही रोख पैसे द्याल.`,
  'order.paid_already': 'तुम्ही आधीच पैसे भरले असतील, तर काहीही करण्याची गरज नाही: Razorpay ने खात्री करताच आम्ही तुम्हाला ईमेल करू.',
  'order.reason': (p) => `कारण: ${p.reason}`,

  'placed.cod_subject': (p) => `तुमची Koolers ऑर्डर ${p.order} नोंदवली गेली आहे`,
  'placed.cod_heading': 'तुमच्या ऑर्डरबद्दल धन्यवाद!',
  'placed.cod_lead': (p) => `Koolers कडून ऑर्डर केल्याबद्दल धन्यवाद! आम्हाला तुमची ऑर्डर ${p.order} मिळाली आहे.`,
  'placed.online_subject': (p) => `तुमची Koolers ऑर्डर ${p.order} पेमेंटची वाट पाहत आहे`,
  'placed.online_heading': 'तुमची ऑर्डर पेमेंटची वाट पाहत आहे',
  'placed.online_lead': (p) =>
    `आम्ही तुमची ऑर्डर ${p.order} जतन केली आहे. ती ${p.total} च्या पेमेंटची वाट पाहत आहे: ${p.minutes} मिनिटांत तिच्या पेजवरून पैसे भरा, नाहीतर ती रद्द होईल.`,
  'placed.online_paid_already':
    'तुम्ही आधीच पैसे भरले असतील, तर काहीही करण्याची गरज नाही: Razorpay ने खात्री करताच आम्ही तुम्हाला ईमेल करू आणि तुमची पेये बनवायला सुरुवात करू.',

  'reminder.subject': (p) => `Koolers ऑर्डर ${p.order} चे पेमेंट पूर्ण करा`,
  'reminder.heading': 'तुमचे पेमेंट पूर्ण करा',
  'reminder.lead': (p) =>
    `तुमची ऑर्डर ${p.order} अजूनही ${p.total} च्या पेमेंटची वाट पाहत आहे. पैसे न भरल्यास, ऑर्डर दिल्यानंतर ${p.minutes} मिनिटांनी ती रद्द होईल.`,
  'reminder.pay_here': 'इथे पैसे भरा:',
  'reminder.button': 'आता पैसे भरा',

  'paid.subject': (p) => `तुमच्या Koolers ऑर्डर ${p.order} चे पेमेंट मिळाले`,
  'paid.heading': 'पेमेंट मिळाले, धन्यवाद!',
  'paid.lead': (p) => `ऑर्डर ${p.order} साठी तुमचे ${p.total} चे पेमेंट आम्हाला मिळाले आहे. तुमची नारळ पेये ताजी तयार होत आहेत आणि लवकरच निघतील.`,

  standing: (p) => `पेमेंट: ${paymentStatusIn(orders.mr, p.payment)}. डिलिव्हरी: ${deliveryStatusIn(orders.mr, p.delivery)}.`,

  'confirmed.subject': (p) => `तुमची Koolers ऑर्डर ${p.order} निश्चित झाली`,
  'confirmed.heading': 'तुमची ऑर्डर निश्चित झाली',
  'confirmed.lead': (p) => `आनंदाची बातमी: आम्ही तुमची ऑर्डर ${p.order} निश्चित केली आहे आणि तुमची पेये ताजी तयार करत आहोत.`,
  'confirmed.paid': (p) => `तुमचे ${p.total} चे पेमेंट मिळाले आहे.`,

  'out_for_delivery.subject': (p) => `तुमची Koolers ऑर्डर ${p.order} वाटेत आहे`,
  'out_for_delivery.heading': 'तुमची ऑर्डर वाटेत आहे',
  'out_for_delivery.lead': (p) => `तुमची ऑर्डर ${p.order} आमच्या किचनमधून निघाली आहे आणि लवकरच तुमच्यापर्यंत पोहोचेल.`,
  'out_for_delivery.cash': (p) => `कृपया डिलिव्हरी करणाऱ्या व्यक्तीसाठी ${p.total} तयार ठेवा.`,
  'out_for_delivery.paid': 'पैसे आधीच भरले आहेत: दारात काहीही द्यायचे नाही.',

  'slot_moved.subject': (p) => `तुमची Koolers ऑर्डर ${p.order} आता पोहोचेल: ${p.arrives}`,
  'slot_moved.heading': 'तुमच्या डिलिव्हरीची वेळ बदलली आहे',
  'slot_moved.lead': (p) => `आम्ही तुमच्या ऑर्डर ${p.order} ची डिलिव्हरी हलवली आहे. ती आता पोहोचेल: ${p.arrives}.`,
  'slot_moved.other_time': 'ही वेळ तुम्हाला सोयीची नसेल, तर या ईमेलला उत्तर द्या किंवा आम्हाला फोन करा, आम्ही दुसरी वेळ ठरवू.',

  'delivered.subject': (p) => `तुमची Koolers ऑर्डर ${p.order} पोहोचवली`,
  'delivered.heading': 'तुमची ऑर्डर पोहोचवली',
  'delivered.lead': (p) => `तुमची ऑर्डर ${p.order} पोहोचवली आहे. तुम्हाला पेये आवडतील अशी आशा आहे.`,
  'delivered.review': 'तुमची पेये कशी होती? त्यांचा अभिप्राय द्या (लिंक 30 दिवस चालेल):',
  'delivered.buy_again': (p) => `पुन्हा खरेदी करा: ${p.link}`,

  'cancelled.subject': (p) => `तुमची Koolers ऑर्डर ${p.order} रद्द झाली`,
  'cancelled.heading': 'तुमची ऑर्डर रद्द झाली',
  'cancelled.lead': (p) => `क्षमस्व: Koolers ने तुमची ऑर्डर ${p.order} रद्द केली आहे.`,
  'cancelled.money': (p: OrderMoney) => moneyOnCancellation(p, pageWords('mr', 'checkout').checkout),
  'cancelled.questions': 'काही प्रश्न? फक्त या ईमेलला उत्तर द्या.',

  'refunded.subject': (p) => `तुमच्या Koolers ऑर्डर ${p.order} चा रिफंड`,
  'refunded.heading': 'तुमचा रिफंड येत आहे',
  'refunded.in_full': (p) => `ऑर्डर ${p.order} साठी तुमचे ${p.amount} चे पूर्ण पेमेंट आम्ही परत केले आहे.`,
  'refunded.in_part': (p) => `ऑर्डर ${p.order} साठी तुमच्या पेमेंटपैकी ${p.amount} आम्ही परत केले आहेत.`,
  'refunded.when': 'Razorpay ने तो प्रोसेस केला आहे; बँका सहसा 5–7 कामकाजाच्या दिवसांत तो तुमच्या खात्यात दाखवतात.',

  'invoice.subject': (p) => `ऑर्डर ${p.order} चे तुमचे टॅक्स इनव्हॉइस ${p.invoice}`,
  'invoice.heading': 'तुमचे टॅक्स इनव्हॉइस',
  'invoice.cod_thanks': (p) => `तुमच्या ऑर्डर ${p.order} साठी ${p.total} भरल्याबद्दल धन्यवाद: ती पोहोचवली आहे.`,
  'invoice.paid_thanks': (p) => `तुमच्या ऑर्डर ${p.order} साठी ${p.total} भरल्याबद्दल धन्यवाद.`,
  'invoice.attached': (p) => `तुमचे टॅक्स इनव्हॉइस ${p.invoice} सोबत जोडले आहे, आणि ते तुम्ही कधीही तुमच्या ऑर्डर इतिहासातून डाउनलोड करू शकता.`,

  'reset.subject': 'तुमचा Koolers पासवर्ड बदला',
  'reset.heading': 'तुमचा पासवर्ड बदला',
  'reset.why': 'कोणीतरी, बहुधा तुम्ही, तुमच्या Koolers खात्याचा पासवर्ड बदलायला सांगितले आहे.',
  'reset.choose_here': 'नवीन पासवर्ड इथे निवडा:',
  'reset.button': 'नवीन पासवर्ड निवडा',
  'reset.or_open': 'किंवा हा पत्ता उघडा:',
  'reset.validity': (p) => `ही लिंक एकदाच, ${p.minutes} मिनिटांसाठी चालेल.`,
  'reset.ignore': 'तुम्ही हे मागितले नसेल, तर या ईमेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.',

  'password_changed.subject': 'तुमचा Koolers पासवर्ड बदलला',
  'password_changed.heading': 'तुमचा पासवर्ड बदलला',
  'password_changed.reset': 'तुमच्या Koolers खात्याचा पासवर्ड रीसेट केला गेला, आणि लॉग इन असलेल्या प्रत्येक डिव्हाइसवरून लॉग आउट केले आहे.',
  'password_changed.changed': 'तुमच्या Koolers खात्याचा पासवर्ड बदलला गेला, आणि तुमच्या इतर डिव्हाइसवरून लॉग आउट केले आहे.',
  'password_changed.not_you': 'हे तुम्ही केले नसेल, तर कृपया लगेच तुमचा पासवर्ड रीसेट करा आणि या ईमेलला उत्तर देऊन आम्हाला कळवा.',

  'account_deleted.subject': 'तुमचे Koolers खाते हटवले आहे',
  'account_deleted.heading': 'तुमचे खाते हटवले आहे',
  'account_deleted.erased':
    'तुम्ही सांगितल्याप्रमाणे आम्ही तुमचे Koolers खाते हटवले आहे: तुमचे नाव, ईमेल पत्ता, फोन नंबर, डिलिव्हरीचे पत्ते, विशलिस्ट, कोको क्लबची माहिती आणि लॉग इन असताना तुम्ही पाठवलेले संदेश पुसले आहेत, आणि तुम्हाला सगळीकडून लॉग आउट केले आहे.',
  'account_deleted.kept': (p) =>
    `कायद्यानुसार आम्हाला आमच्या हिशोबासाठी तुमच्या ${p.orders === 1 ? 'ऑर्डरची' : `${p.orders} ऑर्डरची`} नोंद (काय खरेदी केले, कधी, आणि किती पैसे भरले) ठेवावी लागते; त्यांवर आता तुमचे नाव किंवा तुमच्याशी संपर्काचा कोणताही मार्ग नाही.`,
  'account_deleted.invoices':
    'फक्त त्यांच्यासाठी दिलेल्या टॅक्स इनव्हॉइस आणि क्रेडिट नोटवर, ज्यांच्या नावे ते बनवले होते ते नाव आणि डिलिव्हरीचा पत्ता न बदलता राहतील, GST कायद्याने सांगितलेल्या सहा वर्षांसाठी.',
  'account_deleted.last': 'हा आम्ही तुम्हाला पाठवत असलेला शेवटचा ईमेल आहे. नवीन खात्यासह तुमचे कधीही पुन्हा स्वागत आहे.',

  'club_requested.subject': 'कोको क्लबमध्ये सामील झाल्याबद्दल धन्यवाद!',
  'club_requested.thanks': 'सदस्यता घेतल्याबद्दल धन्यवाद! आम्ही लवकरच तुमच्याशी संपर्क साधू.',
  'club_requested.checking': (p) =>
    `आम्ही कोको क्लबसाठी तुमच्या ${p.amount} च्या UPI पेमेंटची तपासणी करत आहोत${p.reference ? ` (UPI संदर्भ ${p.reference})` : ''}.`,
  'club_requested.number': 'तुमचा विनंती क्रमांक',
  'club_requested.after': 'तुमचे पेमेंट दिसताच आम्ही तुमची सदस्यता सुरू करू आणि तुम्हाला पुन्हा लिहू. पुन्हा पैसे भरण्याची गरज नाही.',

  'club_joined.subject': 'कोको क्लबमध्ये स्वागत आहे: तुमची सदस्यता सुरू झाली आहे',
  'club_joined.heading': 'कोको क्लबमध्ये स्वागत आहे!',
  'club_joined.until': (p) => `तुमची सदस्यता ${p.date} पर्यंत सुरू आहे.`,
  'club_joined.active': 'तुमची सदस्यता आता सुरू आहे.',
  'club_joined.received': (p) => `आम्हाला तुमचे ${p.amount} चे पेमेंट मिळाले आहे.`,
  'club_joined.perks': 'थेट नवी मुंबईहून आलेल्या ताज्या नारळ पेयांवर तुमच्या सदस्य सवलतींचा आनंद घ्या.',
  'club_joined.number': 'सदस्यता क्रमांक',
  'club_joined.a_year': 'आजपासून एक वर्ष',

  'club_renewing.subject': (p) => `तुमची कोको क्लब सदस्यता संपत आहे: ${p.until}`,
  'club_renewing.heading': 'तुमचे कोको क्लब वर्ष संपत आहे',
  'club_renewing.soon': 'लवकरच',
  'club_renewing.ends': (p) => `तुमची कोको क्लब सदस्यता ${p.number} संपत आहे: ${p.until}.`,
  'club_renewing.renew':
    'तुमच्या सदस्य सवलती कायम ठेवण्यासाठी आता नूतनीकरण करा: तुमचे नवीन वर्ष हे वर्ष संपेल त्या दिवशी सुरू होईल, त्यामुळे एकही दिवस वाया जाणार नाही.',
  'club_renewing.renew_label': 'नूतनीकरण करा',
  'club_renewing.link': 'कोको क्लबचे नूतनीकरण करा',

  // To the shop and its staff: English.
};
