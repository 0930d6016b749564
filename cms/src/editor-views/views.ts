/**
 * Every content type's and component's view, by uid: plain data (no Strapi imports). Their labels
 * also go into the content model the site words build problems with (@koolers/contracts/content-model,
 * written by tests/content-model.mts), so editors read the same names there.
 */
import { CATALOGUE_VIEWS } from './catalogue';
import { MESSAGE_VIEWS } from './messages';
import { PAGE_VIEWS } from './pages';
import { SITE_VIEWS } from './site';
import { COMPONENT_VIEWS } from './site-components';
import type { TypeView } from './types';

export { COMPONENT_VIEWS };
export const CONTENT_TYPE_VIEWS: Record<string, TypeView> = { ...CATALOGUE_VIEWS, ...PAGE_VIEWS, ...SITE_VIEWS, ...MESSAGE_VIEWS };
