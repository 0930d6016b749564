import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { auditFilterChoices, listAudit } from '../../audit/audit-log.ts';
import { parse } from '../../http/validate.ts';
import { nextIndianDay, startOfIndianDay } from '../../orders/desk/desk-order-filters.ts';
import { allow } from '../access.ts';
import { withItemNames } from './item-names.ts';
import { withOrderNumbers } from './order-numbers.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const auditQuery = z
  .object({
    beforeId: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    targetType: z.enum(['order', 'membership', 'message', 'staff', 'invite', 'promotion_code', 'settings']).optional(),
    targetId: z.string().max(60).optional(),
    staffId: z.coerce.number({ error: 'Unknown person.' }).int().positive().optional(),
    action: z
      .string()
      .regex(/^[a-z_-]+\.[a-z_-]+$/, 'Unknown action.')
      .optional(),
    from: z.string().regex(DATE, 'Dates are written YYYY-MM-DD.').optional(),
    to: z.string().regex(DATE, 'Dates are written YYYY-MM-DD.').optional(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, 'The start date must be before the end date.');

/** Owners read the audit log; nobody writes to it but the actions themselves. */
export function registerAuditRoutes(router: Router, deps: AppContext): void {
  router.get('/audit-log', allow('owner'), async (req, res) => {
    const { from, to, ...query } = parse(auditQuery, req.query);
    // Days as the shop lives them, in India.
    const days = { since: from ? startOfIndianDay(from) : undefined, until: to ? nextIndianDay(to) : undefined };
    const page = await listAudit(deps.db, { ...query, ...days });
    const entries = await withOrderNumbers(deps.db, page.entries);
    res.set('Cache-Control', 'no-store').json({ ...page, entries: await withItemNames(entries, deps.catalog) });
  });

  router.get('/audit-log/filters', allow('owner'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await auditFilterChoices(deps.db));
  });
}
