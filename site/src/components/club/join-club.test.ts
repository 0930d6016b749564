import { describe, expect, it } from 'vitest';
import { type ClubPayment, type JoinEvent, type JoinState, joinClub, memberDetailsErrors, noDetails, startJoining } from './join-club.ts';

const valid = { name: 'Kavya Patil', email: 'kavya@example.in', phone: '98670 01234', address: 'Sector 9, Vashi', pincode: '400703' };

describe('memberDetailsErrors', () => {
  it('accepts good details, a +91 phone with spaces and dashes included', () => {
    expect(memberDetailsErrors(valid)).toEqual({});
    expect(memberDetailsErrors({ ...valid, phone: '+91 98670-01234' })).toEqual({});
  });

  it('names every empty field', () => {
    expect(Object.keys(memberDetailsErrors(noDetails)).sort()).toEqual(['address', 'email', 'name', 'phone', 'pincode']);
  });

  it.each([
    ['email', 'kavya@example', 'Please enter a valid email.'],
    ['email', 'kavya example.in', 'Please enter a valid email.'],
    ['phone', '98670 0123', 'Phone number must be exactly 10 digits.'],
    ['phone', '98670012345', 'Phone number must be exactly 10 digits.'],
    ['pincode', '40070', 'Pincode must be exactly 6 digits.'],
    ['pincode', '040070', 'Pincode must be exactly 6 digits.'],
    ['name', '   ', 'Please enter your full name.'],
    ['address', 'x'.repeat(501), 'Please enter your delivery address.'],
  ] as const)('%s %j: %s', (field, value, message) => {
    expect(memberDetailsErrors({ ...valid, [field]: value })).toEqual({ [field]: message });
  });
});

const payment: ClubPayment = {
  membershipId: 'mem_abcdefghijkl',
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
