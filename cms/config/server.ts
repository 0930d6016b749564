import { winston } from '@strapi/logger';
import type { Core } from '@strapi/strapi';

/** STRAPI_LOG_FORMAT=json (the production stack): one JSON line per message, like every service there. */
const jsonLines = winston.format.combine(
  winston.format.timestamp(),
  winston.format((info) => ({ ...info, service: 'cms' }))(),
  winston.format.json(),
);

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  app: {
    keys: env.array('APP_KEYS', []),
  },
  // Static files and the local upload provider's `uploads/` folder (relative to cms/).
  dirs: {
    public: env('PUBLIC_DIR', './public'),
  },
  webhooks: {
    populateRelations: env.bool('WEBHOOKS_POPULATE_RELATIONS', false),
  },
  transfer: {
    // `strapi transfer` into this instance over the network: off unless asked for.
    remote: { enabled: env.bool('STRAPI_REMOTE_TRANSFER_ENABLED', false) },
  },
  logger: {
    // No update check against the npm registry / Strapi servers.
    updates: { enabled: false },
    // error | warn | info | http | verbose | debug | silly
    config: { level: env('STRAPI_LOG_LEVEL', 'http'), ...(env('STRAPI_LOG_FORMAT', 'pretty') === 'json' ? { format: jsonLines } : {}) },
  },
});

export default config;
