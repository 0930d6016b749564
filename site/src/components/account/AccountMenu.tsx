import { useId, useState } from 'react';
import { type SectionId, sections } from './account-sections.ts';
import { LogoutButton } from './LogoutButton.tsx';

/**
 * The account's side menu: a link per section (the address says which is open, so Back and
 * bookmarks work) and LOGOUT. On phones it folds behind a toggle button.
 */
export function AccountMenu({ current }: { current: SectionId }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const currentLabel = sections.find((section) => section.id === current)?.label ?? '';

  return (
    <nav className="account-menu" aria-label="Account" data-open={open}>
      <button
        type="button"
        className="account-menu__toggle button button--light"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Account menu<span className="visually-hidden">, now showing {currentLabel}</span>
      </button>
      <ul id={listId} className="account-menu__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} aria-current={section.id === current ? 'page' : undefined} onClick={() => setOpen(false)}>
              {section.label}
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
