import { moneyOnCancellation, type OrderMoney } from '../order-money.ts';
import { CUSTOMER_DELIVERY_LABELS, CUSTOMER_PAYMENT_LABELS, type DeliveryStatus, type PaymentStatus } from '../order-status.ts';
import { checkout } from '../words/checkout.ts';

/**
 * The words of every email the shop sends, in English: the source language every other language is
 * checked against (issue 31 point 5, issue 35). Keyed by email, then what the words are for; an entry
 * is a sentence, or a function of the facts it names (amounts already formatted, as `total`, so a
 * translation never formats money itself). These are the words the specs and tests assert, verbatim.
 * A sentence another module already tells (the customer's status labels, what a cancellation does
 * with the money) is named here, so it is written once.
 */
export const en = {
  // Every email's frame: its greeting, the text signature and the HTML footer.
  greeting: (p: { name: string }) => `Hi ${p.name},`,
  'signature.team': '— Team Koolers',
  'signature.tagline': 'Fresh coconut drinks from Navi Mumbai',
  footer: 'Koolers · fresh coconut drinks from Navi Mumbai',

  // An order's lines and amounts, in every order email.
  'order.item': 'Item',
  'order.quantity': 'Qty',
  'order.price': 'Price',
  'order.amount': 'Amount',
  'order.subtotal': 'Subtotal',
  'order.delivery': 'Delivery',
  'order.free': 'Free',
  'order.cod_fee': 'Cash on delivery fee',
  'order.discount': 'Discount',
  'order.member_discount': 'Coco Club discount',
  'order.code_discount': (p: { code: string }) => `Code ${p.code}`,
  'order.total': 'Total',
  'order.arrives': 'Arrives',
  'order.delivery_address': 'Delivery address',
  'order.delivering_to': 'Delivering to',
  'order.see_it': 'See your order, its payment and where it is at any time:',
  'order.see_it_button': 'See your order',
  'order.cash_ready': (p: { total: string }) => `Please keep ${p.total} ready: you pay in cash when your drinks arrive.`,
  'order.paid_already': 'If you have paid already, there is nothing to do: we email you as soon as Razorpay confirms it.',
  'order.reason': (p: { reason: string }) => `Reason: ${p.reason}`,

  // Placed: a cash order, or an online one waiting for its payment.
  'placed.cod_subject': (p: { order: string }) => `Your Koolers order ${p.order} is placed`,
  'placed.cod_heading': 'Thank you for your order!',
  'placed.cod_lead': (p: { order: string }) => `Thank you for ordering from Koolers! We have received your order ${p.order}.`,
  'placed.online_subject': (p: { order: string }) => `Your Koolers order ${p.order} is waiting for its payment`,
  'placed.online_heading': 'Your order is waiting for its payment',
  'placed.online_lead': (p: { order: string; total: string; minutes: number }) =>
    `We have saved your order ${p.order}. It is waiting for its payment of ${p.total}: pay it from its own page within ${p.minutes} minutes, or it is cancelled.`,
  'placed.online_paid_already':
    'If you have paid already, there is nothing to do: we email you as soon as Razorpay confirms it, and start preparing your drinks.',

  // Still unpaid some minutes in.
  'reminder.subject': (p: { order: string }) => `Complete your payment for Koolers order ${p.order}`,
  'reminder.heading': 'Complete your payment',
  'reminder.lead': (p: { order: string; total: string; minutes: number }) =>
    `Your order ${p.order} is still waiting for its payment of ${p.total}. It is cancelled ${p.minutes} minutes after it was placed if it stays unpaid.`,
  'reminder.pay_here': 'Pay it here:',
  'reminder.button': 'Pay now',

  // Paid online.
  'paid.subject': (p: { order: string }) => `Payment received for your Koolers order ${p.order}`,
  'paid.heading': 'Payment received, thank you!',
  'paid.lead': (p: { order: string; total: string }) =>
    `We have received your payment of ${p.total} for order ${p.order}. Your coconut drinks are being prepared fresh and will be on their way soon.`,

  // Both statuses in the customer's words, the same line in every status email.
  standing: (p: { payment: PaymentStatus; delivery: DeliveryStatus }) =>
    `Payment: ${CUSTOMER_PAYMENT_LABELS[p.payment]}. Delivery: ${CUSTOMER_DELIVERY_LABELS[p.delivery]}.`,

  'confirmed.subject': (p: { order: string }) => `Your Koolers order ${p.order} is confirmed`,
  'confirmed.heading': 'Your order is confirmed',
  'confirmed.lead': (p: { order: string }) => `Good news: we have confirmed your order ${p.order} and are preparing your drinks fresh.`,
  'confirmed.paid': (p: { total: string }) => `Your payment of ${p.total} is received.`,

  'out_for_delivery.subject': (p: { order: string }) => `Your Koolers order ${p.order} is on its way`,
  'out_for_delivery.heading': 'Your order is on its way',
  'out_for_delivery.lead': (p: { order: string }) => `Your order ${p.order} has left our kitchen and will reach you shortly.`,
  'out_for_delivery.cash': (p: { total: string }) => `Please keep ${p.total} ready for the delivery person.`,
  'out_for_delivery.paid': 'It is paid already: nothing to pay at the door.',

  'slot_moved.subject': (p: { order: string; arrives: string }) => `Your Koolers order ${p.order} now arrives ${p.arrives}`,
  'slot_moved.heading': 'Your delivery time has changed',
  'slot_moved.lead': (p: { order: string; arrives: string }) =>
    `We have moved the delivery of your order ${p.order}. It now arrives: ${p.arrives}.`,
  'slot_moved.other_time': 'If that time does not suit you, reply to this email or call us and we will find another.',

  'delivered.subject': (p: { order: string }) => `Your Koolers order ${p.order} is delivered`,
  'delivered.heading': 'Your order is delivered',
  'delivered.lead': (p: { order: string }) => `Your order ${p.order} was delivered. We hope you enjoy your drinks.`,
  'delivered.review': 'How were your drinks? Review them (the link works for 30 days):',
  'delivered.buy_again': (p: { link: string }) => `Buy again: ${p.link}`,

  'cancelled.subject': (p: { order: string }) => `Your Koolers order ${p.order} is cancelled`,
  'cancelled.heading': 'Your order is cancelled',
  'cancelled.lead': (p: { order: string }) => `We are sorry: your order ${p.order} has been cancelled by Koolers.`,
  'cancelled.money': (p: OrderMoney) => moneyOnCancellation(p, checkout.en),
  'cancelled.questions': 'Questions? Just reply to this email.',

  'refunded.subject': (p: { order: string }) => `Refund for your Koolers order ${p.order}`,
  'refunded.heading': 'Your refund is on its way',
  'refunded.in_full': (p: { order: string; amount: string }) => `We have refunded your payment of ${p.amount} for order ${p.order}.`,
  'refunded.in_part': (p: { order: string; amount: string }) => `We have refunded ${p.amount} of your payment for order ${p.order}.`,
  'refunded.when': 'Razorpay has processed it; banks usually show it in your account within 5–7 working days.',

  // A tax invoice, attached.
  'invoice.subject': (p: { invoice: string; order: string }) => `Your tax invoice ${p.invoice} for order ${p.order}`,
  'invoice.heading': 'Your tax invoice',
  'invoice.cod_thanks': (p: { order: string; total: string }) =>
    `Thank you for paying ${p.total} for your order ${p.order}: it is delivered.`,
  'invoice.paid_thanks': (p: { order: string; total: string }) => `Thank you for paying ${p.total} for your order ${p.order}.`,
  'invoice.attached': (p: { invoice: string }) =>
    `Your tax invoice ${p.invoice} is attached, and you can download it any time from your order history.`,

  // A customer's account.
  'reset.subject': 'Reset your Koolers password',
  'reset.heading': 'Reset your password',
  'reset.why': 'Someone, probably you, asked to reset the password of your Koolers account.',
  'reset.choose_here': 'Choose a new password here:',
  'reset.button': 'Choose a new password',
  'reset.or_open': 'Or open this address:',
  'reset.validity': (p: { minutes: number }) => `The link works once, for ${p.minutes} minutes.`,
  'reset.ignore': 'If you did not ask for this, ignore this email: your password stays as it is.',

  'password_changed.subject': 'Your Koolers password was changed',
  'password_changed.heading': 'Your password was changed',
  'password_changed.reset': 'The password of your Koolers account was reset, and every device that was logged in has been logged out.',
  'password_changed.changed': 'The password of your Koolers account was changed, and your other devices have been logged out.',
  'password_changed.not_you': 'If this was not you, please reset your password at once and tell us by replying to this email.',

  'account_deleted.subject': 'Your Koolers account has been deleted',
  'account_deleted.heading': 'Your account has been deleted',
  'account_deleted.erased':
    'As you asked, we have deleted your Koolers account: your name, email address, phone number, delivery addresses, ' +
    'wishlist, Coco Club details and the messages you sent us while logged in are erased, and you have been logged out everywhere.',
  'account_deleted.kept': (p: { orders: number }) =>
    `The law asks us to keep the records of your ${p.orders === 1 ? 'order' : `${p.orders} orders`} (what was bought, when, and what was paid) for our accounts; they no longer carry your name or any way to reach you.`,
  'account_deleted.invoices':
    'Only the tax invoices and credit notes issued for them keep the name and delivery address they were made out to, unchanged, for the six years GST law asks us to keep them.',
  'account_deleted.last': 'This is the last email we send you. You are welcome back any time with a new account.',

  // Coco Club.
  'club_requested.subject': 'Thank you for joining Coco Club!',
  'club_requested.thanks': 'Thank you for subscribing! We will connect with you shortly.',
  'club_requested.checking': (p: { amount: string; reference: string | null }) =>
    `We are checking your UPI payment of ${p.amount} for Coco Club${p.reference ? ` (UPI reference ${p.reference})` : ''}.`,
  'club_requested.number': 'Your request number',
  'club_requested.after':
    'As soon as we see your payment, we will activate your membership and write to you again. There is no need to pay again.',

  'club_joined.subject': 'Welcome to Coco Club: your membership is active',
  'club_joined.heading': 'Welcome to Coco Club!',
  'club_joined.until': (p: { date: string }) => `Your membership is active until ${p.date}.`,
  'club_joined.active': 'Your membership is now active.',
  'club_joined.received': (p: { amount: string }) => `We have received your payment of ${p.amount}.`,
  'club_joined.perks': 'Enjoy your member discounts on fresh coconut drinks, straight from Navi Mumbai.',
  'club_joined.number': 'Membership number',
  /** The {until} of Strapi's words when a membership has no end date yet. */
  'club_joined.a_year': 'a year from today',

  'club_renewing.subject': (p: { until: string }) => `Your Coco Club membership ends on ${p.until}`,
  'club_renewing.heading': 'Your Coco Club year is ending',
  'club_renewing.soon': 'soon',
  'club_renewing.ends': (p: { number: string; until: string }) => `Your Coco Club membership ${p.number} ends on ${p.until}.`,
  'club_renewing.renew': 'Renew now to keep your member discounts: your new year starts the day this one ends, so no day is lost.',
  'club_renewing.renew_label': 'Renew',
  'club_renewing.link': 'Renew Coco Club',

  // To the shop and its staff: English only (the desk is in English).
  'shop_order.subject': (p: { order: string; total: string; payment: string }) => `New order ${p.order}: ${p.total} (${p.payment})`,
  'shop_order.heading': (p: { order: string }) => `New order ${p.order}`,
  'shop_order.cod': 'Cash on delivery',
  'shop_order.online': 'Paid online (Razorpay)',
  'shop_order.customer': 'Customer',
  'shop_order.payment': 'Payment',

  'shop_club.subject': (p: { number: string; name: string; reference: string }) =>
    `Coco Club request ${p.number} from ${p.name}: UPI reference ${p.reference}`,
  'shop_club.heading': (p: { number: string }) => `Coco Club request ${p.number}`,
  'shop_club.new': (p: { number: string }) => `New Coco Club request ${p.number}`,
  'shop_club.no_reference': 'not given',
  'shop_club.todo': (p: { amount: string; reference: string }) =>
    `Find ${p.amount} with UPI reference ${p.reference} in the UPI account, then confirm it at the desk (Coco Club).`,
  'shop.name': 'Name',
  'shop.email': 'Email',
  'shop.amount': 'Amount',
  'shop.upi_reference': 'UPI reference (UTR)',
  'shop.contact_number': 'Contact number',

  'contact.subject': (p: { name: string }) => `Contact form: message from ${p.name}`,
  'contact.heading': (p: { name: string }) => `Message from ${p.name}`,
  'contact.reply': 'Reply to this email to answer the customer.',

  'payment_alert.subject': (p: { what: string }) => `Payment for ${p.what} needs attention`,
  'payment_alert.not_recorded': (p: { what: string; payment: string }) =>
    `Razorpay payment ${p.payment} for ${p.what} was not recorded as paid.`,
  'payment_alert.action': (p: { payment: string }) =>
    `Look up payment ${p.payment} in the Razorpay dashboard and refund it, or contact the customer.`,

  'site_build.heading': (p: { entry: string | undefined }) =>
    p.entry ? `The site did not go live with ${p.entry}` : 'The site did not go live with the latest change',
  'site_build.fix_entry':
    'Open the entry in Strapi, fix the field(s) below and publish again. Until then the site keeps showing the version before this change.',
  'site_build.fix_other':
    'The site keeps showing the version before this change. If publishing again does not help, ask your developer to look at the site server’s log.',
  'site_build.published_at': (p: { when: string }) => `Published at ${p.when}.`,
  'site_build.publish_at': (p: { when: string }) => `publish at ${p.when}`,
  'site_build.open': 'Open it in Strapi',

  'staff_invite.subject': 'Your invitation to the Koolers order desk',
  'staff_invite.heading': 'You are invited to the order desk',
  'staff_invite.what': (p: { invitedBy: string; owner: boolean }) =>
    `${p.invitedBy} invited you to the Koolers order desk as ${p.owner ? 'an owner' : 'staff'}.`,
  'staff_invite.validity': (p: { until: string }) =>
    `The link works once, until ${p.until}. You will also set up an authenticator app (a second step at every sign-in).`,
  'staff_invite.create': 'Create your account',
  'staff_invite.ignore': 'Not expecting this? Ignore this email.',

  'staff_reset.subject': 'Set up your sign-in to the Koolers order desk again',
  'staff_reset.heading': 'Your sign-in was reset',
  'staff_reset.hello': (p: { name: string }) => `Hello ${p.name},`,
  'staff_reset.what': (p: { resetBy: string }) =>
    `${p.resetBy} reset your sign-in to the Koolers order desk. Your old password and authenticator app no longer work.`,
  'staff_reset.validity': (p: { until: string }) =>
    `The link works once, until ${p.until}: choose a new password, then set up your authenticator app again.`,
  'staff_reset.again': 'Set it up again',
  'staff_reset.button': 'Set up your sign-in',
  'staff_reset.tell_owner': 'Not expecting this? Tell an owner of the shop.',
};
