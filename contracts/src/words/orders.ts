import type { AreaWords } from './translation.ts';

/**
 * The words of an order as its customer and staff read it: the timeline, refunds, cancellation,
 * payment method, tax documents. The statuses' own names stay in contracts (order-status.ts): the
 * API writes them too.
 */
const en = {
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
