import { codRulesBody } from '@koolers/contracts/cod-rules-schemas';
import type { Router } from 'express';
import type { AppContext } from '../../app-context.ts';
import { parse } from '../../http/validate.ts';
import { createDeskCodRulesService } from '../../orders/desk/desk-cod-rules-service.ts';
import { actorOf, allow } from '../access.ts';

/** The cash on delivery rules: every staff member reads them; only owners change them (they decide who may pay in cash). */
export function registerDeskCodRulesRoutes(router: Router, deps: AppContext): void {
  const codRules = createDeskCodRulesService(deps);

  router.get('/cod-rules', allow('staff'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await codRules.read());
  });

  router.put('/cod-rules', allow('owner'), async (req, res) => {
    await codRules.replace(actorOf(req), parse(codRulesBody, req.body, 'The COD rules are not valid.'));
    res.set('Cache-Control', 'no-store').json(await codRules.read());
  });
}
