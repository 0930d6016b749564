import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET', ''),
  },
  apiToken: {
    salt: env('API_TOKEN_SALT', ''),
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT', ''),
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY'),
  },
  // Strapi AI calls strapi-ai.apps.strapi.io; keep it off.
  ai: {
    enabled: env.bool('STRAPI_AI_ENABLED', false),
  },
  autoOpen: env.bool('ADMIN_AUTO_OPEN', false),
  flags: {
    // No NPS survey and no Enterprise Edition promotion (both phone home / nag).
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
  },
});

export default config;
