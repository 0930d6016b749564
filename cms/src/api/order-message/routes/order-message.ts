import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::order-message.order-message', populatedReads('api::order-message.order-message'));
