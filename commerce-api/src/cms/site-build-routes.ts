import { siteBuildFailureSchema } from '@koolers/contracts/site-build';
import express, { Router } from 'express';
import type { Config } from '../config.ts';
import type { Mailer } from '../email/mailer.ts';
import { siteBuildFailedEmail } from '../email/templates.ts';
import { appError } from '../http/app-error.ts';
import { sameSecret } from '../http/shared-secret.ts';
import { parse } from '../http/validate.ts';

/**
 * POST /api/cms/site-build-failed: the site server (web/src/builds/site-build-alerts.ts) says a build
 * after a publish failed, with its own secret (SITE_BUILD_ALERT_SECRET); the shop's address gets an
 * email saying which entry and field to fix. The API sends it because it owns the shop's mail (SMTP or
 * the outbox). The email's button only ever leads into Strapi's admin (CMS_ADMIN_URL): a link to
 * anywhere else is left out, so a leaked secret cannot send the shop a branded link to a stranger's site.
 */
export function siteBuildRoutes(deps: { config: Pick<Config, 'siteBuildAlertSecret' | 'cmsAdminUrl' | 'mail'>; mailer: Mailer }): Router {
  const router = Router();
  const secret = deps.config.siteBuildAlertSecret;
  if (!secret) return router;
  router.post('/site-build-failed', express.json({ limit: '16kb' }), async (req, res) => {
    const token = (req.get('authorization') ?? '').replace(/^Bearer /, '');
    if (!sameSecret(token, secret)) throw appError('unauthorized', 401);
    const { editUrl, ...failed } = parse(siteBuildFailureSchema, req.body, 'A failed build needs a summary and a time.');
    const adminUrl = deps.config.cmsAdminUrl;
    const email = siteBuildFailedEmail(adminUrl && editUrl && isInside(editUrl, adminUrl) ? { ...failed, editUrl } : failed);
    await deps.mailer.send({ to: deps.config.mail.shopEmail, ...email });
    res.status(202).json({ message: 'The shop has been told.' });
  });
  return router;
}

/** `url` is `base` or a page under it (same origin, path below base's). */
function isInside(url: string, base: string): boolean {
  const link = new URL(url);
  const admin = new URL(base);
  const path = admin.pathname.replace(/\/*$/, '/');
  return link.origin === admin.origin && `${link.pathname}/`.startsWith(path);
}
