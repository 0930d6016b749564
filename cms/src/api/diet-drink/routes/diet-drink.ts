import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::diet-drink.diet-drink', populatedReads('api::diet-drink.diet-drink'));
