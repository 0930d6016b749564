import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { createDeskMessageService } from '../../contact/desk-message-service.ts';
import { parse } from '../../http/validate.ts';
import { actorOf, allow } from '../access.ts';

const listQuery = z.object({
  unread: z.enum(['true', 'false']).default('false'),
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
const readBody = z.object({ read: z.boolean({ error: 'Say whether the message is read (true or false).' }) });

/** Contact messages, read and unread. */
export function registerDeskMessageRoutes(router: Router, deps: AppContext): void {
  const messages = createDeskMessageService(deps);

  router.get('/messages', allow('staff'), async (req, res) => {
    const query = parse(listQuery, req.query);
    res.set('Cache-Control', 'no-store').json(await messages.list({ ...query, unread: query.unread === 'true' }));
  });

  router.put('/messages/:id/read', allow('staff'), async (req, res) => {
    const id = parse(z.coerce.number().int().positive(), req.params.id, 'No such message.');
    const { read } = parse(readBody, req.body);
    await messages.markRead(actorOf(req), id, read);
    res.status(204).end();
  });
}
