import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::hero-slide.hero-slide');
