import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::mission.mission', populatedReads('api::mission.mission'));
