import type { Core } from '@strapi/strapi';

/**
 * Strapi 5's REST API returns drafts to anyone who may `find` a type when the
 * request carries `?status=draft`. Anonymous (public role) requests must only
 * ever see published content, so the parameter is dropped for requests to the
 * content API that carry no Authorization header. Requests with an API token or
 * a user JWT (e.g. a future preview) keep it.
 */
const publishedOnly: Core.MiddlewareFactory = (_config, { strapi }) => {
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');

  return async (ctx, next) => {
    if ((ctx.path === prefix || ctx.path.startsWith(`${prefix}/`)) && !ctx.get('authorization') && ctx.query.status !== undefined) {
      const { status: _dropped, ...query } = ctx.query;
      ctx.query = query;
    }
    await next();
  };
};

export default publishedOnly;
