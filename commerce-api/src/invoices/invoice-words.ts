import type { Language } from '@koolers/contracts/languages';

/**
 * The words a tax invoice or credit note prints (invoice-pdf.ts). A document in Hindi or Marathi
 * (its order's language, issue 35) prints each label in that language with the English after it:
 * the legal particulars stay readable to the tax officer as they are to the customer.
 */
const en = {
  taxInvoice: 'Tax invoice',
  creditNote: 'Credit note',
  originalForRecipient: 'Original for recipient',
  underSection34: 'Issued under section 34 of the CGST Act',
  state: 'State',
  code: 'code',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  creditNoteNumber: 'Credit note number',
  creditNoteDate: 'Credit note date',
  againstInvoice: 'Against invoice',
  of: 'of',
  order: 'Order',
  reason: 'Reason',
  placeOfSupply: 'Place of supply',
  reverseCharge: 'Tax payable on reverse charge',
  no: 'No',
  billedAndDeliveredTo: 'Billed and delivered to',
  recipient: 'Recipient',
  description: 'Description',
  hsn: 'HSN',
  qty: 'Qty',
  price: 'Price ₹',
  value: 'Value ₹',
  discount: 'Discount ₹',
  taxableValue: 'Taxable value ₹',
  gstRate: 'GST rate',
  total: 'Total ₹',
  taxableValueCredited: 'Taxable value credited ₹',
  totalCredited: 'Total credited ₹',
  taxableValueSum: 'Taxable value',
  taxableValueCreditedSum: 'Taxable value credited',
  invoiceTotal: 'Invoice total (GST included)',
  totalCreditedSum: 'Total credited (GST included)',
  pricesIncludeGst: 'Prices include GST. No tax is payable on reverse charge.',
  for: 'For',
  authorisedSignatory: 'Authorised signatory',
} as const;

type Words = Record<keyof typeof en, string>;

const hi: Words = {
  taxInvoice: 'कर बीजक',
  creditNote: 'क्रेडिट नोट',
  originalForRecipient: 'प्राप्तकर्ता के लिए मूल प्रति',
  underSection34: 'सीजीएसटी अधिनियम की धारा 34 के तहत जारी',
  state: 'राज्य',
  code: 'कोड',
  invoiceNumber: 'बीजक संख्या',
  invoiceDate: 'बीजक तिथि',
  creditNoteNumber: 'क्रेडिट नोट संख्या',
  creditNoteDate: 'क्रेडिट नोट तिथि',
  againstInvoice: 'इस बीजक के विरुद्ध',
  of: 'दिनांक',
  order: 'ऑर्डर',
  reason: 'कारण',
  placeOfSupply: 'आपूर्ति का स्थान',
  reverseCharge: 'रिवर्स चार्ज पर देय कर',
  no: 'नहीं',
  billedAndDeliveredTo: 'बिल और डिलीवरी',
  recipient: 'प्राप्तकर्ता',
  description: 'विवरण',
  hsn: 'एचएसएन',
  qty: 'मात्रा',
  price: 'मूल्य ₹',
  value: 'राशि ₹',
  discount: 'छूट ₹',
  taxableValue: 'कर योग्य मूल्य ₹',
  gstRate: 'जीएसटी दर',
  total: 'कुल ₹',
  taxableValueCredited: 'जमा किया गया कर योग्य मूल्य ₹',
  totalCredited: 'कुल जमा ₹',
  taxableValueSum: 'कर योग्य मूल्य',
  taxableValueCreditedSum: 'जमा किया गया कर योग्य मूल्य',
  invoiceTotal: 'बीजक की कुल राशि (जीएसटी सहित)',
  totalCreditedSum: 'कुल जमा (जीएसटी सहित)',
  pricesIncludeGst: 'कीमतों में जीएसटी शामिल है। रिवर्स चार्ज पर कोई कर देय नहीं है।',
  for: 'की ओर से',
  authorisedSignatory: 'अधिकृत हस्ताक्षरकर्ता',
};

const mr: Words = {
  taxInvoice: 'कर बीजक',
  creditNote: 'क्रेडिट नोट',
  originalForRecipient: 'प्राप्तकर्त्यासाठी मूळ प्रत',
  underSection34: 'सीजीएसटी कायद्याच्या कलम 34 अंतर्गत जारी',
  state: 'राज्य',
  code: 'कोड',
  invoiceNumber: 'बीजक क्रमांक',
  invoiceDate: 'बीजक दिनांक',
  creditNoteNumber: 'क्रेडिट नोट क्रमांक',
  creditNoteDate: 'क्रेडिट नोट दिनांक',
  againstInvoice: 'या बीजकाविरुद्ध',
  of: 'दिनांक',
  order: 'ऑर्डर',
  reason: 'कारण',
  placeOfSupply: 'पुरवठ्याचे ठिकाण',
  reverseCharge: 'रिव्हर्स चार्जवर देय कर',
  no: 'नाही',
  billedAndDeliveredTo: 'बिल व डिलिव्हरी',
  recipient: 'प्राप्तकर्ता',
  description: 'तपशील',
  hsn: 'एचएसएन',
  qty: 'नग',
  price: 'किंमत ₹',
  value: 'रक्कम ₹',
  discount: 'सूट ₹',
  taxableValue: 'करपात्र मूल्य ₹',
  gstRate: 'जीएसटी दर',
  total: 'एकूण ₹',
  taxableValueCredited: 'जमा केलेले करपात्र मूल्य ₹',
  totalCredited: 'एकूण जमा ₹',
  taxableValueSum: 'करपात्र मूल्य',
  taxableValueCreditedSum: 'जमा केलेले करपात्र मूल्य',
  invoiceTotal: 'बीजकाची एकूण रक्कम (जीएसटीसह)',
  totalCreditedSum: 'एकूण जमा (जीएसटीसह)',
  pricesIncludeGst: 'किमतींमध्ये जीएसटी समाविष्ट आहे. रिव्हर्स चार्जवर कोणताही कर देय नाही.',
  for: 'यांच्या वतीने',
  authorisedSignatory: 'अधिकृत स्वाक्षरीकर्ता',
};

const WORDS: Readonly<Record<Language, Words>> = { en, hi, mr };

/** A label as a document in `language` prints it: "बीजक संख्या / Invoice number", or the English alone. */
export function invoiceLabel(language: Language, key: keyof typeof en): string {
  return language === 'en' ? en[key] : `${WORDS[language][key]} / ${en[key]}`;
}

/** One word in the document's language alone, inside a value ("KI-2526/00042 दिनांक 2 दिसंबर 2026"). */
export function invoiceWord(language: Language, key: keyof typeof en): string {
  return WORDS[language][key];
}

/** "For Koolers Coconut Co." over the signature, in the document's language too ("Koolers … की ओर से / For …"). */
export function forSupplier(language: Language, name: string): string {
  return language === 'en' ? `${en.for} ${name}` : `${name} ${WORDS[language].for} / ${en.for} ${name}`;
}
