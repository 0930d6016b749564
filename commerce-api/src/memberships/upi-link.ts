import QRCode from 'qrcode';

/** A UPI deep link any UPI app opens (NPCI's upi://pay format); the amount has two decimals. */
export function upiPaymentLink(payment: { upiId: string; payeeName: string; amountPaise: number; note: string }): string {
  const params = new URLSearchParams({
    pa: payment.upiId,
    pn: payment.payeeName,
    am: (payment.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tn: payment.note,
  });
  // URLSearchParams writes spaces as '+', which some UPI apps show literally.
  return `upi://pay?${params.toString().replaceAll('+', '%20')}`;
}

/** The same link as a QR code image (PNG data URL) to scan with a phone. */
export function upiQrCode(link: string): Promise<string> {
  return QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}
