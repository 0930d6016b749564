import { describe, expect, it } from 'vitest';
import { type ClubPayment, type JoinEvent, type JoinState, joinClub, startJoining } from './join-club.ts';

const payment: ClubPayment = {
  membershipId: 'mem_abcdefghijkl',
  step: 2,
  plan: { name: 'Coco Club', cycle: 'yearly' },
  amountPaise: 120_000,
  upi: { id: 'koolers@upi', link: 'upi://pay?pa=koolers%40upi', qrCode: 'data:image/png;base64,AA' },
  razorpay: { orderId: 'order_1', amount: 120_000, currency: 'INR', keyId: 'rzp_test_x', checkoutScriptUrl: '/checkout.js' },
};

function run(...events: JoinEvent[]): JoinState {
  return events.reduce(joinClub, startJoining);
}

describe('joinClub', () => {
  it('Next asks for step 2 and shows it when it arrives; Back returns to the details', () => {
    expect(run({ type: 'next' })).toEqual({ step: 'details', busy: true, error: null });
    expect(run({ type: 'next' }, { type: 'payment-ready', payment })).toEqual({ step: 'payment', payment, busy: null, error: null });
    expect(run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'back' })).toEqual(startJoining);
  });

  it('a failed Next stays on the details with the message', () => {
    expect(run({ type: 'next' }, { type: 'failed', message: 'Pincode must be exactly 6 digits.' })).toEqual({
      step: 'details',
      busy: false,
      error: 'Pincode must be exactly 6 digits.',
    });
  });

  it('Submit ends with the message; a failed Submit stays on the payment step to try again', () => {
    const submitting = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'submit' });
    expect(submitting).toMatchObject({ step: 'payment', busy: 'submit' });
    expect(joinClub(submitting, { type: 'joined', message: 'Thank you!' })).toEqual({ step: 'done', message: 'Thank you!' });
    expect(joinClub(submitting, { type: 'failed', message: 'Oops' })).toMatchObject({ step: 'payment', busy: null, error: 'Oops' });
  });

  it('while busy, Back, Submit and Pay change nothing (no double requests)', () => {
    const submitting = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'submit' });
    for (const type of ['back', 'submit', 'pay', 'next'] as const) expect(joinClub(submitting, { type })).toBe(submitting);
    const asking = run({ type: 'next' });
    expect(joinClub(asking, { type: 'next' })).toBe(asking);
  });

  it('Pay now only when Razorpay is offered; closing its dialog returns to the payment step', () => {
    const ready = run({ type: 'next' }, { type: 'payment-ready', payment: { ...payment, razorpay: null } });
    expect(joinClub(ready, { type: 'pay' })).toBe(ready);
    const paying = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'pay' });
    expect(paying).toMatchObject({ busy: 'pay' });
    expect(joinClub(paying, { type: 'pay-cancelled' })).toMatchObject({ step: 'payment', busy: null, error: null });
  });

  it('done stays done until the dialog closes; then the next Get Started starts afresh', () => {
    const done = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'submit' }, { type: 'joined', message: 'x' });
    expect(joinClub(done, { type: 'back' })).toBe(done);
    expect(joinClub(done, { type: 'restart' })).toEqual(startJoining);
    const paying = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'pay' });
    expect(joinClub(paying, { type: 'restart' })).toBe(paying);
  });
});
