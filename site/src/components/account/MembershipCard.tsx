import { checkingMessage } from '../club/club-request.ts';
import type { Account } from './account-api.ts';
import { formatLongDate } from './dates.ts';

/** The dashboard's second card: until when the customer is a Coco Club member, a request being checked, or a short invitation. */
export function MembershipCard({ account }: { account: Pick<Account, 'membership' | 'clubRequest'> }) {
  const { membership, clubRequest } = account;
  return (
    <section className="dashboard-card card" aria-labelledby="membership-title">
      <h3 id="membership-title">Coco Club</h3>
      {membership ? (
        <>
          <p className="dashboard-card__lead">Coco Club member until {formatLongDate(membership.expiresAt)}</p>
          <p>
            <a href="#coco-club">Your membership</a>
          </p>
        </>
      ) : clubRequest ? (
        <p role="status">{checkingMessage(clubRequest)}</p>
      ) : (
        <>
          <p>Members save on every kooler, all year.</p>
          <p>
            <a href="/subscription">Join Coco Club</a>
          </p>
        </>
      )}
    </section>
  );
}
