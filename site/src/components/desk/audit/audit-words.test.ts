import { pageWords } from '@koolers/contracts/words/index';
import { describe, expect, it } from 'vitest';
import { type AuditEntry, actionWords as actionIn, auditDetails as detailsIn, auditTarget as targetIn } from './audit-words.ts';

const { desk: words } = pageWords('en', 'desk');
const actionWords = (action: string) => actionIn(action, words);
const auditDetails = (entry: AuditEntry) => detailsIn(entry, words);
const auditTarget = (entry: AuditEntry) => targetIn(entry, words);

const entry = (overrides: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  at: '2026-11-26T08:00:00.000Z',
  staffId: 1,
  staffName: 'Asha Koolers',
  staffEmail: 'asha@koolers.in',
  action: 'order.confirmed',
  targetType: 'order',
  targetId: 'ord_abc',
  targetLabel: 'KC-1001',
  before: null,
  after: null,
  ip: null,
  ...overrides,
});

describe('the audit log in words', () => {
  it('names a promotion code and what was done to it, never its row id', () => {
    const paused = entry({
      action: 'promotion_code.pause',
      targetType: 'promotion_code',
      targetId: '7',
      targetLabel: null,
      before: { code: 'MONSOON10', paused: false },
      after: { code: 'MONSOON10', paused: true },
    });
    expect(actionWords(paused.action)).toBe('Paused a promotion code');
    expect(auditTarget(paused)).toEqual({ text: 'Code MONSOON10' });
    expect(actionWords('promotion_code.create')).toBe('Created a promotion code');
  });

  it('says what a change of the COD rules changed, in rupees, pincodes and numbers', () => {
    const none = {
      pincodesOff: [],
      ceilingPaise: null,
      feePaise: 0,
      blockedPhones: ['9820099999'],
      confirmation: { policy: 'never', abovePaise: null },
    };
    const changed = entry({
      action: 'cod_rules.update',
      targetType: 'settings',
      targetId: 'cod-rules',
      targetLabel: null,
      before: none,
      after: {
        ...none,
        feePaise: 2_500,
        pincodesOff: ['400710'],
        blockedPhones: [],
        confirmation: { policy: 'above-amount', abovePaise: 200_000 },
      },
    });
    expect(actionWords(changed.action)).toBe('Changed the COD rules');
    expect(auditTarget(changed)).toEqual({ text: 'COD rules' });
    expect(auditDetails(changed)).toEqual([
      'COD fee: ₹0.00 → ₹25.00',
      'COD off in added: 400710',
      'Blocked numbers taken off: 9820099999',
      'Confirm: never → orders above an amount ₹2,000.00',
    ]);
    // The owners' call window (issue 33): said when it moves, not for rules saved before it existed.
    const windowed = { ...none, confirmation: { policy: 'always', abovePaise: null, callAfterMinutes: 30 } };
    const longer = entry({
      action: 'cod_rules.update',
      targetType: 'settings',
      targetId: 'cod-rules',
      targetLabel: null,
      before: windowed,
      after: { ...windowed, confirmation: { ...windowed.confirmation, callAfterMinutes: 45 } },
    });
    expect(auditDetails(longer)).toEqual(['Call after: 30 → 45 minutes']);
  });

  it('names a change of the delivery settings', () => {
    const changed = entry({ action: 'delivery_settings.update', targetType: 'settings', targetId: 'delivery' });
    expect(actionWords(changed.action)).toBe('Changed the delivery settings');
    expect(auditTarget(changed)).toEqual({ text: 'Delivery settings' });
  });

  it('links an order by its number and words its status move and amounts in rupees', () => {
    const refunded = entry({
      action: 'order.refund-processed',
      before: { paymentStatus: 'paid' },
      after: { paymentStatus: 'partially_refunded', amountPaise: 20_000 },
    });
    expect(auditTarget(refunded)).toEqual({ text: 'Order KC-1001', href: '/admin-dashboard/orders/ord_abc' });
    expect(auditDetails(refunded)).toEqual(['Payment: Paid → Partially refunded', 'Amount: ₹200.00']);
  });

  it('names an item and a team member as people know them, never by a `kooler:` ref or a row id', () => {
    const soldOut = entry({ action: 'availability.sold-out', targetType: 'item', targetId: 'kooler:pineapple', targetLabel: 'Pineapple' });
    expect(auditTarget(soldOut)).toEqual({ text: 'Pineapple' });
    const sized = { targetType: 'item', targetId: 'product:coir-doormat (75 x 45 CM)', targetLabel: 'Coir Doormat (75 x 45 CM)' };
    expect(auditTarget(entry(sized))).toEqual({ text: 'Coir Doormat (75 x 45 CM)' });
    // An item the catalogue no longer has keeps its ref rather than nothing.
    expect(auditTarget(entry({ ...sized, targetLabel: null }))).toEqual({ text: 'product:coir-doormat (75 x 45 CM)' });
    expect(auditTarget(entry({ action: 'staff.disabled', targetType: 'staff', targetId: '4', targetLabel: 'Ravi Staff' }))).toEqual({
      text: 'Ravi Staff',
    });
    // Signing in, or setting up one's own app, is about no one else.
    expect(
      auditTarget(entry({ action: 'staff.signed-in', staffId: 4, targetType: 'staff', targetId: '4', targetLabel: 'Ravi Staff' })),
    ).toBeNull();
  });

  it('words a review hidden at the desk, with its reason and the reply', () => {
    const hidden = entry({
      action: 'review.hidden',
      targetType: 'review',
      targetId: '12',
      targetLabel: null,
      before: { status: 'published', reply: null, hideReason: null },
      after: { status: 'hidden', reply: 'Sorry to hear it', hideReason: 'Names a competitor' },
    });
    expect(actionWords(hidden.action)).toBe('Hid a review');
    expect(auditTarget(hidden)).toEqual({ text: 'Review #12' });
    expect(auditDetails(hidden)).toEqual(['Reason: Names a competitor', 'Reply: “Sorry to hear it”']);
  });

  it('says how a customer search searched and what it found, never a key or an empty number', () => {
    const search = entry({
      action: 'customers.searched',
      targetType: 'customer_search',
      targetId: '',
      targetLabel: null,
      after: { by: 'phone', found: 2 },
    });
    expect(actionWords(search.action)).toBe('Looked up a customer by phone or email');
    expect(auditTarget(search)).toEqual({ text: 'By phone: 2 found' });
    expect(auditTarget({ ...search, targetType: 'export' })).toEqual({ text: 'export' });
  });

  it('words an action it does not know from its name rather than showing a code', () => {
    expect(actionWords('order.put-on-hold')).toBe('put on hold');
  });
});
