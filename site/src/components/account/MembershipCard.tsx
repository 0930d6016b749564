import { fill, useLanguage, useLinkIn, useWords } from '../../lib/words.tsx';
import { checkingMessage } from '../club/club-request.ts';
import type { Account } from './account-api.ts';
import { datesIn } from './dates.ts';

/** The dashboard's second card: until when the customer is a Coco Club member, a request being checked, or a short invitation. */
export function MembershipCard({ account }: { account: Pick<Account, 'membership' | 'clubRequest'> }) {
  const words = useWords('account');
  const link = useLinkIn();
  const language = useLanguage();
  const clubWords = useWords('club');
  const { membership, clubRequest } = account;
  return (
    <section className="dashboard-card card" aria-labelledby="membership-title">
      <h3 id="membership-title">{words.sectionCocoClub}</h3>
      {membership ? (
        <>
          <p className="dashboard-card__lead">{fill(words.memberUntil, { date: datesIn(language).longDate(membership.expiresAt) })}</p>
          <p>
            <a href="#coco-club">{words.yourMembership}</a>
          </p>
        </>
      ) : clubRequest ? (
        <p role="status">{checkingMessage(clubRequest, clubWords)}</p>
      ) : (
        <>
          <p>{words.membersSave}</p>
          <p>
            <a href={link('/subscription')}>{words.joinCocoClub}</a>
          </p>
        </>
      )}
    </section>
  );
}
