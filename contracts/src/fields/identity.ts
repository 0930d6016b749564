/**
 * What the shop compares when it asks whether two orders come from the same shopper without an
 * account (commerce-api/src/promotions/shopper-identity.ts says why): one mailbox, one delivery
 * address. Pure, so the migration that filled in older orders (0017) reads the same rules.
 */

const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/** `A.Sha+promo@GMail.com` → `asha@gmail.com`: the mailbox a message to the address reaches. */
export function identityEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at <= 0) return lower;
  let local = lower.slice(0, at).split('+')[0] ?? '';
  let domain = lower.slice(at + 1);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/** `Flat 4, Palm Court,  Sector-17` + 400703 → `flat 4 palm court sector 17|400703`. */
export function identityAddress(address: string, pincode: string | null): string {
  const words = address
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return `${words}|${(pincode ?? '').trim()}`;
}

/**
 * The identity columns stored with an order, from what its form says. An order given no email
 * (issue 36) has none to compare: null, so guests without one are never one shopper by it.
 */
export function identityColumns(details: { email: string; address: string; pincode: string | null }) {
  const email = details.email.trim() ? identityEmail(details.email) : null;
  return { shopper_email: email, shopper_address: identityAddress(details.address, details.pincode) };
}
