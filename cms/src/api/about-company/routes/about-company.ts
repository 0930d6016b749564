import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::about-company.about-company', populatedReads('api::about-company.about-company'));
