import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::kooler.kooler', populatedReads('api::kooler.kooler'));
