import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { isOptedIn, withCountryCode } from '../messaging/consent.ts';
import type { MessageContent } from '../notifications/message-templates.ts';
import { type Channel, enqueueMessages, type OutgoingMessage } from '../notifications/outbox.ts';
import type { Membership } from './membership-repository.ts';

/** A membership's own events: joined (its year paid for and running), and renewing (7 days before that year ends). */
export const CLUB_EVENTS = ['joined', 'renewing'] as const;
export type ClubEvent = (typeof CLUB_EVENTS)[number];

/** The outbox's key of a membership's event: with (channel, recipient) it makes each message once. */
export const clubEventKey = (event: ClubEvent, membershipId: string) => `club.${event}:${membershipId}`;

/** Where a member renews: the Coco Club page. */
export const renewLink = (siteOrigin: string) => `${siteOrigin}/subscription`;

type Deps = { config: Pick<Config, 'siteOrigin'> & Partial<Pick<Config, 'messaging'>> };

/**
 * Queues, in `trx` (the change that brings them), the member's messages of `event`: the email, and
 * on their phone WhatsApp when they opted in (and WhatsApp is configured), else SMS when it is, as
 * an order's messages go (orders/order-subscriptions.ts). Queued under the membership's event, so
 * the outbox's unique (event, channel, recipient) makes each once however often it is called (a
 * payment's webhook racing its verification, two replicas' sweeps). Answers the ids queued now.
 */
export async function queueClubMessages(
  trx: Transaction<Database> | Kysely<Database>,
  deps: Deps,
  event: ClubEvent,
  membership: Membership,
  now = new Date(),
): Promise<number[]> {
  const content = clubMessage(event, membership, deps.config.siteOrigin);
  const { messaging = {} } = deps.config;
  const phone = /^\d{10}$/.test(membership.phone) ? membership.phone : null;
  const channels: Array<[Channel, string]> = [['email', membership.email]];
  if (phone && (messaging.whatsapp || messaging.sms)) {
    const whatsapp = Boolean(messaging.whatsapp && (await isOptedIn(trx, phone)));
    if (whatsapp) channels.push(['whatsapp', withCountryCode(phone)]);
    else if (messaging.sms) channels.push(['sms', withCountryCode(phone)]);
  }
  const messages = channels.map(
    ([channel, recipient]) => ({ ...content, eventKey: clubEventKey(event, membership.id), channel, recipient }) as OutgoingMessage,
  );
  const run = (db: Transaction<Database>) => enqueueMessages(db, messages, now);
  return trx.isTransaction ? run(trx as Transaction<Database>) : trx.transaction().execute(run);
}

function clubMessage(event: ClubEvent, membership: Membership, siteOrigin: string): MessageContent {
  const { number, name, email, amountPaise, expiresAt, upiReference, language } = membership;
  // `language`: the emails' words and the phone messages' templates follow it (message-words.ts).
  const data = { number, name, email, amountPaise, expiresAt, upiReference, language };
  return event === 'joined'
    ? { template: 'club-joined', params: data }
    : { template: 'club-renewing', params: { ...data, renewLink: renewLink(siteOrigin) } };
}
