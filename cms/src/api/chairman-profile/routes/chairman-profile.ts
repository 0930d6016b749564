import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter(
  'api::chairman-profile.chairman-profile',
  populatedReads('api::chairman-profile.chairman-profile'),
);
