import type { Language } from '@koolers/contracts/languages';
import { isPayableOnline } from '@koolers/contracts/order-status';
import type { Logger } from 'pino';
import { revokeCustomerSessions } from '../auth/session-repository.ts';
import type { Config } from '../config.ts';
import { findCredentialsById, findProfile, realEmail } from '../customers/customer-repository.ts';
import { verifyPassword } from '../customers/password-hashing.ts';
import { voidResetTokens } from '../customers/password-reset-repository.ts';
import { listWishlist } from '../customers/wishlist-repository.ts';
import type { Db } from '../db/database.ts';
import type { DeliveryStatus } from '../db/schema.ts';
import type { Mailer } from '../email/mailer.ts';
import { accountDeletedEmail } from '../email/templates.ts';
import { appError } from '../http/app-error.ts';
import { countDocumentsOfCustomer } from '../orders/invoice-reads.ts';
import { cancelOrder } from '../orders/order-moves.ts';
import { listCustomerOrders, type OrderView } from '../orders/order-repository.ts';
import { listCustomerReviews } from '../reviews/review-repository.ts';
import { requestSiteRebuild } from '../reviews/site-rebuild.ts';
import { anonymiseCustomer, listContactMessages, listMemberships, listPhoneCodes, listSessions } from './personal-data-repository.ts';

export const ACCOUNT_DELETED = 'Your account has been deleted. We have sent you an email saying what we erased and what we keep.';
export const ACCOUNT_DELETED_BY_PHONE =
  'Your account has been deleted. Your details are erased; your orders stay in our accounts without them.';

/** Orders that are over: nothing more will be delivered, so their delivery details are no longer needed. */
const FINISHED: readonly DeliveryStatus[] = ['delivered', 'cancelled'];

type Deps = { db: Db; mailer: Mailer; logger: Logger; config?: Pick<Config, 'siteRebuild'> };

/** The customer's rights over their own data (India's DPDP Act, 2023): a copy of it, and its erasure. */
export function createPersonalDataService(deps: Deps) {
  const { db } = deps;

  return {
    /** Everything kept about the customer, as one JSON document. */
    async export(customerId: number) {
      const profile = await db
        .selectFrom('customers')
        .select(['name', 'email', 'phone', 'phone_verified_at', 'address', 'pincode', 'created_at', 'updated_at'])
        .where('id', '=', customerId)
        .executeTakeFirstOrThrow();
      const verifiedPhone = profile.phone_verified_at ? profile.phone : null;
      const [orders, memberships, wishlist, contactMessages, sessions, phoneCodes, reviews] = await Promise.all([
        allOrders(db, customerId),
        listMemberships(db, customerId),
        listWishlist(db, customerId),
        listContactMessages(db, customerId),
        listSessions(db, customerId),
        listPhoneCodes(db, customerId, verifiedPhone),
        listCustomerReviews(db, customerId),
      ]);
      const { created_at, updated_at, phone_verified_at, email, ...details } = profile;
      return {
        exportedAt: new Date().toISOString(),
        about: 'Everything the Koolers shop keeps about your account. Amounts are in paise (₹1 = 100 paise); times are UTC.',
        profile: {
          ...details,
          email: realEmail(email),
          phoneVerifiedAt: phone_verified_at,
          registeredAt: created_at,
          updatedAt: updated_at,
        },
        orders,
        memberships,
        wishlist,
        contactMessages,
        sessions,
        phoneCodes,
        reviews,
      };
    },

    /**
     * Deletes the account, confirmed with its password: personal data is erased or anonymised, the
     * order records stay without personal fields, every session and reset link ends, and the
     * customer gets an email saying so. An order still on its way keeps the account until it is
     * delivered or cancelled (its delivery needs the address); an online order never paid is cancelled.
     */
    async deleteAccount(customerId: number, password: string, language: Language = 'en'): Promise<void> {
      const credentials = await findCredentialsById(db, customerId);
      if (!credentials || !(await verifyPassword(password, credentials.passwordHash))) {
        throw appError('wrong_password.erasure', 400);
      }
      await erase(customerId, language);
    },

    /** Deletes an account the caller confirmed another way: a code sent to its verified phone (an account with no password). */
    async deleteConfirmedAccount(customerId: number, language: Language = 'en'): Promise<void> {
      await erase(customerId, language);
    },
  };

  /** `language`: the page's the customer deleted it from, which its email is in. */
  async function erase(customerId: number, language: Language): Promise<void> {
    const profile = await findProfile(db, customerId);
    if (!profile) throw appError('wrong_password.erasure', 400);
    const keptOrders = await db.transaction().execute(async (trx) => {
      const now = new Date().toISOString();
      const open = await trx
        .selectFrom('orders')
        .select(['id', 'payment_status', 'delivery_status', 'payment_method'])
        .where('customer_id', '=', customerId)
        .where('delivery_status', 'not in', FINISHED)
        .execute();
      const unpaidOnline = open.filter((order) =>
        isPayableOnline({ paymentStatus: order.payment_status, paymentMethod: order.payment_method }),
      );
      if (unpaidOnline.length < open.length) throw appError('order_in_progress', 409);
      for (const order of unpaidOnline) {
        // In this transaction: an order that moved meanwhile (a payment arrived) undoes the erasure.
        await cancelOrder(trx, {
          orderId: order.id,
          delivery: order.delivery_status,
          payment: 'pending',
          actor: 'customer',
          note: 'Account deleted before paying',
        });
      }
      await anonymiseCustomer(trx, customerId, now);
      await revokeCustomerSessions(trx, customerId, now);
      await voidResetTokens(trx, customerId, now);
      const count = await trx
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<string | number>().as('count'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(count.count);
    });
    // Their published reviews now show without their name or photo: the pages are rebuilt, as a publish would.
    const published = await db
      .selectFrom('reviews')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('status', '=', 'published')
      .executeTakeFirst();
    if (published && deps.config) await requestSiteRebuild({ config: deps.config, logger: deps.logger }, 'review.erased');
    const keptTaxDocuments = await countDocumentsOfCustomer(db, customerId);
    deps.logger.info({ customerId, keptOrders, keptTaxDocuments }, 'customer deleted their account');
    // An account made with a phone number has no email to say it on.
    const to = realEmail(profile.email);
    if (!to) return;
    await deps.mailer
      .send({ to, ...accountDeletedEmail({ name: profile.name, keptOrders, keptTaxDocuments, language }) })
      .catch(() => deps.logger.error({ customerId }, 'account deleted but its notice was not emailed'));
  }
}

async function allOrders(db: Db, customerId: number): Promise<OrderView[]> {
  const pageSize = 100;
  const orders: OrderView[] = [];
  for (let page = 1; ; page += 1) {
    const { orders: batch, total } = await listCustomerOrders(db, customerId, { page, pageSize });
    orders.push(...batch);
    if (batch.length < pageSize || orders.length >= total) return orders;
  }
}
