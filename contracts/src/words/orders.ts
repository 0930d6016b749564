import type { DeliveryStatus, PaymentStatus } from '../order-status.ts';
import type { AreaWords } from './translation.ts';

/**
 * The words of an order as its customer and staff read it: the timeline, refunds, cancellation,
 * payment method, tax documents, and where the order stands in its customer's words (the English
 * are order-status.ts's CUSTOMER_*_LABELS, which the API writes too; the emails say the same in
 * every language: emails/hi.ts, emails/mr.ts read them here; `paymentStatusIn` picks one).
 */
const en = {
  // As order-status.ts's CUSTOMER_*_LABELS say them (words.test.ts checks), written out: the island
  // that reads these words then ships none of those tables.
  paymentPending: 'Waiting for payment',
  paymentPaid: 'Paid',
  paymentPartiallyRefunded: 'Partially refunded',
  paymentRefunded: 'Refunded',
  paymentCashDue: 'Pay on delivery',
  paymentCashCollected: 'Paid in cash',
  paymentVoided: 'Nothing charged',
  paymentMismatch: 'Payment under review',
  deliveryUnconfirmed: 'Waiting for the shop to confirm',
  deliveryConfirmed: 'Confirmed',
  deliveryOutForDelivery: 'Out for delivery',
  deliveryDelivered: 'Delivered',
  deliveryCancelled: 'Cancelled',

  // order-timeline.ts: the payment method, the timeline's first step, refunds and cancellation
  paidOnline: 'Online (Razorpay)',
  cashOnDelivery: 'Cash on delivery',
  orderPlaced: 'Order placed',
  refundedOn: 'Refunded {amount} on {date}',
  partiallyRefundedOn: 'Partially refunded {amount} on {date}',
  refundWithReason: '{refund} — {reason}',
  cancelledByKoolers: 'Cancelled by Koolers',
  cancelled: 'Cancelled',
  cancelledWithReason: '{who}: {reason}',

  // OrderProgress, StatusChips
  refunds: 'Refunds',
  timeline: 'Timeline',
  paymentChip: 'Payment: {status}',
  deliveryChip: 'Delivery: {status}',

  // TaxDocuments
  taxInvoice: 'Tax invoice',
  gstDocuments: 'GST documents',
  pdf: 'PDF',
  pdfHidden: ' (PDF)',
} as const;

export const orders: AreaWords<typeof en> = {
  en,
  hi: {
    paymentPending: 'भुगतान की प्रतीक्षा',
    paymentPaid: 'भुगतान हो गया',
    paymentPartiallyRefunded: 'कुछ पैसे वापस',
    paymentRefunded: 'पैसे वापस',
    paymentCashDue: 'डिलीवरी पर भुगतान',
    paymentCashCollected: 'नकद भुगतान हो गया',
    paymentVoided: 'कुछ नहीं लिया गया',
    paymentMismatch: 'भुगतान की जाँच हो रही है',
    deliveryUnconfirmed: 'दुकान की पुष्टि की प्रतीक्षा',
    deliveryConfirmed: 'पुष्टि हो गई',
    deliveryOutForDelivery: 'डिलीवरी के लिए निकला',
    deliveryDelivered: 'पहुँचा दिया गया',
    deliveryCancelled: 'रद्द',
    paidOnline: 'ऑनलाइन (Razorpay)',
    cashOnDelivery: 'कैश ऑन डिलीवरी',
    orderPlaced: 'ऑर्डर किया गया',
    refundedOn: '{date} को {amount} रिफ़ंड किया गया',
    partiallyRefundedOn: '{date} को {amount} आंशिक रिफ़ंड किया गया',
    refundWithReason: '{refund} — {reason}',
    cancelledByKoolers: 'Koolers ने रद्द किया',
    cancelled: 'रद्द किया गया',
    cancelledWithReason: '{who}: {reason}',
    refunds: 'रिफ़ंड',
    timeline: 'टाइमलाइन',
    paymentChip: 'भुगतान: {status}',
    deliveryChip: 'डिलीवरी: {status}',
    taxInvoice: 'टैक्स इनवॉइस',
    gstDocuments: 'GST दस्तावेज़',
    pdf: 'PDF फ़ाइल',
    pdfHidden: ' (PDF फ़ाइल)',
  },
  mr: {
    paymentPending: 'पेमेंटची वाट',
    paymentPaid: 'पैसे भरले',
    paymentPartiallyRefunded: 'काही पैसे परत',
    paymentRefunded: 'पैसे परत',
    paymentCashDue: 'डिलिव्हरीवेळी पैसे',
    paymentCashCollected: 'रोख पैसे भरले',
    paymentVoided: 'काहीही आकारले नाही',
    paymentMismatch: 'पेमेंटची तपासणी सुरू',
    deliveryUnconfirmed: 'दुकानाच्या खात्रीची वाट',
    deliveryConfirmed: 'निश्चित झाली',
    deliveryOutForDelivery: 'डिलिव्हरीसाठी निघाली',
    deliveryDelivered: 'पोहोचवली',
    deliveryCancelled: 'रद्द',
    paidOnline: 'ऑनलाइन (Razorpay)',
    cashOnDelivery: 'कॅश ऑन डिलिव्हरी',
    orderPlaced: 'ऑर्डर केली',
    refundedOn: '{date} रोजी {amount} परत केले',
    partiallyRefundedOn: '{date} रोजी {amount} अंशतः परत केले',
    refundWithReason: '{refund} — {reason}',
    cancelledByKoolers: 'Koolers ने रद्द केली',
    cancelled: 'रद्द केली',
    cancelledWithReason: '{who}: {reason}',
    refunds: 'परतावे',
    timeline: 'टाइमलाइन',
    paymentChip: 'पेमेंट: {status}',
    deliveryChip: 'डिलिव्हरी: {status}',
    taxInvoice: 'टॅक्स इनव्हॉइस',
    gstDocuments: 'GST कागदपत्रे',
    pdf: 'PDF फाइल',
    pdfHidden: ' (PDF फाइल)',
  },
};

type OrderWords = (typeof orders)['en'];

const PAYMENT_WORDS: Readonly<Record<PaymentStatus, keyof OrderWords>> = {
  pending: 'paymentPending',
  paid: 'paymentPaid',
  partially_refunded: 'paymentPartiallyRefunded',
  refunded: 'paymentRefunded',
  cash_due: 'paymentCashDue',
  cash_collected: 'paymentCashCollected',
  voided: 'paymentVoided',
  mismatch: 'paymentMismatch',
};

const DELIVERY_WORDS: Readonly<Record<DeliveryStatus, keyof OrderWords>> = {
  unconfirmed: 'deliveryUnconfirmed',
  confirmed: 'deliveryConfirmed',
  out_for_delivery: 'deliveryOutForDelivery',
  delivered: 'deliveryDelivered',
  cancelled: 'deliveryCancelled',
};

/** Where an order's payment stands, in its customer's words in the words' language (an unknown status as the API wrote it). */
export function paymentStatusIn(words: Readonly<Record<keyof OrderWords, string>>, status: string): string {
  const key = PAYMENT_WORDS[status as PaymentStatus] as keyof OrderWords | undefined;
  return key ? words[key] : status;
}

/** Where an order's delivery stands, in its customer's words in the words' language. */
export function deliveryStatusIn(words: Readonly<Record<keyof OrderWords, string>>, status: string): string {
  const key = DELIVERY_WORDS[status as DeliveryStatus] as keyof OrderWords | undefined;
  return key ? words[key] : status;
}
