import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::privacy.privacy', populatedReads('api::privacy.privacy'));
