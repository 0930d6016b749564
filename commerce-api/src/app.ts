import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { healthRoutes } from './health/health-routes.ts';
import { errorHandler, notFound } from './http/error-handler.ts';
import { sameOrigin } from './http/same-origin.ts';

type Probe = { check(): Promise<'up' | 'down'> };

export type AppDeps = {
  config: Pick<Config, 'siteOrigin'>;
  db: Db;
  logger: Logger;
  cms: Probe;
  payments: Probe;
};

/** Builds the HTTP app from its dependencies; it opens no connection of its own. */
export function createApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(pinoHttp({ logger: deps.logger, autoLogging: { ignore: (req) => req.url === '/api/health' } }));
  app.use(helmet());

  const api = express.Router();
  api.use(express.json({ limit: '32kb' }));
  api.use(sameOrigin(deps.config.siteOrigin));
  api.use(healthRoutes(deps));

  app.use('/api', api);
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
