import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::search-and-sharing.search-and-sharing');
