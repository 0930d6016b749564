import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::diet-drink.diet-drink');
