import { useId, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
import { type SectionId, sectionLabel, sections } from './account-sections.ts';
import { LogoutButton } from './LogoutButton.tsx';

/**
 * The account's side menu: a link per section (the address says which is open, so Back and
 * bookmarks work) and LOGOUT. On phones it folds behind a toggle button.
 */
export function AccountMenu({ current }: { current: SectionId }) {
  const words = useWords('account');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const currentLabel = sectionLabel(current, words);

  return (
    <nav className="account-menu" aria-label={words.accountNav} data-open={open}>
      <button
        type="button"
        className="account-menu__toggle button button--light"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {words.accountMenu}
        <span className="visually-hidden">{fill(words.nowShowing, { section: currentLabel })}</span>
      </button>
      <ul id={listId} className="account-menu__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={section.id === current ? 'page' : undefined} onClick={() => setOpen(false)}>
              {sectionLabel(section.id, words)}
            </a>
          </li>
        ))}
        <li>
          <LogoutButton />
        </li>
      </ul>
    </nav>
  );
}
