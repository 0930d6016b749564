import { Router } from 'express';
import type { AppContext } from '../app-context.ts';
import { createChangeHub } from '../live/change-hub.ts';
import { type Access, staffSessionLoader } from './access.ts';
import { registerAuditRoutes } from './audit/audit-routes.ts';
import { registerDeskAvailabilityRoutes } from './availability/desk-availability-routes.ts';
import { registerDeskMembershipRoutes } from './club/desk-membership-routes.ts';
import { registerDeskCodRulesRoutes } from './cod-rules/desk-cod-rules-routes.ts';
import { registerDeskDeliveryRoutes } from './delivery/desk-delivery-routes.ts';
import { registerLiveRoutes } from './live/live-routes.ts';
import { registerDeskMessageRoutes } from './messages/desk-message-routes.ts';
import { registerDeskOrderRoutes } from './orders/desk-order-routes.ts';
import { registerPhoneOrderRoutes } from './orders/phone-order-routes.ts';
import { registerDeskPromotionRoutes } from './promotions/desk-promotion-routes.ts';
import { registerDeskReviewRoutes } from './reviews/desk-review-routes.ts';
import { registerSetupRoutes } from './staff/setup-routes.ts';
import { registerSignInRoutes } from './staff/sign-in-routes.ts';
import { registerStaffRoutes } from './staff/staff-routes.ts';

/**
 * /api/admin: the order desk's API. Every route is registered on this one router (no nested
 * routers), starting with an `allow(…)` guard, so `adminRouteList` can read them all back and the
 * authorisation test covers each route, including the next one someone adds.
 */
export function adminRoutes(deps: AppContext): Router {
  const router = Router();
  router.use(staffSessionLoader(deps));
  registerSignInRoutes(router, deps);
  registerSetupRoutes(router, deps);
  registerStaffRoutes(router, deps);
  registerDeskOrderRoutes(router, deps);
  registerPhoneOrderRoutes(router, deps);
  registerDeskMembershipRoutes(router, deps);
  registerDeskMessageRoutes(router, deps);
  registerDeskAvailabilityRoutes(router, deps);
  registerDeskPromotionRoutes(router, deps);
  registerDeskCodRulesRoutes(router, deps);
  registerDeskDeliveryRoutes(router, deps);
  registerDeskReviewRoutes(router, deps);
  registerAuditRoutes(router, deps);
  registerLiveRoutes(router, deps, createChangeHub(deps));
  return router;
}

export type AdminRoute = { method: string; path: string; access: Access | undefined };

type Layer = { route?: { path: string; methods: Record<string, boolean>; stack: { handle: { access?: Access } }[] } };

/** Every route of the admin router with the access its first handler (its guard) declares. */
export function adminRouteList(router: Router): AdminRoute[] {
  return (router.stack as unknown as Layer[]).flatMap((layer) => {
    const route = layer.route;
    if (!route) return [];
    return Object.keys(route.methods)
      .filter((method) => method !== '_all')
      .map((method) => ({ method: method.toUpperCase(), path: route.path, access: route.stack[0]?.handle.access }));
  });
}
