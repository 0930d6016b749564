/**
 * Joining Coco Club, without React: the steps of the "Get Started" dialog as a pure state machine
 * (details → payment → done), so the dialog only renders a state and sends events. The details'
 * rules are the API's own (@koolers/contracts/form-rules). Nothing is recorded before the payment
 * step's "I've paid" (a UPI payment and its reference) or "Pay now" (Razorpay).
 */
import type { ClubPaymentDetails } from '@koolers/contracts/checkout';
import type { MemberValues } from '@koolers/contracts/form-rules';

export type ClubPayment = ClubPaymentDetails;

/** The success message stays this long, then the dialog closes (the spec's 3 seconds). */
export const CLOSE_AFTER_MS = 3000;

export type MemberDetails = MemberValues;

export const noDetails: MemberDetails = { name: '', email: '', phone: '', address: '', pincode: '' };

/** A UPI request the shop is checking: what the member is told, and where the page finds it later. */
export type PendingRequest = { membershipId: string; number: string; upiReference: string };

export type JoinState =
  | { step: 'details'; busy: boolean; error: string | null }
  | { step: 'payment'; payment: ClubPayment; busy: 'paid' | 'pay' | null; error: string | null }
  | { step: 'done'; message: string; pending: PendingRequest | null };

export type JoinEvent =
  | { type: 'next' }
  | { type: 'payment-ready'; payment: ClubPayment }
  | { type: 'back' }
  /** "I've paid", with the UPI payment's reference. */
  | { type: 'paid' }
  /** "Pay now" through Razorpay. */
  | { type: 'pay' }
  /** The Razorpay dialog was closed without paying: the member may still pay by UPI or try again. */
  | { type: 'pay-cancelled' }
  | { type: 'joined'; message: string; pending?: PendingRequest }
  /** `message` empty: the refusal is shown beside its field instead. */
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
      if (event.type === 'failed' && state.busy) return { step: 'details', busy: false, error: event.message || null };
      return state;
    case 'payment':
      if (state.busy === null) {
        if (event.type === 'back') return startJoining;
        if (event.type === 'paid') return { ...state, busy: 'paid', error: null };
        if (event.type === 'pay') return { ...state, busy: 'pay', error: null };
        return state;
      }
      if (event.type === 'joined') return { step: 'done', message: event.message, pending: event.pending ?? null };
      if (event.type === 'failed') return { ...state, busy: null, error: event.message || null };
      if (event.type === 'pay-cancelled' && state.busy === 'pay') return { ...state, busy: null };
      return state;
    case 'done':
      return state;
  }
}
