import QRCode from 'qrcode';

/** A UPI link (@koolers/contracts/upi-link) as a QR code image (PNG data URL) to scan with a phone. */
export function upiQrCode(link: string): Promise<string> {
  return QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
}
