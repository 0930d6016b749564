import { formatPaise } from '../../lib/format.ts';
import { checkingMessage } from '../club/club-request.ts';
import type { SectionProps } from './account-sections.ts';
import { formatLongDate } from './dates.ts';

/**
 * The customer's Coco Club membership: until when it runs, a request paid by UPI that the shop is
 * still checking, and where to join or renew.
 */
export function CocoClubSection({ account }: SectionProps) {
  const { membership, clubRequest } = account;
  const pending = clubRequest && (
    <div className="account-club__pending">
      <p className="account-club__status" role="status">
        {checkingMessage(clubRequest)}
      </p>
      <p className="muted">
        {formatPaise(clubRequest.amountPaise)} by UPI, sent on {formatLongDate(clubRequest.submittedAt)}. We email you as soon as it is
        active; there is no need to pay again.
      </p>
    </div>
  );
  if (!membership) {
    return (
      <div>
        {pending}
        {!pending && (
          <>
            <p>You are not a Coco Club member yet. Members save on every kooler, all year.</p>
            <p>
              <a className="button" href="/subscription">
                Join Coco Club
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
        Your {membership.plan} membership is <strong>active</strong> until <strong>{formatLongDate(membership.expiresAt)}</strong>.
      </p>
      {membership.activatedAt && <p className="muted">Member since {formatLongDate(membership.activatedAt)}.</p>}
      {pending}
      {!pending && (
        <p>
          <a className="button button--light" href="/subscription">
            Renew membership
          </a>
        </p>
      )}
    </div>
  );
}
