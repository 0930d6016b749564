import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::hero-slide.hero-slide');
