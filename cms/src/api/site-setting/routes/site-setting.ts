import { factories } from '@strapi/strapi';
import { populatedReads } from '../../../utils/default-populate';

export default factories.createCoreRouter('api::site-setting.site-setting', populatedReads('api::site-setting.site-setting'));
