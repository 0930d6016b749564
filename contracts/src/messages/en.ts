import { type CodRefusal, codRefusalMessage } from '../cod-rules.ts';
import {
  type AreaWeServe,
  calendarDay,
  clockWords,
  dayAfter,
  type NextOffer,
  type OrderPromise,
  orderPromiseWords,
  type PlacesWeServe,
  type RefusedSlot,
} from '../delivery.ts';
import { FORM_MESSAGES } from '../forms/form-rule.ts';
import { formatPaise } from '../money.ts';
import { DELIVERY_STATUS_LABELS, type DeliveryStatus, type PaymentStatus, paymentInWords } from '../order-status.ts';
import { type PromotionRefusalReason, promotionRefusalMessage } from '../promotions.ts';

/** "Vashi, Sanpada (400703)", or "pincode 400703" for an area without place names. */
const areaWords = (area: AreaWeServe) => (area.places.length ? `${area.places.join(', ')} (${area.pincode})` : `pincode ${area.pincode}`);

/** "We deliver to Vashi, Sanpada … and 3 more areas.", or nothing when no area is listed. */
function whereWeDeliver({ named, more }: PlacesWeServe): string {
  const places = named.map((place) => (typeof place === 'string' ? place : `pincode ${place.pincode}`));
  if (places.length === 0) return '';
  const last = more > 0 ? `${more} more ${more === 1 ? 'area' : 'areas'}` : places.pop();
  return places.length ? `We deliver to ${places.join(', ')} and ${last}.` : `We deliver to ${last}.`;
}

/** "today", "tomorrow", "Wed 2 Dec". */
const day = (date: string, today: string) => calendarDay(date, today, { today: 'today', tomorrow: 'tomorrow' }, 'en-GB');
/** "tomorrow 9–11 am". */
const offer = (next: NextOffer, today: string) => `${day(next.date, today)} ${next.label}`;
/** "9–11 am slot tomorrow", "4–6 pm slot on Wed 2 Dec". */
const askedSlot = (p: RefusedSlot) =>
  `${p.slot} slot ${p.date === p.today || p.date === dayAfter(p.today) ? '' : 'on '}${day(p.date, p.today)}`;
const closedNow = (closed: boolean) => (closed ? 'We’re closed now. ' : '');

/**
 * The API's error messages in English, the source language every other language is checked
 * against (Starlight's `translations/en.json`). Keyed by the error code the API answers; where one
 * code has several sentences, by `code.case` (`not_found.order`). An entry is a sentence, or a
 * function of the facts it names. The specs' messages are here verbatim: they are shown to people
 * word for word. A message the browser shows too stays in its module (`FORM_MESSAGES`,
 * `codRefusalMessage`) and its entry here names it, so it is written once.
 */
