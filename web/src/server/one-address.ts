import type { RequestHandler } from 'express';

/** `/faq/` and `/faq` are the same page: keep one address. */
export const oneAddressPerPage: RequestHandler = (request, response, next) => {
  if (request.path.length > 1 && request.path.endsWith('/')) {
    const query = request.url.slice(request.path.length);
    // One leading slash only: `//evil.example/` must not become a protocol-relative redirect.
    return response.redirect(301, `/${request.path.replace(/^\/+|\/+$/g, '')}${query}`);
  }
  next();
};
