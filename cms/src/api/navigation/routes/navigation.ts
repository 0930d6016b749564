import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::navigation.navigation', populatedReads('api::navigation.navigation'));
