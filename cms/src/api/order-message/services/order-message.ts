import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::order-message.order-message');
