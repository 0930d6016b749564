/** Every email the shop sends: functions from data to `{ subject, text, html }` (HTML escaped). */
export { accountDeletedEmail, passwordChangedEmail, passwordResetEmail } from './templates/account-emails.ts';
export { type ContactEmailData, contactMessageForShopEmail } from './templates/contact-emails.ts';
export { codInvoiceEmail, paidInvoiceEmail } from './templates/invoice-emails.ts';
export type { EmailContent } from './templates/layout.ts';
export {
  type MembershipEmailData,
  membershipActivatedEmail,
  membershipRenewingEmail,
  membershipRequestedEmail,
  membershipRequestForShopEmail,
} from './templates/membership-emails.ts';
export {
  newOrderForShopEmail,
  type OrderEmailData,
  orderPaidEmail,
  orderPaymentReminderEmail,
  orderPlacedEmail,
} from './templates/order-emails.ts';
export {
  type OrderStatusEmailData,
  orderCancelledEmail,
  orderConfirmedEmail,
  orderDeliveredEmail,
  orderOutForDeliveryEmail,
  orderRefundedEmail,
  orderSlotMovedEmail,
} from './templates/order-status-emails.ts';
export { type PaymentAlertData, paymentAlertForShopEmail } from './templates/payment-alert-emails.ts';
export { siteBuildFailedEmail } from './templates/site-build-emails.ts';
export {
  type StaffInviteEmailData,
  type StaffSignInResetEmailData,
  staffInviteEmail,
  staffSignInResetEmail,
} from './templates/staff-emails.ts';
