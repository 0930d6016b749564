import { normalisePhone } from '@koolers/contracts/fields/phone';

/** A WhatsApp chat with the customer (wa.me takes the number with its country code, digits only); undefined for a number that is not one. */
export function customerWhatsAppHref(phone: string): string | undefined {
  const digits = normalisePhone(phone);
  return digits ? `https://wa.me/91${digits}` : undefined;
}
