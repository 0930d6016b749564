import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::product.product', populatedReads('api::product.product'));
