import express, { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { parse } from '../http/validate.ts';
import { PHOTO_UPLOAD_MAX_BYTES } from './review-photos.ts';
import { findPhoto } from './review-repository.ts';
import { attachPhoto, LINK_TAMPERED, publishedReviews, reviewRequest, submitReview } from './review-service.ts';

/** The longest review text: a few paragraphs, enough to say what one thinks of a drink. */
export const REVIEW_TEXT_MAX = 1000;

const signedLink = z.object({
  order: z.string({ error: LINK_TAMPERED }).regex(/^ord_[\w-]{1,40}$/, LINK_TAMPERED),
  expires: z.coerce.number({ error: LINK_TAMPERED }).int(LINK_TAMPERED).positive(LINK_TAMPERED),
  sig: z.string({ error: LINK_TAMPERED }).regex(/^[\w-]{10,64}$/, LINK_TAMPERED),
});

const reviewBody = signedLink.extend({
  ref: z.string({ error: 'Say which item you review.' }).min(1, 'Say which item you review.').max(200),
  stars: z.coerce
    .number({ error: 'Choose from 1 to 5 stars.' })
    .int('Choose from 1 to 5 stars.')
    .min(1, 'Choose from 1 to 5 stars.')
    .max(5, 'Choose from 1 to 5 stars.'),
  text: z
    .string({ error: 'The review must be text.' })
    .max(REVIEW_TEXT_MAX, `Please keep your review under ${REVIEW_TEXT_MAX} characters.`)
    .nullish(),
  // A form's checkbox sends "on"; JSON sends true.
  keepText: z.union([z.boolean(), z.literal('on'), z.literal('true')]).nullish(),
});

/**
 * /api/reviews: a verified buyer's reviews (issue 36).
 * - GET  /request?order&expires&sig: the delivered email's link opens the order's items to review;
 * - POST /  {order, expires, sig, ref, stars, text?, keepText?}: one review per item and order, pending staff;
 * - POST /:id/photo?order&expires&sig (the picture's bytes): the review's photo, checked by content, resized, stripped;
 * - GET  /photos/:name: a stored photo, immutable (its name is its content's hash);
 * - GET  /published: what the site's build shows on product and kooler pages.
 * A link whose signature does not match is a 403, one past its time a 410; an order not delivered a 409.
 */
export function reviewRoutes(deps: AppContext): Router {
  const router = Router();

  router.get('/request', async (req, res) => {
    const link = parse(signedLink, req.query, LINK_TAMPERED);
    res.set('Cache-Control', 'no-store').json(await reviewRequest(deps, link));
  });

  router.post('/', async (req, res) => {
    const body = parse(reviewBody, req.body);
    const { order, expires, sig } = body;
    const text = body.text?.trim() || null;
    const keepText = body.keepText === true || body.keepText === 'on' || body.keepText === 'true';
    const review = await submitReview(deps, { order, expires, sig }, { ref: body.ref, stars: body.stars, text, keepText });
    res
      .status(201)
      .set('Cache-Control', 'no-store')
      .json({ ...review, message: 'Thank you! Your review will appear once we have read it.' });
  });

  const idParams = z.object({ id: z.coerce.number({ error: 'Review not found.' }).int('Review not found.').positive('Review not found.') });
  // Any type: the bytes are checked by what they are, not by what the browser says they are.
  const photoBody = express.raw({ type: () => true, limit: PHOTO_UPLOAD_MAX_BYTES });
  router.post('/:id/photo', photoBody, async (req, res) => {
    const { id } = parse(idParams, req.params);
    const link = parse(signedLink, req.query, LINK_TAMPERED);
    const upload = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res
      .status(201)
      .set('Cache-Control', 'no-store')
      .json(await attachPhoto(deps, link, id, upload));
  });

  router.get('/photos/:name', async (req, res) => {
    const name = /^[0-9a-f]{32}\.webp$/.test(req.params.name) ? req.params.name : null;
    const bytes = name ? await findPhoto(deps.db, name) : undefined;
    if (!bytes) {
      res.status(404).set('Cache-Control', 'no-store').json({ code: 'not_found', message: 'Photo not found.' });
      return;
    }
    res.set({ 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=31536000, immutable' }).send(Buffer.from(bytes));
  });

  router.get('/published', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=30').json(await publishedReviews(deps));
  });

  return router;
}
