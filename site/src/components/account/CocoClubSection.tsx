import { formatPaise } from '../../lib/format.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { checkingMessage } from '../club/club-request.ts';
import type { SectionProps } from './account-sections.ts';
import { formatLongDate } from './dates.ts';

/**
 * The customer's Coco Club membership: until when it runs, a request paid by UPI that the shop is
 * still checking, and where to join or renew.
 */
export function CocoClubSection({ account }: SectionProps) {
  const words = useWords('account');
  const clubWords = useWords('club');
  const { membership, clubRequest } = account;
  const pending = clubRequest && (
    <div className="account-club__pending">
      <p className="account-club__status" role="status">
        {checkingMessage(clubRequest, clubWords)}
      </p>
      <p className="muted">
        {fill(words.pendingPaidByUpi, { amount: formatPaise(clubRequest.amountPaise), date: formatLongDate(clubRequest.submittedAt) })}
      </p>
    </div>
  );
  if (!membership) {
    return (
      <div>
        {pending}
        {!pending && (
          <>
            <p>{words.notAMemberYet}</p>
            <p>
              <a className="button" href="/subscription">
                {words.joinCocoClub}
              </a>
            </p>
          </>
        )}
      </div>
    );
  }
  return (
    <div>
      <p className="account-club__status">
        {fill(words.membershipActiveBefore, { plan: membership.plan })} <strong>{words.membershipActive}</strong> {words.membershipUntil}{' '}
        <strong>{formatLongDate(membership.expiresAt)}</strong>.
      </p>
      {membership.activatedAt && <p className="muted">{fill(words.memberSince, { date: formatLongDate(membership.activatedAt) })}</p>}
      {pending}
      {!pending && (
        <p>
          <a className="button button--light" href="/subscription">
            {words.renewMembership}
          </a>
        </p>
      )}
    </div>
  );
}
