import { englishPathOf } from '@koolers/contracts/pages';
import type { WordsOf } from '@koolers/contracts/words/index';
import type { Account } from './account-api.ts';

/**
 * The sections of the account page (the spec's side menu, plus the customer's own data) and which
 * one an address opens: `/profile#order-history`, or `/wishlist` for the wishlist.
 */
export const sections = [
  { id: 'dashboard', label: 'sectionDashboard' },
  { id: 'edit-info', label: 'sectionEditInfo' },
  { id: 'order-history', label: 'sectionOrderHistory' },
  { id: 'wishlist', label: 'sectionWishlist' },
  { id: 'coco-club', label: 'sectionCocoClub' },
  { id: 'my-data', label: 'sectionMyData' },
] as const satisfies readonly { id: string; label: keyof WordsOf<'account'> }[];

export type SectionId = (typeof sections)[number]['id'];

/** A section's name in the menu and as its heading, in the page's language. */
export function sectionLabel(id: SectionId, words: WordsOf<'account'>): string {
  const section = sections.find((item) => item.id === id);
  return section ? words[section.label] : '';
}

/** What a section may do to the page around it. */
export type SectionProps = {
  account: Account;
  /** The server no longer knows the session: say so, then open the login page. */
  onSessionEnded: () => void;
};

export const DEFAULT_SECTION: SectionId = 'dashboard';

export function isSection(value: string): value is SectionId {
  return sections.some((section) => section.id === value);
}

/** The section an address asks for: its hash when it names one, `/wishlist` → wishlist, else the dashboard. */
export function sectionFromLocation(location: { pathname: string; hash: string }): SectionId {
  const hash = decodeURIComponent(location.hash.replace(/^#/, ''));
  if (isSection(hash)) return hash;
  if (englishPathOf(location.pathname.replace(/\/$/, '')) === '/wishlist') return 'wishlist';
  return DEFAULT_SECTION;
}
