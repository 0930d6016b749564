import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::about-block.about-block');
