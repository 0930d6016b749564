import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::hero-slide.hero-slide', populatedReads('api::hero-slide.hero-slide'));
