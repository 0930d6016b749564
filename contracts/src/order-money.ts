/**
 * What became of a customer's money, in the sentences every channel tells it with (the cancellation
 * email, the order's own page): chosen by where the payment status says the money stands
 * (`customerMoney`), amounts from integer paise. Zod-free and small: the order page's island imports it.
 */
import type { Language } from './languages.ts';
import { formatPaise } from './money.ts';
import { customerMoney, type PaymentStatus } from './order-status.ts';

export type OrderMoney = { paymentStatus: PaymentStatus; totalPaise: number; refundedPaise: number };

/**
 * What cancelling the order does with its money: nothing was charged; it was charged and is back in
 * full; or what the shop still holds goes back, which is only the rest of a partly refunded payment,
 * and for money that did not pay the order (a mismatch, of an amount the order does not record) the
 * payment as such.
 */
export function moneyOnCancellation(order: OrderMoney): string {
  const money = customerMoney(order.paymentStatus);
  if (money === 'not_charged') return 'Nothing was charged for this order.';
  if (money === 'returned') return `Your payment of ${formatPaise(order.refundedPaise)} has been refunded to the account you paid from.`;
  const back = 'will be refunded to the account you paid from; we will email you when the refund is on its way.';
  if (order.paymentStatus === 'mismatch') return `The payment you made ${back}`;
  if (order.refundedPaise > 0) {
    return `${formatPaise(order.refundedPaise)} of your payment was refunded already; the remaining ${formatPaise(order.totalPaise - order.refundedPaise)} ${back}`;
  }
  return `Your payment of ${formatPaise(order.totalPaise)} ${back}`;
}

function moneyOnCancellationInHindi(order: OrderMoney): string {
  const money = customerMoney(order.paymentStatus);
  if (money === 'not_charged') return 'इस ऑर्डर के लिए कोई पैसा नहीं लिया गया।';
  if (money === 'returned') return `आपका ${formatPaise(order.refundedPaise)} का भुगतान उसी खाते में वापस कर दिया गया है जिससे आपने भुगतान किया था।`;
  const back = 'उसी खाते में वापस किया जाएगा जिससे आपने भुगतान किया था; रिफ़ंड भेजते ही हम आपको ईमेल करेंगे।';
  if (order.paymentStatus === 'mismatch') return `आपने जो भुगतान किया, वह ${back}`;
  if (order.refundedPaise > 0) {
    return `आपके भुगतान में से ${formatPaise(order.refundedPaise)} पहले ही वापस हो चुके हैं; बाकी ${formatPaise(order.totalPaise - order.refundedPaise)} ${back}`;
  }
  return `आपका ${formatPaise(order.totalPaise)} का भुगतान ${back}`;
}

function moneyOnCancellationInMarathi(order: OrderMoney): string {
  const money = customerMoney(order.paymentStatus);
  if (money === 'not_charged') return 'या ऑर्डरसाठी काहीही आकारले गेले नाही.';
  if (money === 'returned') return `तुमचे ${formatPaise(order.refundedPaise)} चे पेमेंट तुम्ही ज्या खात्यातून भरले त्याच खात्यात परत केले आहे.`;
  const back = 'तुम्ही ज्या खात्यातून भरले त्याच खात्यात परत केले जाईल; रिफंड पाठवताच आम्ही तुम्हाला ईमेल करू.';
  if (order.paymentStatus === 'mismatch') return `तुम्ही केलेले पेमेंट ${back}`;
  if (order.refundedPaise > 0) {
    return `तुमच्या पेमेंटपैकी ${formatPaise(order.refundedPaise)} आधीच परत केले आहेत; उरलेले ${formatPaise(order.totalPaise - order.refundedPaise)} ${back}`;
  }
  return `तुमचे ${formatPaise(order.totalPaise)} चे पेमेंट ${back}`;
}

/**
 * What cancelling does with the money in a language: the cancellation email's sentence, and the
 * order's own page's notice, say the same.
 */
export function moneyOnCancellationIn(language: Language, order: OrderMoney): string {
  if (language === 'hi') return moneyOnCancellationInHindi(order);
  if (language === 'mr') return moneyOnCancellationInMarathi(order);
  return moneyOnCancellation(order);
}
