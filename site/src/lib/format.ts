// Money is formatted in one module for every workspace: ₹1,200.00 from Strapi's decimal rupees
// (formatRupees, at build time) or from the API's integer paise (formatPaise, in islands).
export { formatPaise, formatRupees } from '@koolers/contracts/money';

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "24 December 2024" from Strapi's "2024-12-24". */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00+05:30`));
}

/** `tel:` href of a phone number as editors write it ("+91 98765 43210"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The shop's WhatsApp link (`https://wa.me/…`, from the footer's links) with a message written for
 * the customer. Also runs in browsers (the order's page): `new URL` in a try, as `URL.canParse` is
 * missing before Chromium 120 and Safari 17.
 */
export function whatsAppHref(link: string, message: string): string {
  try {
    const url = new URL(link);
    url.searchParams.set('text', message);
    return url.href;
  } catch {
    return link;
  }
}
