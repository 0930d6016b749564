import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { OutboxSender } from '../notifications/outbox.ts';
import { clubEventKey, queueClubMessages } from './membership-messages.ts';
import { findMembership } from './membership-repository.ts';

/** A member hears this many days before their year ends that it is ending (issue 33). */
export const RENEWAL_NOTICE_DAYS = 7;
/** Memberships reminded in one run; the next run takes the rest. */
const BATCH = 200;

type Deps = Parameters<typeof queueClubMessages>[1] & { db: Db; outbox?: Pick<OutboxSender, 'nudge'> };

/**
 * The background jobs' sweep (jobs/background-jobs.ts): each active membership ending within
 * RENEWAL_NOTICE_DAYS gets its "renewing" messages, once. Left out: one already reminded (its
 * messages are in the outbox under its event), and one its member already renewed (a later
 * membership of the same account, or email without one, runs on past it). Once is the outbox's
 * unique (event, channel, recipient), not this query: two replicas sweeping at once, or a process
 * that stopped mid-run and ran again, queue each message once. Answers how many memberships were
 * reminded now.
 */
export async function remindRenewals(deps: Deps, now = new Date()): Promise<number> {
  const { db } = deps;
  const at = now.toISOString();
  const horizon = new Date(now.getTime() + RENEWAL_NOTICE_DAYS * 24 * 3_600_000).toISOString();
  const due = await db
    .selectFrom('memberships as m')
    .select('m.id')
    .where('m.status', '=', 'active')
    .where('m.expires_at', '>', at)
    .where('m.expires_at', '<=', horizon)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('outbox_messages')
            .select('outbox_messages.id')
            .where('outbox_messages.event_key', '=', sql<string>`cast(${clubEventKey('renewing', '')} as text) || m.id`),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('memberships as later')
            .select('later.id')
            .where('later.status', '=', 'active')
            .whereRef('later.expires_at', '>', 'm.expires_at')
            .where((inner) =>
              inner.or([
                inner.and([inner('m.customer_id', 'is not', null), inner('later.customer_id', '=', inner.ref('m.customer_id'))]),
                inner.and([
                  inner('m.customer_id', 'is', null),
                  inner('later.customer_id', 'is', null),
                  inner('later.email', '=', inner.ref('m.email')),
                ]),
              ]),
            ),
        ),
      ),
    )
    .orderBy('m.expires_at')
    .limit(BATCH)
    .execute();
  let reminded = 0;
  for (const { id } of due) {
    const membership = await findMembership(db, { id });
    if (!membership) continue;
    if ((await queueClubMessages(db, deps, 'renewing', membership, now)).length > 0) reminded++;
  }
  if (reminded > 0) deps.outbox?.nudge();
  return reminded;
}
