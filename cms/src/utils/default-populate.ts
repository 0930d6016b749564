import type { Core, UID } from '@strapi/strapi';

/** A Strapi 5 `populate` value: `true` for a media field or a flat relation/component, nested otherwise. */
export type Populate = true | { [field: string]: Populate | { populate: { [field: string]: Populate } } };
type PopulateMap = { [field: string]: true | { populate: PopulateMap } };

type Attribute = { type: string; component?: string; target?: string };

/** Relations Strapi adds to every type that only the admin panel uses. */
const SYSTEM_FIELDS = new Set(['createdBy', 'updatedBy', 'localizations']);
type Schema = { attributes: Record<string, Attribute> };

/**
 * Everything a reader of `uid` needs, derived from the schema: media fields, components (recursively,
 * with their own media and components), and relations to other `api::` types one level deep (their
 * scalar fields only). Admin-only relations (createdBy, updatedBy, localizations) are left out.
 */
export function buildPopulate(strapi: Core.Strapi, uid: UID.ContentType): PopulateMap {
  return populateOf(strapi, strapi.getModel(uid) as unknown as Schema, true);
}

function populateOf(strapi: Core.Strapi, schema: Schema, topLevel: boolean): PopulateMap {
  const populate: PopulateMap = {};
  for (const [field, attribute] of Object.entries(schema.attributes)) {
    if (SYSTEM_FIELDS.has(field)) continue;
    if (attribute.type === 'media') {
      populate[field] = true;
    } else if (attribute.type === 'component' && attribute.component) {
      const nested = populateOf(strapi, strapi.getModel(attribute.component as UID.Component) as unknown as Schema, false);
      populate[field] = Object.keys(nested).length > 0 ? { populate: nested } : true;
    } else if (attribute.type === 'relation' && topLevel && attribute.target?.startsWith('api::')) {
      populate[field] = true;
    }
  }
  return populate;
}

const MIDDLEWARE = 'global::default-populate';

/**
 * Route config for `createCoreRouter(uid, populatedReads(uid))`: `find` and `findOne` populate
 * everything (see buildPopulate) unless the request names its own `populate`.
 */
export function populatedReads<T extends UID.ContentType>(uid: T): Core.CoreAPI.Router.RouterConfig<T> {
  const read = { middlewares: [{ name: MIDDLEWARE, config: { uid } }] };
  return { config: { find: read, findOne: read } } as Core.CoreAPI.Router.RouterConfig<T>;
}
