import { formatPaise } from '../../lib/format.ts';
import { fill, useLanguage, useLinkIn, useWords } from '../../lib/words.tsx';
import { checkingMessage } from '../club/club-request.ts';
import type { SectionProps } from './account-sections.ts';
import { datesIn } from './dates.ts';

/**
 * The customer's Coco Club membership: until when it runs, a request paid by UPI that the shop is
 * still checking, and where to join or renew.
 */
export function CocoClubSection({ account }: SectionProps) {
  const words = useWords('account');
  const link = useLinkIn();
  const language = useLanguage();
  const clubWords = useWords('club');
  const { membership, clubRequest } = account;
  const pending = clubRequest && (
    <div className="account-club__pending">
      <p className="account-club__status" role="status">
        {checkingMessage(clubRequest, clubWords)}
      </p>
      <p className="muted">
        {fill(words.pendingPaidByUpi, {
          amount: formatPaise(clubRequest.amountPaise),
          date: datesIn(language).longDate(clubRequest.submittedAt),
        })}
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
              <a className="button" href={link('/subscription')}>
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
        <strong>{datesIn(language).longDate(membership.expiresAt)}</strong>.
      </p>
      {membership.activatedAt && (
        <p className="muted">{fill(words.memberSince, { date: datesIn(language).longDate(membership.activatedAt) })}</p>
      )}
      {pending}
      {!pending && (
        <p>
          <a className="button button--light" href={link('/subscription')}>
            {words.renewMembership}
          </a>
        </p>
      )}
    </div>
  );
}
