import { Router } from 'express';
import type { Config } from '../config.ts';
import { appError } from '../http/app-error.ts';
import { sameSecret } from '../http/shared-secret.ts';
import type { Catalog } from './catalog.ts';

/**
 * POST /api/cms/webhook: Strapi calls it on every publish, unpublish, edit or delete, with the shared
 * secret as a bearer token; the next price lookup then reloads the catalogue.
 */
export function catalogWebhookRoutes(deps: { config: Pick<Config, 'cmsWebhookSecret'>; catalog: Catalog }): Router {
  const router = Router();
  const secret = deps.config.cmsWebhookSecret;
  if (!secret) return router;
  router.post('/webhook', async (req, res) => {
    const token = (req.get('authorization') ?? '').replace(/^Bearer /, '');
    if (!sameSecret(token, secret)) throw appError('unauthorized', 401);
    await deps.catalog.invalidate();
    res.status(204).end();
  });
  return router;
}
