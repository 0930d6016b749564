import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::diet-drink.diet-drink');
