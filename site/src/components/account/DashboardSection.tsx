import { formatPhone } from '@koolers/contracts/fields/phone';
import { firstName } from '../../stores/session.ts';
import type { SectionProps } from './account-sections.ts';
import { greeting, isNewAccountHere } from './greeting.ts';
import { LatestOrderCard, useLatestOrder } from './LatestOrderCard.tsx';
import { MembershipCard } from './MembershipCard.tsx';

/** The account's home: the greeting, the latest order and the membership, then the spec's welcome text with the ways on from here. */
export function DashboardSection({ account, onSessionEnded }: SectionProps) {
  const latest = useLatestOrder(onSessionEnded);
  // Only a new account (see greeting.ts) needs the orders to choose its words; the rest greet at once.
  const newHere = isNewAccountHere(account.email ?? account.phone);
  const known = !newHere || latest.kind === 'order' || latest.kind === 'none';
  return (
    <div className="account-dashboard">
      <p className="account-dashboard__welcome">
        {known ? greeting(firstName(account.name), { newHere, hasOrders: latest.kind === 'order' }) : '\u00a0'}
      </p>
      <div className="account-dashboard__cards">
        <LatestOrderCard latest={latest} />
        <MembershipCard account={account} />
      </div>
      <p>
        From your account dashboard you can see your <a href="#order-history">recent orders</a>, keep your{' '}
        <a href="#edit-info">delivery details and password</a> up to date, look at your <a href="#wishlist">wishlist</a> and your{' '}
        <a href="#coco-club">Coco Club membership</a>, and <a href="#my-data">download or delete your data</a>.
      </p>
      <p className="muted">
        Logged in as {account.name} ({account.email ?? formatPhone(account.phone)}).
      </p>
    </div>
  );
}
