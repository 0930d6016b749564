import type { Kysely } from 'kysely';
import type { Database, WhatsAppConsentsTable } from '../db/schema.ts';

/**
 * The shopper's choice about order messages on WhatsApp, per phone number (its 10 digits), kept
 * with when and where it was made. WhatsApp only with an opt-in: no row, or an opt-out, means SMS.
 */
export type Consent = { optedIn: boolean; source: WhatsAppConsentsTable['source']; changedAt: string };

export async function whatsappConsent(db: Kysely<Database>, phone: string): Promise<Consent | null> {
  const row = await db.selectFrom('whatsapp_consents').selectAll().where('phone', '=', phone).executeTakeFirst();
  return row ? { optedIn: row.opted_in === 1, source: row.source, changedAt: row.changed_at } : null;
}

export async function isOptedIn(db: Kysely<Database>, phone: string): Promise<boolean> {
  return (await whatsappConsent(db, phone))?.optedIn ?? false;
}

/** Records a choice, replacing the one before (the latest choice is the one that counts). */
export async function recordConsent(
  db: Kysely<Database>,
  phone: string,
  optedIn: boolean,
  source: WhatsAppConsentsTable['source'],
  now = new Date(),
): Promise<void> {
  const row = { phone, opted_in: optedIn ? 1 : 0, source, changed_at: now.toISOString() };
  await db
    .insertInto('whatsapp_consents')
    .values(row)
    .onConflict((conflict) => conflict.column('phone').doUpdateSet({ opted_in: row.opted_in, source, changed_at: row.changed_at }))
    .execute();
}

/** A phone number as WhatsApp and MSG91 want it: with India's country code, no plus. */
export const withCountryCode = (digits: string) => `91${digits}`;
/** The 10 digits of a number a provider names (`919820012345`). */
export const tenDigits = (number: string) => number.replace(/\D/g, '').slice(-10);
