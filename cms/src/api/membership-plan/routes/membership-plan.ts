import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::membership-plan.membership-plan', populatedReads('api::membership-plan.membership-plan'));