export const en = {
  // Not found
  'not_found.order': 'Order not found.',
  'not_found.review': 'Review not found.',
  'not_found.membership': 'No such Coco Club membership.',
  'not_found.message': 'No such message.',
  'not_found.staff': 'No such staff member.',
  'not_found.invitation': 'This invitation is already used, revoked or gone.',
  'not_found.whatsapp': 'WhatsApp is not configured.',
  'not_found.sms': 'SMS is not configured.',
  'not_found.endpoint': (p: { method: string; path: string }) => `No such endpoint: ${p.method} ${p.path}`,
  'not_found.customer': 'That customer account no longer exists: search again, or order as a guest.',
  'not_found.promotion_code': 'No such promotion code.',
  'not_found.item': 'That item is not in the catalogue.',
  'not_found.document': 'Invoice not found.',
  'not_found.payment': 'Payment verification failed. Please contact support.',
  'not_found.club_payment': 'Oops! Something went wrong. Please try again later.',

  // Signing in: customers
  not_logged_in: 'Please log in first.',
  email_taken: 'An account with this email already exists. Please log in.',
  login_failed: 'Login failed! Please check your credentials.',
  'wrong_password.current': 'Your current password is not correct.',
  'wrong_password.erasure': 'The password is not correct.',
  reset_link_invalid: FORM_MESSAGES.resetLink,
  code_wrong: (p: { triesLeft: number }) =>
    p.triesLeft > 0
      ? `That code is not right. ${p.triesLeft} ${p.triesLeft === 1 ? 'try' : 'tries'} left.`
      : 'That code is not right, and it was the last try. Please ask for a new code.',
  phone_is_sign_in: 'You sign in with this number. To change it, verify the new number with a code.',
  code_expired: 'This code has expired or was already used. Please ask for a new code.',
  number_taken: 'This number is verified on another Koolers account. Sign in with it there.',
  not_your_number: 'Enter the phone number you sign in with.',
  no_phone: 'Add a phone number to your account first.',
  /** When the schema's own message is missing. */
  invalid_body: 'Invalid body.',

  // Signing in: staff
  'not_signed_in.desk': 'Please sign in to the order desk.',
  'not_signed_in.again': 'Please sign in again.',
  invalid_credentials: 'Invalid credentials',
  owners_only: 'Only an owner can do this.',
  'wrong_password.staff': 'Your current password is not right.',
  'self.password': 'To change your own password, use My account. Another owner can reset your sign-in.',
  'self.turn_off': 'You cannot turn off your own account.',
  last_owner: 'The last owner cannot be turned off.',
  staff_exists: (p: { email: string }) => `${p.email} already has a desk account: send them a new sign-in link instead.`,
  invite_invalid: 'This invitation link is invalid, used or expired. Please ask an owner for a new one.',
  invite_email: (p: { email: string }) => `This invitation is for ${p.email}: please register with that email.`,
  already_set_up: 'Your authenticator app is already set up.',
  set_up_by_link: 'Your authenticator app is not set up. Please open your set-up link, or ask an owner to send you a new sign-in link.',
  set_up_again: 'Your authenticator app must be set up again. Please ask an owner to send you a new sign-in link.',
  code_needed: 'Please enter the 6-digit code from your authenticator app.',
  wrong_code: 'That code is not right. Please try again.',

  // Too many at once (429, with Retry-After)
  too_many_attempts: 'Too many attempts. Please wait a few minutes and try again.',
  'too_many_attempts.password': 'Too many wrong passwords. Please wait a few minutes and try again.',
  'too_many_attempts.login': 'Too many login attempts. Please wait a few minutes and try again.',
  'too_many_downloads.invoice': 'Too many downloads. Please wait a minute and try again.',
  'too_many_downloads.personal_data': 'You have downloaded your data several times in a short time. Please try again in an hour.',
  too_many_orders: 'You have placed several orders in a short time. Please wait a few minutes and try again.',
  too_many_resets: 'Too many password reset requests. Please wait a few minutes and try again.',
  too_many_registrations: 'Too many sign-up attempts. Please wait a few minutes and try again.',
  too_many_guests: 'Too many checkouts started in a short time. Please wait a few minutes and try again.',
  too_many_requests: 'You have sent several Coco Club requests in a short time. Please wait a while and try again.',
  'too_many_codes.promotion': 'You have tried several promotion codes in a short time. Please wait a few minutes and try again.',
  'too_many_codes.phone': 'Too many codes for this number. Please try again in an hour.',
  too_many_messages: 'You have sent several messages in a short time. Please wait a few minutes and try again.',

  // Cart and checkout
  bad_quantity: (p: { item: string }) => `The quantity of ${p.item} must be a whole number of at least 1.`,
  unknown_size: (p: { item: string; sizes: readonly string[] }) => `Please choose a size of ${p.item} (${p.sizes.join(', ')}).`,
  'unknown_item.no_price': (p: { item: string }) => `${p.item} has no price yet. Please try again later.`,
  'unknown_item.no_longer_sold': (p: { item: string }) => `We no longer sell “${p.item}”. Please remove it from your cart.`,
  'sold_out.item': (p: { name: string; size: string | null }) =>
    `${p.size ? `${p.name} (${p.size})` : p.name} is sold out today. Please remove it from your cart.`,
  'sold_out.lines': (p: { count: number }) => `${p.count} items in your cart can’t be delivered today. Please remove them.`,
  too_many: (p: { most: number; item: string }) =>
    `We can take at most ${p.most} of ${p.item} in one order. For bulk orders, please contact us.`,
  catalog_unavailable: 'Our price list is unavailable right now. Please try again in a minute.',
  'pincode_required.address': 'Please add your 6-digit pincode so we can check that we deliver to you.',
  'pincode_required.position': 'Please enter your 6-digit pincode: we check delivery by pincode.',
  // The pincode and location checks' answers, and an order outside the area (orders/delivery-area.ts)
  'delivery_check.available': 'Delivery Available',
  'delivery_check.available_to': (p: { area: AreaWeServe }) => `Delivery Available to ${areaWords(p.area)}`,
  'outside_delivery_area.pincode': (p: { pincode: string; deliverTo: PlacesWeServe }) =>
    `Sorry, we do not deliver to pincode ${p.pincode} yet. ${whereWeDeliver(p.deliverTo)}`,
  'outside_delivery_area.position': (p: { km: number; nearest: AreaWeServe; deliverTo: PlacesWeServe }) =>
    `Sorry, we do not deliver there yet: you are ${p.km} km from ${areaWords(p.nearest)}, the nearest area we deliver to. ${whereWeDeliver(p.deliverTo)}`,
  // The delivery promise (delivery/promise.ts) and the slots a shopper cannot have
  'delivery_promise.day': (p: { date: string; today: string }) => day(p.date, p.today),
  'delivery_promise.arrives': (p: { date: string; time: string; today: string }) =>
    `Arrives ${day(p.date, p.today)} by ${clockWords(p.time)}`,
  'delivery_promise.next': (p: { closedNow: boolean; next: NextOffer; today: string }) =>
    `${closedNow(p.closedNow)}Next delivery: ${offer(p.next, p.today)}`,
  'delivery_promise.none': (p: { closedNow: boolean }) => `${closedNow(p.closedNow)}No delivery times are free in the next few days.`,
  /** An order's own promise, read later (its emails, its page): a date, never "today". */
  'delivery_promise.order': (p: OrderPromise) => orderPromiseWords(p),
  no_such_slot: 'Please choose a delivery slot from the list.',
  slot_full: (p: RefusedSlot) =>
    `Sorry, the ${askedSlot(p)} is now full.${p.next ? ` The next one is ${offer(p.next, p.today)}.` : ' Please choose another day.'}`,
  slot_closed: (p: RefusedSlot) =>
    `Sorry, the ${askedSlot(p)} is closed for orders.${p.next ? ` The next one is ${offer(p.next, p.today)}.` : ' Please choose another day.'}`,
  asap_unavailable: (p: { next: NextOffer | null; today: string }) =>
    `We can’t deliver right away now.${p.next ? ` The next delivery is ${offer(p.next, p.today)}.` : ' Please try again later.'}`,
  cod_refused: (p: { refusal: CodRefusal }) => codRefusalMessage(p.refusal),
  promotion_refused: (p: { reason: PromotionRefusalReason; minimumPaise?: number | undefined }) =>
    promotionRefusalMessage(p.reason, p.minimumPaise === undefined ? {} : { minimumPaise: p.minimumPaise }),
  // A valid code the quote does not apply, the shopper's Coco Club discount being bigger (it uses up no code); or saving the same
  'promotion_kept.saves_more': 'Your Coco Club discount saves you more, so we applied that instead of this code.',
  'promotion_kept.same': 'Same saving: we kept your Coco Club discount, and your code stays unused.',
  'invalid_request.attempt': 'The checkout attempt is not valid. Please refresh the page and try again.',
  attempt_in_progress: 'Your order is still being placed. Please wait a moment and try again.',
  attempt_reused: 'Your cart or details changed while the order was being placed. Please check your order and try again.',
  'payment_unavailable.checkout': 'Payment could not be processed. Please try again.',
  'payment_unavailable.verification': 'Payment verification failed. Please try again.',
  payment_pending:
    'Your payment is still being confirmed by your bank. We will email you as soon as it is, and your order is kept until then.',
  cash_on_delivery: 'This order is cash on delivery: you pay when it arrives, nothing to pay online.',
  order_cancelled: 'This order was cancelled, so it can’t be paid. Please place a new order.',
  'link_invalid.cod': 'This link is not valid. Please use the link in your SMS, or call us to confirm your order.',
  'link_expired.cod': 'This link has expired. Please call us to confirm or cancel your order.',

  // Account
  not_in_wishlist: 'This product is not in your wishlist.',
  wishlist_full: (p: { limit: number }) => `Your wishlist is full (${p.limit} products). Please remove something first.`,
  order_in_progress:
    'You have an order that is not finished yet. You can delete your account once it is delivered or cancelled; call us if you need it sooner.',

  // Coco Club
  upi_reference_taken:
    'This UPI reference was already sent with another Coco Club request. Please check the number your UPI app shows, or call us.',
  'payment_unavailable.club': 'Oops! Something went wrong. Please try again later.',
  not_requested: (p: { status: string }) => `This membership is ${p.status}, not waiting for a payment.`,
  upi_reference_mismatch: 'This is not the UPI reference the member gave for this request. Please check the payment again.',
  'changed_meanwhile.membership': 'Someone confirmed this membership meanwhile.',

  // The order desk
  // A status move the transitions tables or the desk's guards refuse (orders/payment-status.ts,
  // delivery-status.ts, desk-moves.ts)
  'illegal_move.payment': (p: { from: PaymentStatus; to: PaymentStatus }) =>
    `An order whose payment is ${paymentInWords(p.from)} cannot be marked ${paymentInWords(p.to)}.`,
  'illegal_move.delivery': (p: { from: DeliveryStatus; to: DeliveryStatus }) =>
    `An order that is ${DELIVERY_STATUS_LABELS[p.from].toLowerCase()} cannot be marked ${DELIVERY_STATUS_LABELS[p.to].toLowerCase()}.`,
  'illegal_move.unpaid_online': 'An online order can be confirmed only once it is paid.',
  'illegal_move.awaiting_customer':
    'This order is awaiting the customer’s confirmation. Call them, then use “Confirmed by phone” or “Cancelled by phone”.',
  'illegal_move.back_to_unconfirmed': 'Staff do not set an order back to unconfirmed.',
  not_awaiting: (p: { number: string }) => `Order ${p.number} is not waiting for a confirmation.`,
  // A COD order's customer answers its confirmation (the link in their SMS, a WhatsApp button)
  'cod_answer.confirmed': (p: { number: string }) =>
    `Thank you. Your order ${p.number} is confirmed: please keep the cash ready when it arrives.`,
  'cod_answer.cancelled': (p: { number: string }) => `Your order ${p.number} is cancelled. Nothing is owed.`,
  'cod_answer.already_confirmed': (p: { number: string }) => `Your order ${p.number} is already confirmed.`,
  'cod_answer.already_cancelled': (p: { number: string }) => `Your order ${p.number} is already cancelled.`,
  'changed_meanwhile.order': 'Someone changed this order meanwhile. Please look at it again before changing it.',
  reason_needed: 'Please give a reason for cancelling the order.',
  not_movable: 'This order is out for delivery, delivered or cancelled: its delivery time can no longer change.',
  same_slot: 'The order is already in that slot.',
  unknown_slot: 'There is no such slot: choose one of the slots above.',
  'already_closed.day': 'Deliveries are already closed for the rest of today.',
  'already_closed.part': 'That is already closed for the rest of today.',
  no_email: 'This order has no email address: send the message again to the customer’s phone instead.',
  'nothing_to_resend.email': 'This order’s status brings no email to send again.',
  'nothing_to_resend.phone': 'This order has brought no WhatsApp or SMS message to send again.',
  no_phone_channel: 'No WhatsApp or SMS can reach this customer: the order has no 10-digit phone number, or neither channel is set up.',
  email_failed: 'The email could not be sent. Please try again in a moment.',
  code_taken: 'There is already a code with this name. Choose another.',
  'invalid_request.unknown_item': (p: { ref: string }) => `The catalogue has no item “${p.ref}”.`,
  'invalid_request.page_link': 'This page link is not valid any more: please start from the first page.',

  // Refunds and cancelling
  'not_refundable.not_online': 'Only an order paid online can be refunded through Razorpay.',
  'not_refundable.refunded': 'This order is refunded in full already.',
  'not_refundable.status': (p: { status: PaymentStatus }) => `An order whose payment is ${paymentInWords(p.status)} cannot be refunded.`,
  not_cancellable: 'This order has left the shop: it can be refunded, but no longer cancelled.',
  invalid_amount: (p: { refundablePaise: number }) => `You can refund between ₹0.01 and ${formatPaise(p.refundablePaise)}.`,
  refund_in_flight: 'Another refund of this order is on its way to Razorpay. Please wait a moment and look again.',
  'refund_refused.razorpay': (p: { reason: string }) => `Razorpay refused the refund: ${p.reason}`,
  'refund_refused.failed': (p: { reason: string | null }) => `The refund failed: ${p.reason ?? 'unknown reason'}`,
  'invalid_request.refund_key': 'This refund key belongs to another order.',
  'invalid_lines.not_in_order': 'A line to refund is not in this order.',
  'invalid_lines.too_many': (p: { quantity: number; name: string }) => `Only ${p.quantity} of ${p.name} were ordered.`,

  // Invoices
  pdf_not_ready: 'Your invoice is being prepared. Please try again in a minute.',

  // Reviews
  'link_invalid.review': 'This review link is not valid. Please use the link in your delivery email.',
  'link_expired.review': 'This review link has expired: a review link works for 30 days after delivery.',
  not_delivered: 'This order has not been delivered yet: you can review it once it arrives.',
  not_in_order: 'This item is not in this order.',
  already_reviewed: 'You have already reviewed this item for this order.',
  photo_already: 'This review already has its photo.',
  photo_too_large: 'Please choose a photo under 8 MB.',
  not_a_picture: 'Please choose a photo in JPEG, PNG or WebP.',

  // Requests from the shop's pages and from other services
  forbidden_origin: 'This request must come from the shop’s own pages.',
  unauthorized: 'Unknown webhook sender.',
  'bad_signature.razorpay': 'The webhook signature does not match.',
  missing_event_id: 'The x-razorpay-event-id header is missing.',
  'bad_payload.razorpay': 'The webhook body is not a Razorpay event.',
  forbidden: 'The verify token does not match.',
  'bad_signature.whatsapp': 'The X-Hub-Signature-256 signature does not match.',
  'bad_payload.whatsapp': 'The webhook body is not a WhatsApp Business Account event.',
  bad_token: 'The delivery report token does not match.',
  'bad_payload.sms': 'The body is not an MSG91 delivery report.',
  not_yet: 'A message this names is not known yet: try again.',

  // Requests the API could not read (Express or its body parser refused them), and its own failures
  'bad_request.json': 'The request body is not valid JSON.',
  too_large: 'The request body is too large.',
  unsupported_encoding: 'The request body must be JSON in UTF-8, uncompressed or gzip.',
  'bad_request.aborted': 'The request ended before its body arrived.',
  'bad_request.length': 'The request body does not match its Content-Length.',
  'bad_request.address': 'The address is not valid.',
  'bad_request.unreadable': 'The request could not be read.',
  internal: 'Something went wrong on our side. Please try again.',
} as const;
