import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parse } from '../../http/validate.ts';
import { moderateReview, reviewsForDesk } from '../../reviews/review-service.ts';
import { actorOf, allow } from '../access.ts';

const listQuery = z.object({
  status: z.enum(['pending', 'published', 'hidden'], { error: 'Choose new, published or hidden reviews.' }).default('pending'),
});

const idParams = z.object({ id: z.coerce.number({ error: 'Review not found.' }).int('Review not found.').positive('Review not found.') });

const REASON = 'Say why the review is hidden (the customer may ask).';
const moderationBody = z
  .object({
    action: z.enum(['publish', 'hide'], { error: 'Choose Publish or Hide.' }),
    reason: z.string({ error: REASON }).trim().max(300, 'Please keep the reason under 300 characters.').nullish(),
    reply: z.string({ error: 'The reply must be text.' }).trim().max(1000, 'Please keep the reply under 1000 characters.').nullish(),
  })
  .refine((body) => body.action !== 'hide' || Boolean(body.reason), { message: REASON, path: ['reason'] });

/**
 * The desk's Reviews screen: new reviews wait here; staff publish or hide them (with a reason) and
 * may reply publicly. Any signed-in staff member, as with the orders they come from; each change is
 * an audit-log line, and the site is rebuilt when what it shows changes.
 */
export function registerDeskReviewRoutes(router: Router, deps: AppContext): void {
  router.get('/reviews', allow('staff'), async (req, res) => {
    const { status } = parse(listQuery, req.query);
    res.json(await reviewsForDesk(deps, status));
  });

  router.put('/reviews/:id', allow('staff'), async (req, res) => {
    const { id } = parse(idParams, req.params);
    const body = parse(moderationBody, req.body);
    res.json(await moderateReview(deps, actorOf(req), id, { action: body.action, reason: body.reason || null, reply: body.reply || null }));
  });
}
