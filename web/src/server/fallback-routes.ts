/**
 * What no file answers: the pages for ids only the browser knows, then the site's own 404, in the
 * language of the address asked for (`/hi/…` Hindi's, `/mr/…` Marathi's: contracts/src/pages.ts).
 */

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { languageOfPath } from '@koolers/contracts/pages';
import type { RequestHandler } from 'express';
import type { SendPage } from './built-files.ts';
import type { ServedBuild } from './served-build.ts';

/**
 * Routes whose last segment is an id only the browser knows (an order id): one page, built once as
 * `<prefix>/order.html`, answers them all and reads the id from the address.
 */
const DYNAMIC_ROUTES: { pattern: RegExp; file: string }[] = [
  { pattern: /^\/payment\/[^/]+$/, file: 'payment/order.html' },
  // The same page in Hindi and Marathi (issue 35: contracts/src/pages.ts).
  { pattern: /^\/hi\/payment\/[^/]+$/, file: 'hi/payment/order.html' },
  { pattern: /^\/mr\/payment\/[^/]+$/, file: 'mr/payment/order.html' },
  { pattern: /^\/admin-dashboard\/orders\/[^/]+$/, file: 'admin-dashboard/orders/order.html' },
];

export function fallbackRoutes(served: ServedBuild, sendPage: SendPage): RequestHandler {
  return (request, response) => {
    const dir = served.last ?? '';
    const dynamic = DYNAMIC_ROUTES.find((route) => route.pattern.test(request.path));
    if (dynamic && existsSync(join(dir, dynamic.file)) && (request.method === 'GET' || request.method === 'HEAD')) {
      response.set('Cache-Control', 'no-cache');
      return sendPage(request, response, join(dir, dynamic.file));
    }
    response.status(404);
    const language = languageOfPath(request.path);
    const notFound = [...(language === 'en' ? [] : [join(dir, language, '404.html')]), join(dir, '404.html')].find((page) =>
      existsSync(page),
    );
    if (notFound) return sendPage(request, response, notFound);
    response.type('text').send('Not found');
  };
}
