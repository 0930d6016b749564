import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::chairman-profile.chairman-profile');
