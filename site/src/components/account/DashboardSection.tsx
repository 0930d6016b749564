import { firstName } from '../../stores/session.ts';
import type { SectionProps } from './account-sections.ts';

/** The welcome text, with the ways on from here. */
export function DashboardSection({ account }: SectionProps) {
  return (
    <div className="account-dashboard">
      <p className="account-dashboard__welcome">Welcome back, {firstName(account.name)}!</p>
      <p>
        From your account dashboard you can see your <a href="#order-history">recent orders</a>, keep your{' '}
        <a href="#edit-info">delivery details and password</a> up to date, look at your <a href="#wishlist">wishlist</a> and your{' '}
        <a href="#coco-club">Coco Club membership</a>, and <a href="#my-data">download or delete your data</a>.
      </p>
      <p className="muted">
        Logged in as {account.name} ({account.email}).
      </p>
    </div>
  );
}
