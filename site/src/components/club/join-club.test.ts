import { describe, expect, it } from 'vitest';
import { type ClubPayment, type JoinEvent, type JoinState, joinClub, startJoining } from './join-club.ts';

const payment: ClubPayment = {
  step: 2,
  plan: { name: 'Coco Club', cycle: 'yearly' },
  amountPaise: 120_000,
  upi: { id: 'koolers@upi', link: 'upi://pay?pa=koolers%40upi', qrCode: 'data:image/png;base64,AA' },
};
const pending = { membershipId: 'mem_abcdefghijkl', number: 'CC-1001', upiReference: '123456789012' };

function run(...events: JoinEvent[]): JoinState {
  return events.reduce(joinClub, startJoining);
}

describe('joinClub', () => {
  it('Next asks for step 2 and shows it when it arrives; Back returns to the details', () => {
    expect(run({ type: 'next' })).toEqual({ step: 'details', busy: true, error: null });
    expect(run({ type: 'next' }, { type: 'payment-ready', payment })).toEqual({ step: 'payment', payment, busy: null, error: null });
    expect(run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'back' })).toEqual(startJoining);
  });

  it('a failed Next stays on the details with the message, or none when it is shown beside its field', () => {
    expect(run({ type: 'next' }, { type: 'failed', message: 'Oops! Something went wrong. Please try again later.' })).toEqual({
      step: 'details',
      busy: false,
      error: 'Oops! Something went wrong. Please try again later.',
    });
    expect(run({ type: 'next' }, { type: 'failed', message: '' })).toEqual({ step: 'details', busy: false, error: null });
  });

  it("I've paid ends with the message and the request being checked; a failed one stays on the payment step to try again", () => {
    const sending = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'paid' });
    expect(sending).toMatchObject({ step: 'payment', busy: 'paid' });
    expect(joinClub(sending, { type: 'joined', message: 'Thank you!', pending })).toEqual({ step: 'done', message: 'Thank you!', pending });
    expect(joinClub(sending, { type: 'failed', message: 'Oops' })).toMatchObject({ step: 'payment', busy: null, error: 'Oops' });
  });

  it("while busy, Back, I've paid and Pay change nothing (no double requests)", () => {
    const sending = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'paid' });
    for (const type of ['back', 'paid', 'pay', 'next'] as const) expect(joinClub(sending, { type })).toBe(sending);
    const asking = run({ type: 'next' });
    expect(joinClub(asking, { type: 'next' })).toBe(asking);
  });

  it('Pay now through Razorpay; closing its dialog returns to the payment step; paying ends with no request to check', () => {
    const paying = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'pay' });
    expect(paying).toMatchObject({ busy: 'pay' });
    expect(joinClub(paying, { type: 'pay-cancelled' })).toMatchObject({ step: 'payment', busy: null, error: null });
    expect(joinClub(paying, { type: 'joined', message: 'Active!' })).toEqual({ step: 'done', message: 'Active!', pending: null });
  });

  it('done stays done until the dialog closes; then the next Get Started starts afresh', () => {
    const done = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'paid' }, { type: 'joined', message: 'x', pending });
    expect(joinClub(done, { type: 'back' })).toBe(done);
    expect(joinClub(done, { type: 'restart' })).toEqual(startJoining);
    const paying = run({ type: 'next' }, { type: 'payment-ready', payment }, { type: 'pay' });
    expect(joinClub(paying, { type: 'restart' })).toBe(paying);
  });
});
