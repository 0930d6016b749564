import type { DeskPromotionCode } from '@koolers/contracts/promotions';
import { pageWords, type WordsOf } from '@koolers/contracts/words/index';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { WordsProvider } from '../../lib/words.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DeskShell } from './DeskShell.tsx';
import { PromotionCodeTable } from './promotion-codes/PromotionCodeTable.tsx';
import { TeamTable } from './team/TeamTable.tsx';

/**
 * The desk reads its words from the catalogue (issue 31 point 5): rendered with every entry
 * replaced by its key, a screen shows keys and data only, so no English was left in its code.
 */
const english = pageWords('en', 'desk').desk;
const keyed = Object.fromEntries(
  Object.entries(english).map(([key, template]) => [key, `‹${key}›${(template.match(/\{\w+\}/g) ?? []).join('')}`]),
) as unknown as WordsOf<'desk'>;

const render = (node: ReactNode, words: WordsOf<'desk'> = keyed) =>
  renderToStaticMarkup(createElement(WordsProvider, { words: { desk: words } } as Parameters<typeof WordsProvider>[0], node));
/** The text a person reads (and aria-label / alt / placeholder / title), with the keys and the given data taken out. */
function leftOver(html: string, data: string[]): string {
  const attributes = [...html.matchAll(/(?:aria-label|alt|placeholder|title)="([^"]*)"/g)].map((match) => match[1]);
  let text = [html.replace(/<[^>]+>/g, ' '), ...attributes].join(' ').replace(/‹\w+›/g, ' ');
  for (const value of data) text = text.replaceAll(value, ' ');
  return text.replace(/[\s·:(),●#]+/g, ' ').trim();
}

/** Without children: the frame around no screen. */
type Shell = Parameters<typeof DeskShell>[0];
const staff = { id: 1, name: 'Asha Koolers', email: 'asha@koolers.in', role: 'owner' as const, hasSecondFactor: true };

describe('the desk in its words', () => {
  test('the frame: its navigation, live state, sound switch, who is signed in and signing out', () => {
    const html = render(
      createElement(DeskShell, {
        staff,
        view: 'codes',
        live: 'reconnecting',
        sound: { on: false, toggle: () => {} },
      } as Shell),
    );
    expect(leftOver(html, ['Asha Koolers', 'owner'])).toBe('');
    expect(render(createElement(DeskShell, { staff, view: 'codes' } as Shell), english)).toContain('Menu: Promotion codes');
  });

  test('the dialog that asks first, the team table and the promotion codes table', () => {
    const dialog = render(
      createElement(ConfirmDialog, { title: 'T', confirmLabel: 'C', onConfirm: async () => {}, onClose: () => {} } as Parameters<
        typeof ConfirmDialog
      >[0]),
    );
    expect(leftOver(dialog, ['T', 'C'])).toBe('');
    const members = [
      { id: 1, name: 'Asha', email: 'asha@koolers.in', role: 'owner' as const, hasSecondFactor: true, disabledAt: null, createdAt: '' },
      {
        id: 2,
        name: 'Ravi',
        email: 'ravi@koolers.in',
        role: 'staff' as const,
        hasSecondFactor: false,
        disabledAt: '2026-11-01',
        createdAt: '',
      },
    ];
    const team = render(createElement(TeamTable, { members, ownId: 1, onToggle: () => {} }));
    expect(leftOver(team, ['Asha', 'Ravi', 'asha@koolers.in', 'ravi@koolers.in', 'owner', 'staff'])).toBe('');
    const code = {
      id: 7,
      code: 'MONSOON10',
      description: '',
      kind: 'percent',
      value: 10,
      minimumOrderPaise: 50_000,
      maximumDiscountPaise: null,
      validFrom: null,
      validUntil: null,
      totalUseLimit: 100,
      perCustomerLimit: 1,
      firstOrderOnly: false,
      categories: [],
      refs: [],
      paused: false,
      status: 'running',
      uses: 3,
      paidOrders: 2,
      revenuePaise: 120_000,
      discountGivenPaise: 0,
    } as unknown as DeskPromotionCode;
    const codes = render(
      createElement(PromotionCodeTable, { codes: [code], empty: null, owner: true, onChange: () => {}, onPause: () => {} }),
    );
    // The status label is contracts' (shared with the API); the amounts are formatted by the code.
    expect(leftOver(codes, ['MONSOON10', 'Running', '₹1,200.00', '₹500.00', '100', '10', '3', '2'])).toBe('');
    expect(
      render(
        createElement(PromotionCodeTable, { codes: [code], empty: null, owner: true, onChange: () => {}, onPause: () => {} }),
        english,
      ),
    ).toContain('10% off, orders from ₹500.00');
  });
});
