import type { Core, UID } from '@strapi/strapi';
import { buildPopulate } from '../utils/default-populate';

/**
 * Route middleware (LaunchPad's `<type>-populate`, generalised): a read without a `populate`
 * parameter gets the type's full populate, so the site and the commerce API read a document with its
 * media, components and relations in one request. Wired by `populatedReads(uid)` in each routes file.
 */
const defaultPopulate: Core.MiddlewareFactory<{ uid: UID.ContentType }> = (config, { strapi }) => {
  let populate: ReturnType<typeof buildPopulate> | undefined;
  return async (ctx, next) => {
    if (ctx.query.populate === undefined) {
      populate ??= buildPopulate(strapi, config.uid);
      ctx.query = { ...ctx.query, populate };
    }
    await next();
  };
};

export default defaultPopulate;
