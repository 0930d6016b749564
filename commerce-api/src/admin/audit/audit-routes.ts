import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { parse } from '../../http/validate.ts';
import { allow } from '../access.ts';
import { listAudit } from './audit-log.ts';

const auditQuery = z.object({
  beforeId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  targetType: z.enum(['order', 'membership', 'message', 'staff', 'invite']).optional(),
  targetId: z.string().max(60).optional(),
});

/** Owners read the audit log; nobody writes to it but the actions themselves. */
export function registerAuditRoutes(router: Router, deps: AppContext): void {
  router.get('/audit-log', allow('owner'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await listAudit(deps.db, parse(auditQuery, req.query)));
  });
}
