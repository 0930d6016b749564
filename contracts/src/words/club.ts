import type { AreaWords } from './translation.ts';

/**
 * The words of Coco Club's join modal and its payment, and of a request the shop is still checking
 * (also shown on the account page and on /subscription). The spec's messages are verbatim in English.
 */
const en = {
  // JoinClubModal (join-club.ts)
  subscribed: 'Thank you for subscribing! We will connect with you shortly.',
  somethingWentWrong: 'Oops! Something went wrong. Please try again later.',
  paid: 'Payment successful! Welcome to Coco Club: your membership is active.',

  // JoinClubHead
  back: 'Back',
  close: 'Close',

  // DetailsStep
  detailsStep: 'Step 1 of 2: your details. {price}',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  pincode: 'Pincode',
  pleaseWait: 'Please wait...',
  next: 'Next',

  // PaymentStep
  paymentStep: 'Step 2 of 2: payment.',
  payByAnyMethodBefore: 'Pay',
  payByAnyMethodAfter: 'by UPI, card, netbanking or wallet: your membership starts at once.',
  payNow: 'Pay now',
  alreadyPaidByUpi: 'Already paid by UPI?',
  payByUpiBefore: 'Pay',
  payByUpiMiddle: 'by UPI to',
  payWithUpiApp: 'Pay with a UPI app',
  qrCode: 'QR code to pay {amount} to {upiId} with any UPI app',
  upiReference: 'UPI reference (UTR)',
  upiReferenceHint: 'The 12-digit number your UPI app shows for the payment (UPI Ref No.).',
  pressIvePaid: "Paid? Press I've paid: we activate your membership as soon as we find your payment.",
  sending: 'Sending...',
  ivePaid: "I've paid",

  // membership-checkout.ts: what Razorpay's own window shows
  razorpayDescription: 'Coco Club membership',
  razorpayPayByUpi: 'Pay by UPI',

  // club-request.ts: a UPI request the shop is checking (the modal, the account, /subscription)
  checking: "We're checking your UPI payment (request {number}). Your membership starts once we find it.",
  checkingWithReference:
    "We're checking your UPI payment (request {number}, UPI reference {upiReference}). Your membership starts once we find it.",
  requestBeingChecked: 'Request {number}: payment being checked',
  savingOne: 'On your last order, Coco Club would have saved you {amount}.',
  savingOther: 'On your last {count} orders, Coco Club would have saved you {amount}.',
  // The payment window could not be opened (the same words as the checkout's)
  paymentSdkMissing: 'Razorpay SDK not loaded. Please refresh the page and try again.',
} as const;

