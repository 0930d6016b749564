import { Router } from 'express';
import { requireCustomer } from '../auth/customer-session.ts';
import type { Db } from '../db/database.ts';
import { parse } from '../http/validate.ts';
import { wishlistAddBody, wishlistItemParams, wishlistMergeBody } from './wishlist-schemas.ts';
import { createWishlistService } from './wishlist-service.ts';

/** /wishlist: the logged-in customer's saved products. */
export function wishlistRoutes(deps: { db: Db }): Router {
  const wishlist = createWishlistService(deps.db);
  const router = Router();

  router.get('/', async (req, res) => {
    const customer = requireCustomer(req);
    res.set('Cache-Control', 'no-store').json({ items: await wishlist.list(customer.id) });
  });

  router.post('/', async (req, res) => {
    const customer = requireCustomer(req);
    const { ref } = parse(wishlistAddBody, req.body);
    const { item, added } = await wishlist.add(customer.id, ref);
    res.status(added ? 201 : 200).json(item);
  });

  router.post('/merge', async (req, res) => {
    const customer = requireCustomer(req);
    const { refs } = parse(wishlistMergeBody, req.body);
    res.json({ items: await wishlist.merge(customer.id, refs) });
  });

  router.delete('/:ref', async (req, res) => {
    const customer = requireCustomer(req);
    const { ref } = parse(wishlistItemParams, req.params);
    await wishlist.remove(customer.id, ref);
    res.status(204).end();
  });

  return router;
}
