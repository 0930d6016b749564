import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::order-message.order-message');
