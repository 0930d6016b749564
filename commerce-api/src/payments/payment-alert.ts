import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Mailer } from '../email/mailer.ts';
import { type PaymentAlertData, paymentAlertForShopEmail } from '../email/templates.ts';

/**
 * Money Razorpay took that was not recorded as a payment: logged as an error for the operator and
 * emailed to the shop, whose staff refund it or settle it with the customer.
 */
export async function alertShop(
  deps: { logger: Logger; mailer: Mailer; config: Pick<Config, 'mail'> },
  alert: PaymentAlertData,
): Promise<void> {
  deps.logger.error(alert, 'payment needs attention');
  await deps.mailer
    .send({ to: deps.config.mail.shopEmail, ...paymentAlertForShopEmail(alert) })
    .catch((error) => deps.logger.error({ err: error, ...alert }, 'payment alert not emailed'));
}
