import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::membership-plan.membership-plan');
