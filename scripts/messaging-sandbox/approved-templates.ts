/**
 * The templates the shop has had approved, as the providers hold them: Meta keeps a WhatsApp
 * template's words and buttons (the shop sends only its name, language and parameters), and MSG91
 * keeps an SMS template (its DLT-registered words, with ##variables##) under its template id. The
 * sandbox renders what a phone would show from these, and refuses a name or id it does not know, as
 * the real APIs do. The ids are the sandbox's own: the real ones come with the shop's registrations.
 */
export type WhatsAppTemplate = { name: string; language: string; body: string; buttons: string[] };
export type SmsTemplate = { templateId: string; dltTemplateId: string; senderId: string; text: string };

const STOP = 'Stop updates';

export const WHATSAPP_TEMPLATES: WhatsAppTemplate[] = [
  {
    name: 'order_placed',
    language: 'en',
    body: 'Hi {{1}}, thank you for your Koolers order {{2}} ({{3}}). See it here: {{4}}',
    buttons: [STOP],
  },
  {
    name: 'order_confirmed',
    language: 'en',
    body: 'Hi {{1}}, your Koolers order {{2}} is confirmed. We will tell you when it leaves.',
    buttons: [STOP],
  },
  {
    name: 'order_out_for_delivery',
    language: 'en',
    body: 'Hi {{1}}, your Koolers order {{2}} is out for delivery to {{3}}.',
    buttons: [STOP],
  },
  { name: 'order_delivered', language: 'en', body: 'Hi {{1}}, your Koolers order {{2}} was delivered. Buy again: {{3}}', buttons: [STOP] },
  {
    // Version 2, with the signed link to review the order (issue 36). Not yet submitted to Meta: it
    // must be approved before go-live (commerce-api/src/notifications/phone-templates.ts).
    name: 'order_delivered_v2',
    language: 'en',
    body: 'Hi {{1}}, your Koolers order {{2}} was delivered. Tell us how it was: {{3}} Buy again: {{4}}',
    buttons: [STOP],
  },
  { name: 'order_cancelled', language: 'en', body: 'Hi {{1}}, your Koolers order {{2}} was cancelled: {{3}}', buttons: [STOP] },
  {
    name: 'order_refunded',
    language: 'en',
    body: 'Hi {{1}}, we refunded {{2}} for your Koolers order {{3}} ({{4}}). It reaches your account in 5-7 working days.',
    buttons: [STOP],
  },
  { name: 'new_order_shop', language: 'en', body: 'New order {{1}}: {{2}}, {{3}}, {{4}}.', buttons: [] },
  {
    name: 'cod_confirm_request',
    language: 'en',
    body: 'Hi {{1}}, please confirm your Koolers cash on delivery order {{2}}. You pay {{3}} in cash when it arrives.',
    buttons: ['Confirm', 'Cancel'],
  },
  {
    name: 'coco_club_joined',
    language: 'en',
    body: 'Hi {{1}}, welcome to Coco Club! Your membership {{2}} is active until {{3}}. Enjoy your member discounts.',
    buttons: [STOP],
  },
  {
    name: 'coco_club_renewing',
    language: 'en',
    body: 'Hi {{1}}, your Coco Club membership ends on {{2}}. Renew to keep your member discounts: {{3}}',
    buttons: [STOP],
  },
  // The order templates in Hindi and Marathi (issue 35): the same names, approved in each language,
  // with their buttons in it (the payloads stay the shop's).
  {
    name: 'order_placed',
    language: 'hi',
    body: 'नमस्ते {{1}}, Koolers ऑर्डर {{2}} ({{3}}) के लिए धन्यवाद। यहाँ देखें: {{4}}',
    buttons: ['अपडेट बंद करें'],
  },
  {
    name: 'order_confirmed',
    language: 'hi',
    body: 'नमस्ते {{1}}, आपका Koolers ऑर्डर {{2}} पक्का हो गया है। निकलते ही हम आपको बताएँगे।',
    buttons: ['अपडेट बंद करें'],
  },
  {
    name: 'order_out_for_delivery',
    language: 'hi',
    body: 'नमस्ते {{1}}, आपका Koolers ऑर्डर {{2}} {{3}} पर डिलीवरी के लिए निकल चुका है।',
    buttons: ['अपडेट बंद करें'],
  },
  {
    name: 'order_delivered',
    language: 'hi',
    body: 'नमस्ते {{1}}, आपका Koolers ऑर्डर {{2}} पहुँच गया। फिर से खरीदें: {{3}}',
    buttons: ['अपडेट बंद करें'],
  },
  {
    name: 'order_delivered_v2',
    language: 'hi',
    body: 'नमस्ते {{1}}, आपका Koolers ऑर्डर {{2}} पहुँच गया। बताइए कैसा लगा: {{3}} फिर से खरीदें: {{4}}',
    buttons: ['अपडेट बंद करें'],
  },
  { name: 'order_cancelled', language: 'hi', body: 'नमस्ते {{1}}, आपका Koolers ऑर्डर {{2}} रद्द कर दिया गया: {{3}}', buttons: ['अपडेट बंद करें'] },
  {
    name: 'order_refunded',
    language: 'hi',
    body: 'नमस्ते {{1}}, हमने आपके Koolers ऑर्डर {{3}} के {{2}} रिफ़ंड कर दिए ({{4}})। यह 5-7 कामकाजी दिनों में आपके खाते में पहुँचेगा।',
    buttons: ['अपडेट बंद करें'],
  },
  {
    name: 'cod_confirm_request',
    language: 'hi',
    body: 'नमस्ते {{1}}, कृपया अपने Koolers कैश ऑन डिलीवरी ऑर्डर {{2}} की पुष्टि करें। सामान आने पर आप {{3}} नकद देंगे।',
    buttons: ['पुष्टि करें', 'रद्द करें'],
  },
  {
    name: 'order_placed',
    language: 'mr',
    body: 'नमस्कार {{1}}, Koolers ऑर्डर {{2}} ({{3}}) साठी धन्यवाद. इथे पाहा: {{4}}',
    buttons: ['अपडेट बंद करा'],
  },
  {
    name: 'order_confirmed',
    language: 'mr',
    body: 'नमस्कार {{1}}, तुमची Koolers ऑर्डर {{2}} निश्चित झाली आहे. ती निघाली की आम्ही कळवू.',
    buttons: ['अपडेट बंद करा'],
  },
  {
    name: 'order_out_for_delivery',
    language: 'mr',
    body: 'नमस्कार {{1}}, तुमची Koolers ऑर्डर {{2}} {{3}} येथे डिलिव्हरीसाठी निघाली आहे.',
    buttons: ['अपडेट बंद करा'],
  },
  {
    name: 'order_delivered',
    language: 'mr',
    body: 'नमस्कार {{1}}, तुमची Koolers ऑर्डर {{2}} पोहोचली. पुन्हा खरेदी करा: {{3}}',
    buttons: ['अपडेट बंद करा'],
  },
  {
    name: 'order_delivered_v2',
    language: 'mr',
    body: 'नमस्कार {{1}}, तुमची Koolers ऑर्डर {{2}} पोहोचली. कशी वाटली ते सांगा: {{3}} पुन्हा खरेदी करा: {{4}}',
    buttons: ['अपडेट बंद करा'],
  },
  { name: 'order_cancelled', language: 'mr', body: 'नमस्कार {{1}}, तुमची Koolers ऑर्डर {{2}} रद्द झाली: {{3}}', buttons: ['अपडेट बंद करा'] },
  {
    name: 'order_refunded',
    language: 'mr',
    body: 'नमस्कार {{1}}, तुमच्या Koolers ऑर्डर {{3}} चे {{2}} आम्ही परत केले ({{4}}). ते 5-7 कामाच्या दिवसांत तुमच्या खात्यात जमा होतील.',
    buttons: ['अपडेट बंद करा'],
  },
  {
    name: 'cod_confirm_request',
    language: 'mr',
    body: 'नमस्कार {{1}}, कृपया तुमच्या Koolers कॅश ऑन डिलिव्हरी ऑर्डर {{2}} ची खात्री करा. माल आल्यावर तुम्ही {{3}} रोख द्याल.',
    buttons: ['खात्री करा', 'रद्द करा'],
  },
  {
    // An authentication template: Meta fixes its words; its one button copies the code (a URL button
    // whose parameter is the code).
    name: 'sign_in_code',
    language: 'en',
    body: '{{1}} is your verification code. For your security, do not share this code. This code expires in 10 minutes.',
    buttons: ['Copy code'],
  },
];

