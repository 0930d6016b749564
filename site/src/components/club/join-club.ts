/**
 * Joining Coco Club, without React: the member's details and their rules, and the steps of the
 * "Get Started" dialog as a pure state machine (details → payment → done), so the dialog only
 * renders a state and sends events.
 */

import { isEmail, isPhone, isPincode, messages } from '../../lib/validation.ts';

export const SUBSCRIBED = 'Thank you for subscribing! We will connect with you shortly.';
export const SOMETHING_WENT_WRONG = 'Oops! Something went wrong. Please try again later.';
/** The success message stays this long, then the dialog closes (the spec's 3 seconds). */
export const CLOSE_AFTER_MS = 3000;

export type MemberDetails = { name: string; email: string; phone: string; address: string; pincode: string };
export type MemberField = keyof MemberDetails;

export const noDetails: MemberDetails = { name: '', email: '', phone: '', address: '', pincode: '' };

export const detailMessages = {
  name: messages.name,
  email: messages.loginEmail,
  phone: messages.phone,
  address: messages.address,
  pincode: messages.pincode,
} as const satisfies Record<MemberField, string>;

/** The API's rules (the site's shared ones), with its lengths: a name ≤ 100 characters, an address ≤ 500. */
const rules: Record<MemberField, (value: string) => boolean> = {
  name: (value) => value.trim().length > 0 && value.trim().length <= 100,
  email: isEmail,
  phone: isPhone,
  address: (value) => value.trim().length > 0 && value.trim().length <= 500,
  pincode: isPincode,
};

/** The message of every field that breaks its rule; empty when the details can be sent. */
export function memberDetailsErrors(details: MemberDetails): Partial<Record<MemberField, string>> {
  const errors: Partial<Record<MemberField, string>> = {};
  for (const field of Object.keys(rules) as MemberField[]) {
    if (!rules[field](details[field])) errors[field] = detailMessages[field];
  }
  return errors;
}

/** Step 2 as `POST /api/memberships` answers it. */
export type ClubPayment = {
  membershipId: string;
  amountPaise: number;
  upi: { id: string; link: string; qrCode: string };
  /** Null when Razorpay could not be reached: UPI only. */
  razorpay: { orderId: string; amount: number; currency: string; keyId: string; checkoutScriptUrl: string } | null;
};

export type JoinState =
  | { step: 'details'; busy: boolean; error: string | null }
  | { step: 'payment'; payment: ClubPayment; busy: 'submit' | 'pay' | null; error: string | null }
  | { step: 'done'; message: string };

export type JoinEvent =
  | { type: 'next' }
  | { type: 'payment-ready'; payment: ClubPayment }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'pay' }
  /** The Razorpay dialog was closed without paying: the member may still pay by UPI or try again. */
  | { type: 'pay-cancelled' }
  | { type: 'joined'; message: string }
  | { type: 'failed'; message: string }
  /** The dialog was closed after joining: the next Get Started starts afresh. */
  | { type: 'restart' };

export const startJoining: JoinState = { step: 'details', busy: false, error: null };

/** The next state of the dialog; an event that makes no sense in the current state changes nothing. */
export function joinClub(state: JoinState, event: JoinEvent): JoinState {
  if (event.type === 'restart') return state.step === 'done' ? startJoining : state;
  switch (state.step) {
    case 'details':
      if (event.type === 'next' && !state.busy) return { step: 'details', busy: true, error: null };
      if (event.type === 'payment-ready' && state.busy) return { step: 'payment', payment: event.payment, busy: null, error: null };
      if (event.type === 'failed' && state.busy) return { step: 'details', busy: false, error: event.message };
      return state;
    case 'payment':
      if (state.busy === null) {
        if (event.type === 'back') return startJoining;
        if (event.type === 'submit') return { ...state, busy: 'submit', error: null };
        if (event.type === 'pay' && state.payment.razorpay) return { ...state, busy: 'pay', error: null };
        return state;
      }
      if (event.type === 'joined') return { step: 'done', message: event.message };
      if (event.type === 'failed') return { ...state, busy: null, error: event.message };
      if (event.type === 'pay-cancelled' && state.busy === 'pay') return { ...state, busy: null };
      return state;
    case 'done':
      return state;
  }
}
