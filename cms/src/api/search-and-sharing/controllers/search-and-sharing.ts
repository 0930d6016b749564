import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::search-and-sharing.search-and-sharing');
