import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import type { Catalog } from './catalog/catalog.ts';
import { catalogWebhookRoutes } from './catalog/catalog-webhook-routes.ts';
import type { Config } from './config.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { authRoutes } from './customers/auth-routes.ts';
import { sessionLoader } from './customers/session.ts';
import { wishlistRoutes } from './customers/wishlist-routes.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './email/mailer.ts';
import { healthRoutes } from './health/health-routes.ts';
import { errorHandler, notFound } from './http/error-handler.ts';
import { useRequestLogging } from './http/request-logging.ts';
import { sameOrigin } from './http/same-origin.ts';
import { membershipRoutes } from './memberships/membership-routes.ts';
import { cartRoutes } from './orders/cart-routes.ts';
import { deliveryRoutes } from './orders/delivery-routes.ts';
import { myOrderRoutes } from './orders/my-order-routes.ts';
import { orderRoutes } from './orders/order-routes.ts';
import { paymentWebhookRoutes } from './payments/payment-webhook-routes.ts';
import type { RazorpayGateway } from './payments/razorpay-gateway.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  catalog: Catalog;
  payments: RazorpayGateway;
  mailer: Mailer;
};

/** Builds the HTTP app from its dependencies; it opens no connection of its own. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // API answers are small and personal: hashing each one for an ETag costs more than it saves.
  app.set('etag', false);
  // The site's proxy (Vite locally, the web container in production) forwards the client address.
  app.set('trust proxy', 'loopback, uniquelocal');
  useRequestLogging(app, deps.logger);
  app.use(helmet());

  // Each feature's router is mounted at its own prefix: a request only walks the routes of its feature.
  const api = express.Router();
  // Server-to-server callers sign their raw bodies and come from no browser origin: mounted first.
  api.use('/payments', paymentWebhookRoutes(deps));
  api.use('/cms', catalogWebhookRoutes(deps));

  api.use(express.json({ limit: '32kb' }));
  api.use(sameOrigin(deps.config.siteOrigin));
  api.use(sessionLoader(deps));
  api.use('/health', healthRoutes(deps));
  api.use('/auth', authRoutes(deps));
  api.use('/wishlist', wishlistRoutes(deps));
  api.use('/contact', contactRoutes(deps));
  api.use('/cart', cartRoutes(deps));
  api.use('/delivery', deliveryRoutes(deps));
  api.use('/orders', orderRoutes(deps));
  api.use('/me', myOrderRoutes(deps));
  api.use('/memberships', membershipRoutes(deps));

  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
