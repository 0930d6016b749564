import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useWords } from '../../lib/words.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import type { Account, ProductLookup } from './account-api.ts';
import { type SectionId, type SectionProps, sectionFromLocation, sectionLabel } from './account-sections.ts';
import { DashboardSection } from './DashboardSection.tsx';

// The dashboard comes with the signed-in account; each other section loads when it is opened.
const EditInfoSection = lazy(() => import('./EditInfoSection.tsx').then((module) => ({ default: module.EditInfoSection })));
const OrderHistorySection = lazy(() => import('./OrderHistorySection.tsx').then((module) => ({ default: module.OrderHistorySection })));
const WishlistSection = lazy(() => import('./WishlistSection.tsx').then((module) => ({ default: module.WishlistSection })));
const CocoClubSection = lazy(() => import('./CocoClubSection.tsx').then((module) => ({ default: module.CocoClubSection })));
const MyDataSection = lazy(() => import('./MyDataSection.tsx').then((module) => ({ default: module.MyDataSection })));

type Props = SectionProps & {
  products: ProductLookup;
  onSaved: (saved: Partial<Account>) => void;
  onDeleted: (message: string) => void;
};

/**
 * The account of a signed-in customer: the side menu and the section the address names
 * (`/profile#order-history`, `/wishlist`), following the hash as the menu changes it.
 */
export default function SignedInAccount({ account, onSessionEnded, products, onSaved, onDeleted }: Props) {
  const words = useWords('account');
  const [section, setSection] = useState<SectionId>(() => sectionFromLocation(location));
  const moveFocus = useRef(false);
  // A keyboard or screen-reader user who picks a section lands on its heading.
  // (React detaches the old section's heading, with null, before it attaches the new one.)
  const focusWhenPicked = useCallback((heading: HTMLHeadingElement | null) => {
    if (!heading || !moveFocus.current) return;
    heading.focus();
    moveFocus.current = false;
  }, []);

  useEffect(() => {
    const follow = () => {
      moveFocus.current = true;
      setSection(sectionFromLocation(location));
    };
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const props: SectionProps = { account, onSessionEnded };
  const label = sectionLabel(section, words);
  return (
    <div className="account">
      <AccountMenu current={section} />
      <section key={section} className="account__section" aria-labelledby="account-section-title">
        <h2 id="account-section-title" ref={focusWhenPicked} tabIndex={-1}>
          {label}
        </h2>
        <Suspense fallback={<p role="status">{words.loading}</p>}>
          {section === 'dashboard' && <DashboardSection {...props} />}
          {section === 'edit-info' && <EditInfoSection {...props} onSaved={onSaved} />}
          {section === 'order-history' && <OrderHistorySection {...props} />}
          {section === 'wishlist' && <WishlistSection {...props} products={products} />}
          {section === 'coco-club' && <CocoClubSection {...props} />}
          {section === 'my-data' && <MyDataSection {...props} onDeleted={onDeleted} />}
        </Suspense>
      </section>
    </div>
  );
}
