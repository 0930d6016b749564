import { DELIVERY_STATUSES } from '@koolers/contracts/order-status';
import { refundLinesSchema } from '@koolers/contracts/refund-schemas';
import type { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { slotLoad } from '../../delivery/delivery-repository.ts';
import { appError } from '../../http/app-error.ts';
import { parse } from '../../http/validate.ts';
import { documentsOfOrder } from '../../invoices/invoice-repository.ts';
import { gstr1MonthOf, sendGstr1Csv, sendPdf } from '../../invoices/invoice-routes.ts';
import { answerCodConfirmation, codAnswerMessage } from '../../orders/cod-confirmation.ts';
import { readCodRules } from '../../orders/cod-rules-repository.ts';
import { RESEND_KINDS } from '../../orders/desk/customer-email-again.ts';
import { dashboardNumbers } from '../../orders/desk/dashboard-query.ts';
import { deskCustomerSummary } from '../../orders/desk/desk-customer.ts';
import { findDeskOrder } from '../../orders/desk/desk-order-detail.ts';
import { type OrderFilters, orderFiltersSchema, withCallWindow } from '../../orders/desk/desk-order-filters.ts';
import { countDeskOrders, listDeskOrders, neighbourOrders } from '../../orders/desk/desk-order-list.ts';
import { createDeskOrderService } from '../../orders/desk/desk-order-service.ts';
import { createDeskSlotMoveService } from '../../orders/desk/desk-slot-move.ts';
import { dispatchSheet } from '../../orders/desk/dispatch-sheet.ts';
import { createPhoneResendService } from '../../orders/desk/phone-resend-service.ts';
import { createResendService } from '../../orders/desk/resend-service.ts';
import { createRefundService } from '../../orders/order-refund-service.ts';
import { actorOf, allow } from '../access.ts';
import { streamOrdersCsv } from './order-csv.ts';

const ORDER_ID = /^ord_[\w-]{1,40}$/;
const listQuery = z
  .object({
    cursor: z.string().max(400).optional(),
    before: z.string().max(400).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((page) => !(page.cursor && page.before), 'Ask for the page after a cursor or the page before one, not both.');
/** `status`: where the order's delivery moves (its payment moves with its own events). */
const statusBody = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: 'Unknown status.' }),
  reason: z.string().trim().max(500, 'Please keep the reason under 500 characters.').optional(),
});
/** `PUT /orders/:id/delivery-slot`: the slot staff move the order to. */
const slotBody = z.object({
  date: z.string({ error: 'Choose a day.' }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a day.'),
  slotId: z.string({ error: 'Choose a slot.' }).trim().min(1, 'Choose a slot.').max(30),
});
const phoneAnswerBody = z.object({
  answer: z.enum(['confirm', 'cancel'], { error: 'Say whether the customer confirmed or cancelled the order.' }),
});
const noteBody = z.object({
  body: z
    .string({ error: 'Please write the note.' })
    .trim()
    .min(1, 'Please write the note.')
    .max(2000, 'Please keep notes under 2000 characters.'),
});
const resendBody = z.object({
  kind: z.enum(RESEND_KINDS, { error: 'Choose the confirmation or the status email.' }),
});
/** One press of the desk's "send again by phone": the same key twice is the same press. */
const phoneResendBody = z.object({
  pressKey: z.string({ error: 'The press key is missing.' }).regex(/^[\w-]{16,64}$/, 'The press key is missing.'),
});
const refundBody = z.object({
  amountPaise: z.number().int('The amount must be whole paise.').positive('The amount must be more than ₹0.').optional(),
  reason: z.string({ error: 'Please give a reason for the refund.' }).trim().min(1, 'Please give a reason for the refund.').max(500),
  idempotencyKey: z.string().regex(/^[\w-]{16,64}$/, 'The refund key is missing.'),
  lines: refundLinesSchema,
  cancelOrder: z.boolean().optional(),
});

/** The order desk: the list, one order, its moves, notes and refunds, the CSV, the dispatch sheet and the numbers. */
export function registerDeskOrderRoutes(router: Router, deps: AppContext): void {
  const orders = createDeskOrderService(deps);
  const refunds = createRefundService(deps);
  const emails = createResendService(deps);
  const phoneMessages = createPhoneResendService(deps);
  const slotMoves = createDeskSlotMoveService(deps);
  const orderId = (value: unknown) => {
    const id = String(value);
    if (!ORDER_ID.test(id)) throw appError('not_found.order', 404);
    return id;
  };

  /** The list's filters from a query; "Call to confirm" reads the owners' window now. */
  const filtersOf = async (query: unknown): Promise<OrderFilters> => {
    const filters = parse(orderFiltersSchema, query, 'Those filters are not valid.');
    if (filters.call !== 'due') return filters;
    const { rules } = await readCodRules(deps.db);
    return withCallWindow(filters, rules.confirmation.callAfterMinutes);
  };

  router.get('/orders', allow('staff'), async (req, res) => {
    const { cursor, before, limit, ...rest } = req.query;
    const filters = await filtersOf(rest);
    const page = parse(listQuery, { cursor, before, limit });
    // The page carries the live cursor, read with it (desk-order-list.ts); the counts are read beside it.
    const [{ rules }, counts] = await Promise.all([readCodRules(deps.db), countDeskOrders(deps.db, filters)]);
    const list = await listDeskOrders(deps.db, filters, page, rules.confirmation.callAfterMinutes);
    const load = filters.slotDay ? { slotLoad: await slotLoad(deps.db, filters.slotDay) } : {};
    res.set('Cache-Control', 'no-store').json({ ...list, counts, ...load });
  });

  router.get('/orders.csv', allow('staff'), async (req, res) => {
    const filters = await filtersOf(req.query);
    // The most personal data at once: who took it, when, from where (which filters, never a search's text).
    await recordAudit(deps.db, actorOf(req), {
      action: 'orders.exported',
      targetType: 'export',
      targetId: 'orders.csv',
      after: { filters: Object.keys(filters).filter((name) => filters[name as keyof typeof filters] !== undefined) },
    });
    await streamOrdersCsv(deps.db, filters, res);
  });

  router.get('/orders/:id', allow('staff'), async (req, res) => {
    const order = await findDeskOrder(deps.db, orderId(req.params.id));
    if (!order) throw appError('not_found.order', 404);
    res.set('Cache-Control', 'no-store').json(order);
  });

  /** The orders before and after this one in the list the desk came from (its filters and sort in the query). */
  router.get('/orders/:id/neighbours', allow('staff'), async (req, res) => {
    const { cursor: _cursor, before: _before, ...rest } = req.query;
    const filters = await filtersOf(rest);
    const neighbours = await neighbourOrders(deps.db, filters, orderId(req.params.id));
    if (!neighbours) throw appError('not_found.order', 404);
    res.set('Cache-Control', 'no-store').json(neighbours);
  });

  /** Who the customer is to the shop: their other orders and what they spent. */
  router.get('/orders/:id/customer', allow('staff'), async (req, res) => {
    const summary = await deskCustomerSummary(deps.db, orderId(req.params.id));
    if (!summary) throw appError('not_found.order', 404);
    res.set('Cache-Control', 'no-store').json(summary);
  });

  router.get('/orders/:id/documents', allow('staff'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ documents: await documentsOfOrder(deps.db, orderId(req.params.id)) });
  });

  router.get('/orders/:id/documents/:documentId', allow('staff'), async (req, res) => {
    await sendPdf(deps, res, orderId(req.params.id), String(req.params.documentId));
  });

  router.get('/tax-documents.csv', allow('staff'), async (req, res) => {
    const month = gstr1MonthOf(req.query);
    // Recorded before the file leaves, as the orders' export is: an export is never handed out unrecorded.
    await recordAudit(deps.db, actorOf(req), {
      action: 'tax-documents.exported',
      targetType: 'export',
      targetId: 'tax-documents.csv',
      after: { month },
    });
    await sendGstr1Csv(deps, month, res);
  });

  /**
   * Staff called the customer of a COD order awaiting confirmation: "Confirmed by phone" or
   * "Cancelled by phone", through the same exactly-once answer as the customer's buttons (audit-logged).
   */
  router.post('/orders/:id/cod-confirmation', allow('staff'), async (req, res) => {
    const { answer } = parse(phoneAnswerBody, req.body);
    const id = orderId(req.params.id);
    const result = await answerCodConfirmation(deps, { orderId: id, answer, channel: 'phone', staff: actorOf(req) });
    if (result.outcome === 'not-found') throw appError('not_found.order', 404);
    const order = await findDeskOrder(deps.db, id);
    if (result.outcome === 'not-asked') throw appError('not_awaiting', 409, { number: order?.number ?? '' });
    res.json({ outcome: result.outcome, message: codAnswerMessage(result, order?.number ?? ''), order });
  });

  /** Moves the order to another open slot: its place moves with it and the customer is emailed (audit-logged). */
  router.put('/orders/:id/delivery-slot', allow('staff'), async (req, res) => {
    const choice = parse(slotBody, req.body, 'Choose a day and a slot.');
    res.json(await slotMoves.move(actorOf(req), orderId(req.params.id), choice));
  });

  router.put('/orders/:id/status', allow('staff'), async (req, res) => {
    const input = parse(statusBody, req.body);
    res.json(await orders.move(actorOf(req), orderId(req.params.id), { to: input.status, reason: input.reason }));
  });

  /** Sends the customer one of their emails about the order again (audit-logged). */
  router.post('/orders/:id/emails', allow('staff'), async (req, res) => {
    const { kind } = parse(resendBody, req.body);
    res.status(201).json(await emails.resend(actorOf(req), orderId(req.params.id), kind));
  });

  /** Sends the customer's latest WhatsApp or SMS message about the order again, once per press (audit-logged). */
  router.post('/orders/:id/phone-messages', allow('staff'), async (req, res) => {
    const { pressKey } = parse(phoneResendBody, req.body);
    res.status(201).json(await phoneMessages.resend(actorOf(req), orderId(req.params.id), pressKey));
  });

  router.post('/orders/:id/notes', allow('staff'), async (req, res) => {
    const { body } = parse(noteBody, req.body);
    res.status(201).json(await orders.addNote(actorOf(req), orderId(req.params.id), body));
  });

  router.post('/orders/:id/refunds', allow('owner'), async (req, res) => {
    const input = parse(refundBody, req.body);
    res.status(202).json(await refunds.request(actorOf(req), orderId(req.params.id), input));
  });

  router.get('/dispatch-sheet', allow('staff'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await dispatchSheet(deps.db));
  });

  router.get('/dashboard', allow('staff'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await dashboardNumbers(deps.db));
  });
}
