import type { SectionProps } from './account-sections.ts';
import { formatLongDate } from './dates.ts';

/** The customer's Coco Club membership: until when it runs, and where to join or renew. */
export function CocoClubSection({ account }: SectionProps) {
  const { membership } = account;
  if (!membership) {
    return (
      <div>
        <p>You are not a Coco Club member yet. Members save on every kooler, all year.</p>
        <p>
          <a className="button" href="/subscription">
            Join Coco Club
          </a>
        </p>
      </div>
    );
  }
  return (
    <div>
      <p className="account-club__status">
        Your {membership.plan} membership is <strong>active</strong> until <strong>{formatLongDate(membership.expiresAt)}</strong>.
      </p>
      {membership.activatedAt && <p className="muted">Member since {formatLongDate(membership.activatedAt)}.</p>}
      <p>
        <a className="button button--light" href="/subscription">
          Renew membership
        </a>
      </p>
    </div>
  );
}
