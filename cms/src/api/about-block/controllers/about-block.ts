import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::about-block.about-block');
