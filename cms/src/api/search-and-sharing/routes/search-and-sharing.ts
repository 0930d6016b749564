import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter(
  'api::search-and-sharing.search-and-sharing',
  populatedReads('api::search-and-sharing.search-and-sharing'),
);