export const club: AreaWords<typeof en> = {
  en,
  hi: {
    subscribed: 'सदस्यता लेने के लिए धन्यवाद! हम जल्द ही आपसे संपर्क करेंगे।',
    somethingWentWrong: 'माफ़ कीजिए! कुछ गड़बड़ हो गई। कृपया कुछ देर बाद फिर से प्रयास करें।',
    paid: 'भुगतान सफल रहा! Coco Club में आपका स्वागत है: आपकी सदस्यता सक्रिय है।',
    back: 'वापस',
    close: 'बंद करें',
    detailsStep: 'चरण 1/2: आपकी जानकारी। {price}',
    name: 'नाम',
    email: 'ईमेल',
    phone: 'फ़ोन',
    address: 'पता',
    pincode: 'पिनकोड',
    pleaseWait: 'कृपया प्रतीक्षा करें...',
    next: 'आगे',
    paymentStep: 'चरण 2/2: भुगतान।',
    payByAnyMethodBefore: 'UPI, कार्ड, नेटबैंकिंग या वॉलेट से',
    payByAnyMethodAfter: 'का भुगतान करें: आपकी सदस्यता तुरंत शुरू हो जाएगी।',
    payNow: 'अभी भुगतान करें',
    alreadyPaidByUpi: 'UPI से पहले ही भुगतान कर दिया?',
    payByUpiBefore: 'UPI से',
    payByUpiMiddle: 'का भुगतान इस UPI ID पर करें:',
    payWithUpiApp: 'UPI ऐप से भुगतान करें',
    qrCode: 'किसी भी UPI ऐप से {upiId} पर {amount} भुगतान करने का QR कोड',
    upiReference: 'UPI संदर्भ संख्या (UTR)',
    upiReferenceHint: 'भुगतान के लिए आपका UPI ऐप जो 12 अंकों की संख्या दिखाता है (UPI Ref No.)।',
    pressIvePaid: 'भुगतान कर दिया? "मैंने भुगतान कर दिया" दबाएँ: आपका भुगतान मिलते ही हम आपकी सदस्यता शुरू कर देंगे।',
    sending: 'भेजा जा रहा है...',
    ivePaid: 'मैंने भुगतान कर दिया',
    razorpayDescription: 'Coco Club सदस्यता',
    razorpayPayByUpi: 'UPI से भुगतान करें',
    checking: 'हम आपके UPI भुगतान की जाँच कर रहे हैं (अनुरोध {number})। भुगतान मिलते ही आपकी सदस्यता शुरू हो जाएगी।',
    checkingWithReference:
      'हम आपके UPI भुगतान की जाँच कर रहे हैं (अनुरोध {number}, UPI संदर्भ {upiReference})। भुगतान मिलते ही आपकी सदस्यता शुरू हो जाएगी।',
    requestBeingChecked: 'अनुरोध {number}: भुगतान की जाँच हो रही है',
    savingOne: 'आपके पिछले ऑर्डर पर, Coco Club से आपकी {amount} की बचत होती।',
    savingOther: 'आपके पिछले {count} ऑर्डर पर, Coco Club से आपकी {amount} की बचत होती।',
    paymentSdkMissing: 'Razorpay लोड नहीं हुआ। कृपया पेज रीफ़्रेश करके फिर से कोशिश करें।',
  },
  mr: {
    subscribed: 'सदस्यता घेतल्याबद्दल धन्यवाद! आम्ही लवकरच तुमच्याशी संपर्क करू.',
    somethingWentWrong: 'माफ करा! काहीतरी चुकले. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा.',
    paid: 'पेमेंट यशस्वी झाले! Coco Club मध्ये तुमचे स्वागत आहे: तुमचे सदस्यत्व सक्रिय आहे.',
    back: 'मागे',
    close: 'बंद करा',
    detailsStep: 'पायरी 1/2: तुमची माहिती. {price}',
    name: 'नाव',
    email: 'ईमेल',
    phone: 'फोन',
    address: 'पत्ता',
    pincode: 'पिनकोड',
    pleaseWait: 'कृपया थांबा...',
    next: 'पुढे',
    paymentStep: 'पायरी 2/2: पेमेंट.',
    payByAnyMethodBefore: 'UPI, कार्ड, नेटबँकिंग किंवा वॉलेटने',
    payByAnyMethodAfter: 'भरा: तुमचे सदस्यत्व लगेच सुरू होईल.',
    payNow: 'आता पेमेंट करा',
    alreadyPaidByUpi: 'UPI ने आधीच पेमेंट केले आहे?',
    payByUpiBefore: 'UPI ने',
    payByUpiMiddle: 'या UPI ID वर भरा:',
    payWithUpiApp: 'UPI ॲपने पेमेंट करा',
    qrCode: 'कोणत्याही UPI ॲपने {upiId} वर {amount} भरण्यासाठी QR कोड',
    upiReference: 'UPI संदर्भ क्रमांक (UTR)',
    upiReferenceHint: 'पेमेंटसाठी तुमचे UPI ॲप दाखवत असलेला 12 अंकी क्रमांक (UPI Ref No.).',
    pressIvePaid: 'पेमेंट केले? "मी पेमेंट केले" दाबा: तुमचे पेमेंट सापडताच आम्ही तुमचे सदस्यत्व सुरू करू.',
    sending: 'पाठवत आहोत...',
    ivePaid: 'मी पेमेंट केले',
    razorpayDescription: 'Coco Club सदस्यत्व',
    razorpayPayByUpi: 'UPI ने पेमेंट करा',
    checking: 'आम्ही तुमचे UPI पेमेंट तपासत आहोत (विनंती {number}). पेमेंट सापडताच तुमचे सदस्यत्व सुरू होईल.',
    checkingWithReference: 'आम्ही तुमचे UPI पेमेंट तपासत आहोत (विनंती {number}, UPI संदर्भ {upiReference}). पेमेंट सापडताच तुमचे सदस्यत्व सुरू होईल.',
    requestBeingChecked: 'विनंती {number}: पेमेंट तपासले जात आहे',
    savingOne: 'तुमच्या मागील ऑर्डरवर Coco Club मुळे तुमचे {amount} वाचले असते.',
    savingOther: 'तुमच्या मागील {count} ऑर्डरवर Coco Club मुळे तुमचे {amount} वाचले असते.',
    paymentSdkMissing: 'Razorpay लोड झाले नाही. कृपया पेज रिफ्रेश करून पुन्हा प्रयत्न करा.',
  },
};
