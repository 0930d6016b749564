import type { Core } from '@strapi/strapi';
import { previewUrl } from '../src/preview/preview-url';

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
  // The Preview panel shows an entry's page rendered by the site from the drafts (src/preview/).
  // Without SITE_PREVIEW_SECRET there is nothing to sign the address with, so the panel stays off.
  preview: {
    enabled: Boolean(env('SITE_PREVIEW_SECRET', '')),
    config: {
      allowedOrigins: [new URL(env('SITE_URL', 'http://127.0.0.1:4321')).origin],
      handler: (uid: string, params: { documentId?: string; locale?: string | null; status?: string | null }) =>
        previewUrl(strapi, { siteUrl: env('SITE_URL', 'http://127.0.0.1:4321'), secret: env('SITE_PREVIEW_SECRET', '') }, uid, params),
    },
  },
  flags: {
    // No NPS survey and no Enterprise Edition promotion (both phone home / nag).
    nps: env.bool('FLAG_NPS', false),
    promoteEE: env.bool('FLAG_PROMOTE_EE', false),
  },
});

export default config;
