import express from 'express';
import helmet from 'helmet';
import { adminRoutes } from './admin/admin-routes.ts';
import type { AppContext, AppDeps } from './app-context.ts';
import { sessionLoader } from './auth/customer-session.ts';
import { availabilityRoutes } from './availability/availability-routes.ts';
import { catalogWebhookRoutes } from './catalog/catalog-webhook-routes.ts';
import { siteBuildRoutes } from './cms/site-build-routes.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { authRoutes } from './customers/auth-routes.ts';
import { passwordRoutes } from './customers/password-routes.ts';
import { addPhoneRoutes, phoneSignInRoutes } from './customers/phone-routes.ts';
import { wishlistRoutes } from './customers/wishlist-routes.ts';
import { deliveryPromiseRoutes } from './delivery/delivery-routes.ts';
import { recordSentEmails } from './email/sent-email-log.ts';
import { healthRoutes } from './health/health-routes.ts';
import { errorHandler, notFound } from './http/error-handler.ts';
import { noStore } from './http/no-store.ts';
import { useRequestLogging } from './http/request-logging.ts';
import { sameOrigin } from './http/same-origin.ts';
import { myInvoiceRoutes } from './invoices/invoice-routes.ts';
import { sharedPdfPool } from './invoices/pdf-pool.ts';
import { createMessageSender } from './jobs/message-sender.ts';
import { createRateLimiter } from './limits/rate-limiter.ts';
import { membershipRoutes } from './memberships/membership-routes.ts';
import { checkoutConsent, whatsappConsentRoutes } from './messaging/consent-routes.ts';
import { messagingWebhookRoutes } from './messaging/messaging-webhook-routes.ts';
import { httpMetrics } from './metrics/http-metrics.ts';
import { cartRoutes } from './orders/cart-routes.ts';
import { codConfirmationRoutes } from './orders/cod-confirmation-routes.ts';
import { deliveryRoutes } from './orders/delivery-routes.ts';
import { guestOrderRoutes } from './orders/guest-order-routes.ts';
import { myOrderRoutes } from './orders/my-order-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { paymentWebhookRoutes } from './payment-events/payment-webhook-routes.ts';
import { personalDataRoutes } from './privacy/personal-data-routes.ts';
import { reviewRoutes } from './reviews/review-routes.ts';
import { createSettableClock } from './time/clock.ts';
import { testClockRoutes } from './time/test-clock-routes.ts';

/** Builds the HTTP app from its dependencies; it opens no connection of its own. */
export function createApp(appDeps: AppDeps): express.Express {
  const pdfs = appDeps.pdfs ?? sharedPdfPool();
  // The journeys' shop (SETTABLE_CLOCK=true, refused in production) may fix the promise's clock.
  const settableClock = appDeps.config.settableClock ? createSettableClock() : undefined;
  const deps: AppContext = {
    ...appDeps,
    ...(settableClock ? { clock: settableClock.now } : {}),
    limiter: appDeps.limiter ?? createRateLimiter(appDeps.db, { scale: appDeps.config.rateLimitScale }),
    pdfs,
    outbox: appDeps.outbox ?? createMessageSender({ ...appDeps, pdfs }),
    // Emails about an order or a membership are noted, so the desk shows what each customer was told.
    mailer: recordSentEmails(appDeps.mailer, appDeps.db),
  };
  const app = express();
  app.disable('x-powered-by');
  // API answers are small and personal: hashing each one for an ETag costs more than it saves.
  app.set('etag', false);
  // The site's proxy (Vite locally, the web front in production) appends the client's address to
  // X-Forwarded-For. Exactly that many hops are trusted: an address the client wrote itself, further
  // left, is never taken for its own (the limits count by it).
  app.set('trust proxy', deps.config.trustProxyHops);
  useRequestLogging(app, deps.logger);
  app.use(httpMetrics);
  app.use(helmet());

  // Each feature's router is mounted at its own prefix: a request only walks the routes of its feature.
  const api = express.Router();
  // Server-to-server callers sign their raw bodies and come from no browser origin: mounted first.
  api.use('/payments', paymentWebhookRoutes(deps));
  api.use('/messaging', messagingWebhookRoutes(deps));
  api.use('/cms', catalogWebhookRoutes(deps));
  api.use('/cms', siteBuildRoutes(deps));

  api.use(express.json({ limit: '32kb' }));
  api.use(sameOrigin(deps.config.siteOrigin, deps.config.env));
  api.use(sessionLoader(deps));
  api.use(['/me', '/admin', '/auth'], noStore);
  api.use('/health', healthRoutes(deps));
  if (settableClock) api.use('/test', testClockRoutes(settableClock));
  api.use('/auth', authRoutes(deps));
  api.use('/auth', passwordRoutes(deps));
  api.use('/auth', phoneSignInRoutes(deps));
  api.use('/wishlist', wishlistRoutes(deps));
  api.use('/contact', contactRoutes(deps));
  api.use('/cart', cartRoutes(deps));
  api.use('/availability', availabilityRoutes(deps));
  api.use('/delivery', deliveryRoutes(deps));
  api.use('/delivery', deliveryPromiseRoutes(deps));
  // The WhatsApp opt-in ticked at checkout, recorded before the order is placed (its first message then goes on WhatsApp).
  api.use('/orders', checkoutConsent(deps));
  api.use('/orders', orderRoutes(deps));
  api.use('/guest-orders', guestOrderRoutes(deps));
  api.use('/cod-confirmations', codConfirmationRoutes(deps));
  api.use('/reviews', reviewRoutes(deps));
  api.use('/me', myOrderRoutes(deps));
  api.use('/me', myInvoiceRoutes(deps));
  api.use('/me', personalDataRoutes(deps));
  api.use('/me', whatsappConsentRoutes(deps));
  api.use('/me', addPhoneRoutes(deps));
  api.use('/memberships', membershipRoutes(deps));
  api.use('/admin', adminRoutes(deps));

  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