export const SMS_TEMPLATES: SmsTemplate[] = [
  {
    templateId: '66a1b2c3d4e5f60718293a01',
    dltTemplateId: '1107170000000000001',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, we have your order ##order## (##total##). See it: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a02',
    dltTemplateId: '1107170000000000002',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, your order ##order## is confirmed.',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a03',
    dltTemplateId: '1107170000000000003',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, your order ##order## is out for delivery.',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a04',
    dltTemplateId: '1107170000000000004',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, your order ##order## was delivered. Buy again: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a05',
    dltTemplateId: '1107170000000000005',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, your order ##order## was cancelled: ##reason##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a06',
    dltTemplateId: '1107170000000000006',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, we refunded ##amount## for order ##order## (##reason##).',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a07',
    dltTemplateId: '1107170000000000007',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, please confirm your cash on delivery order ##order## (##total##) or cancel it: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a08',
    dltTemplateId: '1107170000000000008',
    senderId: 'KOOLRS',
    text: '##code## is your Koolers code. It expires in 10 minutes. Do not share it with anyone.',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a09',
    dltTemplateId: '1107170000000000009',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, welcome to Coco Club! Membership ##number## is active until ##until##.',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a10',
    dltTemplateId: '1107170000000000010',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, your Coco Club membership ends on ##until##. Renew: ##link##',
  },
  {
    // The delivered SMS with the review link (issue 36). Its DLT template must be registered (and
    // its real ids put here and in phone-templates.ts) before go-live.
    templateId: '66a1b2c3d4e5f60718293a11',
    dltTemplateId: '1107170000000000011',
    senderId: 'KOOLRS',
    text: 'Koolers: Hi ##name##, your order ##order## was delivered. Review it: ##review## Buy again: ##link##',
  },
  // The order SMS in Hindi and Marathi (issue 35): each language is a DLT template of its own, id + 20 and id + 40.
  {
    templateId: '66a1b2c3d4e5f60718293a21',
    dltTemplateId: '1107170000000000021',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्ते ##name##, आपका ऑर्डर ##order## (##total##) मिल गया है। देखें: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a22',
    dltTemplateId: '1107170000000000022',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्ते ##name##, आपका ऑर्डर ##order## पक्का हो गया है।',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a23',
    dltTemplateId: '1107170000000000023',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्ते ##name##, आपका ऑर्डर ##order## डिलीवरी के लिए निकल चुका है।',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a24',
    dltTemplateId: '1107170000000000024',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्ते ##name##, आपका ऑर्डर ##order## पहुँच गया। फिर से खरीदें: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a25',
    dltTemplateId: '1107170000000000025',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्ते ##name##, आपका ऑर्डर ##order## रद्द कर दिया गया: ##reason##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a26',
    dltTemplateId: '1107170000000000026',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्ते ##name##, ऑर्डर ##order## के ##amount## रिफ़ंड कर दिए गए (##reason##)।',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a27',
    dltTemplateId: '1107170000000000027',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्ते ##name##, कृपया अपने कैश ऑन डिलीवरी ऑर्डर ##order## (##total##) की पुष्टि करें या उसे रद्द करें: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a31',
    dltTemplateId: '1107170000000000031',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्ते ##name##, आपका ऑर्डर ##order## पहुँच गया। समीक्षा लिखें: ##review## फिर से खरीदें: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a41',
    dltTemplateId: '1107170000000000041',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्कार ##name##, तुमची ऑर्डर ##order## (##total##) मिळाली आहे. पाहा: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a42',
    dltTemplateId: '1107170000000000042',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्कार ##name##, तुमची ऑर्डर ##order## निश्चित झाली आहे.',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a43',
    dltTemplateId: '1107170000000000043',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्कार ##name##, तुमची ऑर्डर ##order## डिलिव्हरीसाठी निघाली आहे.',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a44',
    dltTemplateId: '1107170000000000044',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्कार ##name##, तुमची ऑर्डर ##order## पोहोचली. पुन्हा खरेदी करा: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a45',
    dltTemplateId: '1107170000000000045',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्कार ##name##, तुमची ऑर्डर ##order## रद्द झाली: ##reason##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a46',
    dltTemplateId: '1107170000000000046',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्कार ##name##, ऑर्डर ##order## चे ##amount## परत केले (##reason##).',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a47',
    dltTemplateId: '1107170000000000047',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्कार ##name##, कृपया तुमच्या कॅश ऑन डिलिव्हरी ऑर्डर ##order## (##total##) ची खात्री करा किंवा ती रद्द करा: ##link##',
  },
  {
    templateId: '66a1b2c3d4e5f60718293a51',
    dltTemplateId: '1107170000000000051',
    senderId: 'KOOLRS',
    text: 'Koolers: नमस्कार ##name##, तुमची ऑर्डर ##order## पोहोचली. अभिप्राय द्या: ##review## पुन्हा खरेदी करा: ##link##',
  },
];

/** `{{1}}`… filled with the parameters in order; the count must match, as Meta checks. */
export function renderWhatsApp(template: WhatsAppTemplate, parameters: string[]): string | null {
  const wanted = new Set([...template.body.matchAll(/\{\{(\d+)\}\}/g)].map((match) => match[1])).size;
  if (parameters.length !== wanted) return null;
  return template.body.replace(/\{\{(\d+)\}\}/g, (_all, n: string) => parameters[Number(n) - 1] ?? '');
}

/** `##name##` filled from the recipient's variables; a missing one stays empty (MSG91 sends it so). */
export function renderSms(template: SmsTemplate, variables: Record<string, string>): string {
  return template.text.replace(/##(\w+)##/g, (_all, name: string) => variables[name] ?? '');
}
