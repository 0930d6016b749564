import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router } from 'express';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Mailer } from '../email/mailer.ts';
import { siteBuildFailedEmail } from '../email/templates.ts';
import { AppError } from '../http/app-error.ts';
import { parse } from '../http/validate.ts';

const failure = z.object({
  failedAt: z.iso.datetime(),
  summary: z.string().trim().min(1).max(2000),
  entry: z.string().max(300).optional(),
  fields: z.array(z.string().max(500)).max(20).optional(),
  editUrl: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .optional(),
});

/**
 * POST /api/cms/site-build-failed: the site server (web/src/builds/site-build-alerts.ts) says a build
 * after a publish failed, with the shared CMS webhook secret; the shop's address gets an email saying
 * which entry and field to fix. The API sends it because it owns the shop's mail (SMTP or the outbox).
 */
export function siteBuildRoutes(deps: { config: Pick<Config, 'cmsWebhookSecret' | 'mail'>; mailer: Mailer }): Router {
  const router = Router();
  const secret = deps.config.cmsWebhookSecret;
  if (!secret) return router;
  router.post('/site-build-failed', express.json({ limit: '16kb' }), async (req, res) => {
    const token = (req.get('authorization') ?? '').replace(/^Bearer /, '');
    if (!sameSecret(token, secret)) throw new AppError('unauthorized', 'Unknown webhook sender.', 401);
    const email = siteBuildFailedEmail(parse(failure, req.body, 'A failed build needs a summary and a time.'));
    await deps.mailer.send({ to: deps.config.mail.shopEmail, ...email });
    res.status(202).json({ message: 'The shop has been told.' });
  });
  return router;
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
