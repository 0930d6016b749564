const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** ₹1,200.00: prices always show two decimals (decimal rupees from Strapi). */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** "24 December 2024" from Strapi's "2024-12-24". */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00+05:30`));
}

/** `tel:` href of a phone number as editors write it ("+91 98765 43210"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The shop's WhatsApp link (`https://wa.me/…`, from the footer's links) with a message written for the customer. */
export function whatsAppHref(link: string, message: string): string {
  if (!URL.canParse(link)) return link;
  const url = new URL(link);
  url.searchParams.set('text', message);
  return url.href;
}

/** ₹1,200.00 from 120000: the API's integer paise, formatted only here, at the edge. */
export function formatPaise(paise: number): string {
  return rupees.format(paise / 100);
}
