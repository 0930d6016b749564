import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
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
import { sameOrigin } from './http/same-origin.ts';
import { membershipRoutes } from './memberships/membership-routes.ts';
import { cartRoutes } from './orders/cart-routes.ts';
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
  app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(helmet());

  const api = express.Router();
  // Server-to-server callers sign their raw bodies and come from no browser origin: mounted first.
  api.use(paymentWebhookRoutes(deps));
  api.use(catalogWebhookRoutes(deps));

  api.use(express.json({ limit: '32kb' }));
  api.use(sameOrigin(deps.config.siteOrigin));
  api.use(sessionLoader(deps));
  api.use(healthRoutes(deps));
  api.use(authRoutes(deps));
  api.use(wishlistRoutes(deps));
  api.use(contactRoutes(deps));
  api.use(cartRoutes(deps));
  api.use(orderRoutes(deps));
  api.use(myOrderRoutes(deps));
  api.use(membershipRoutes(deps));

  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
