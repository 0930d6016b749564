import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::chairman-profile.chairman-profile');
