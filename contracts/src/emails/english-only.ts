import { englishOnly } from '../languages.ts';
import { en } from './en.ts';
import type { EmailKey } from './types.ts';

/**
 * The emails only the shop and its staff read (new orders, Coco Club requests, contact messages,
 * payment and site-build alerts, staff invitations): English in every language, as the desk is. Hindi and Marathi take these
 * entries as they are, so each is named once, here; a new English key must still be translated or
 * added here, or tsc fails in both languages.
 */
const KEYS = [
  'shop_order.subject',
  'shop_order.heading',
  'shop_order.cod',
  'shop_order.online',
  'shop_order.customer',
  'shop_order.payment',
  'shop_club.subject',
  'shop_club.heading',
  'shop_club.new',
  'shop_club.no_reference',
  'shop_club.todo',
  'shop.name',
  'shop.email',
  'shop.amount',
  'shop.upi_reference',
  'shop.contact_number',
  'contact.subject',
  'contact.heading',
  'contact.reply',
  'payment_alert.subject',
  'payment_alert.not_recorded',
  'payment_alert.action',
  'site_build.heading',
  'site_build.fix_entry',
  'site_build.fix_other',
  'site_build.published_at',
  'site_build.publish_at',
  'site_build.open',
  'staff_invite.subject',
  'staff_invite.heading',
  'staff_invite.what',
  'staff_invite.validity',
  'staff_invite.create',
  'staff_invite.ignore',
  'staff_reset.subject',
  'staff_reset.heading',
  'staff_reset.hello',
  'staff_reset.what',
  'staff_reset.validity',
  'staff_reset.again',
  'staff_reset.button',
  'staff_reset.tell_owner',
] as const satisfies readonly EmailKey[];

export const ENGLISH_ONLY = englishOnly(en, KEYS);
