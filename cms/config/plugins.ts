import type { Core } from '@strapi/strapi';

/**
 * What the media library takes: the pictures the site resizes, and PDFs (leaflets, legal pages).
 * Anything a browser would run as a page or a script (HTML, SVG, XML, JavaScript) is refused, by
 * what the file says it is, by its extension and by its content: uploads are served from the
 * shop's own origin, where a script would reach customers' and owners' sessions.
 */
const UPLOAD_ALLOWED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/pdf'];
const UPLOAD_DENIED_TYPES = [
  'text/*',
  'image/svg+xml',
  // Every XML flavour (xhtml+xml, rss+xml, xslt+xml…). Strapi turns `*` into a regular expression
  // without escaping the rest, so a pattern must not put `+` right after `*`.
  'application/*xml',
  'application/javascript',
  'application/x-javascript',
  'application/ecmascript',
  'application/json',
  'multipart/*',
  'message/*',
];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  upload: {
    config: {
      provider: 'local',
      sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 10 * 1024 * 1024),
      security: { allowedTypes: UPLOAD_ALLOWED_TYPES, deniedTypes: UPLOAD_DENIED_TYPES },
    },
  },
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET'),
    },
  },
});

export default config;
