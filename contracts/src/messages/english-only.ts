import { englishOnly } from '../languages.ts';
import { en } from './en.ts';
import type { MessageKey } from './types.ts';

/**
 * What only staff (the order desk, its sign-in) and other services (webhooks) read: English in
 * every language, as the desk is. Hindi and Marathi take these
 * entries as they are, so each is named once, here; a new English key must still be translated or
 * added here, or tsc fails in both languages.
 */
const KEYS = [
  'not_found.review',
  'not_found.message',
  'not_found.staff',
  'not_found.invitation',
  'not_found.whatsapp',
  'not_found.sms',
  'not_found.endpoint',
  'not_found.customer',
  'not_found.promotion_code',
  'not_signed_in.desk',
  'not_signed_in.again',
  'wrong_password.staff',
  'self.password',
  'self.turn_off',
  'changed_meanwhile.membership',
  'changed_meanwhile.order',
  'already_closed.day',
  'already_closed.part',
  'nothing_to_resend.email',
  'nothing_to_resend.phone',
  'invalid_request.unknown_item',
  'invalid_request.page_link',
  'not_refundable.not_online',
  'not_refundable.refunded',
  'refund_refused.razorpay',
  'refund_refused.failed',
  'invalid_request.refund_key',
  'bad_signature.razorpay',
  'bad_payload.razorpay',
  'bad_signature.whatsapp',
  'bad_payload.whatsapp',
  'bad_payload.sms',
  'invalid_credentials',
  'owners_only',
  'last_owner',
  'staff_exists',
  'invite_invalid',
  'invite_email',
  'already_set_up',
  'set_up_by_link',
  'set_up_again',
  'code_needed',
  'wrong_code',
  'not_requested',
  'upi_reference_mismatch',
  'reason_needed',
  'not_movable',
  'same_slot',
  'unknown_slot',
  'no_email',
  'no_phone_channel',
  'email_failed',
  'code_taken',
  'not_cancellable',
  'refund_in_flight',
  'unauthorized',
  'missing_event_id',
  'forbidden',
  'bad_token',
  'not_yet',
] as const satisfies readonly MessageKey[];

export const ENGLISH_ONLY = englishOnly(en, KEYS);
