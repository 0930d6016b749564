/** Every email the shop sends: functions from data to `{ subject, text, html }` (HTML escaped). */
export { type ContactEmailData, contactMessageForShopEmail } from './templates/contact-emails.ts';
export type { EmailContent } from './templates/layout.ts';
export {
  type MembershipEmailData,
  membershipActivatedEmail,
  membershipRequestedEmail,
  membershipRequestForShopEmail,
} from './templates/membership-emails.ts';
export { newOrderForShopEmail, type OrderEmailData, orderPaidEmail, orderPlacedEmail } from './templates/order-emails.ts';
export { type SiteBuildFailure, siteBuildFailedEmail } from './templates/site-build-emails.ts';
