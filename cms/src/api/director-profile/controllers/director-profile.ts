import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::director-profile.director-profile');
