import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::membership-plan.membership-plan');
