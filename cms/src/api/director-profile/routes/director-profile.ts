import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter(
  'api::director-profile.director-profile',
  populatedReads('api::director-profile.director-profile'),
);
