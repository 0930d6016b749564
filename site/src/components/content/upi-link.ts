/**
 * A UPI deep link any UPI app opens (NPCI's upi://pay format), built like the commerce API's
 * (commerce-api/src/memberships/upi-link.ts): amount with two decimals, spaces as %20 because some
 * UPI apps show a '+' literally.
 */
export function upiPayLink(payment: { upiId: string; payeeName: string; amountRupees: number; note: string }): string {
  const params = new URLSearchParams({
    pa: payment.upiId,
    pn: payment.payeeName,
    am: payment.amountRupees.toFixed(2),
    cu: 'INR',
    tn: payment.note,
  });
  return `upi://pay?${params.toString().replaceAll('+', '%20')}`;
}
