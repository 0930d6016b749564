import { formatPhone } from '@koolers/contracts/fields/phone';
import { fill, useWords } from '../../lib/words.tsx';
import { firstName } from '../../stores/session.ts';
import type { SectionProps } from './account-sections.ts';
import { greeting, isNewAccountHere } from './greeting.ts';
import { LatestOrderCard, useLatestOrder } from './LatestOrderCard.tsx';
import { MembershipCard } from './MembershipCard.tsx';

/** The account's home: the greeting, the latest order and the membership, then the spec's welcome text with the ways on from here. */
export function DashboardSection({ account, onSessionEnded }: SectionProps) {
  const words = useWords('account');
  const latest = useLatestOrder(onSessionEnded);
  // Only a new account (see greeting.ts) needs the orders to choose its words; the rest greet at once.
  const newHere = isNewAccountHere(account.email ?? account.phone);
  const known = !newHere || latest.kind === 'order' || latest.kind === 'none';
  return (
    <div className="account-dashboard">
      <p className="account-dashboard__welcome">
        {known ? greeting(firstName(account.name), { newHere, hasOrders: latest.kind === 'order' }, words) : '\u00a0'}
      </p>
      <div className="account-dashboard__cards">
        <LatestOrderCard latest={latest} />
        <MembershipCard account={account} />
      </div>
      <p>
        {words.dashboardIntro} <a href="#order-history">{words.dashboardRecentOrders}</a>
        {words.dashboardKeepYour} <a href="#edit-info">{words.dashboardDetailsAndPassword}</a> {words.dashboardUpToDate}{' '}
        <a href="#wishlist">{words.dashboardWishlist}</a> {words.dashboardAndYour} <a href="#coco-club">{words.dashboardMembership}</a>
        {words.dashboardAnd} <a href="#my-data">{words.dashboardMyData}</a>.
      </p>
      <p className="muted">{fill(words.loggedInAs, { name: account.name, contact: account.email ?? formatPhone(account.phone) })}</p>
    </div>
  );
}
