import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::about-block.about-block', populatedReads('api::about-block.about-block'));
