import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter(
  'api::product-category.product-category',
  populatedReads('api::product-category.product-category'),
);
