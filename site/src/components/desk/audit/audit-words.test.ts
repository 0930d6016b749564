import { describe, expect, it } from 'vitest';
import { type AuditEntry, actionWords, auditDetails, auditTarget } from './audit-words.ts';

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

  it('links an order by its number and words its status move and amounts in rupees', () => {
    const refunded = entry({
      action: 'order.refund-processed',
      before: { paymentStatus: 'paid' },
      after: { paymentStatus: 'partially_refunded', amountPaise: 20_000 },
    });
    expect(auditTarget(refunded)).toEqual({ text: 'Order KC-1001', href: '/admin-dashboard/orders/ord_abc' });
    expect(auditDetails(refunded)).toEqual(['Payment: Paid → Partially refunded', 'Amount: ₹200.00']);
  });

  it('words an action it does not know from its name rather than showing a code', () => {
    expect(actionWords('order.put-on-hold')).toBe('put on hold');
  });
});
