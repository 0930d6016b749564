import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::director-profile.director-profile');
