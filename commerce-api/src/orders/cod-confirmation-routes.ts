import { message } from '@koolers/contracts/messages';
import { formatOrderNumber } from '@koolers/contracts/order-number';
import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { appError } from '../http/app-error.ts';
import { pageLanguage } from '../http/page-language.ts';
import { parse } from '../http/validate.ts';
import { answerCodConfirmation, codAnswerMessage } from './cod-confirmation.ts';
import { checkCodLink, type SignedCodLink } from './cod-confirmation-links.ts';

export const LINK_TAMPERED = message('link_invalid.cod');

const signedLink = z.object({
  order: z.string({ error: LINK_TAMPERED }).regex(/^ord_[\w-]{1,40}$/, LINK_TAMPERED),
  expires: z.coerce.number({ error: LINK_TAMPERED }).int(LINK_TAMPERED).positive(LINK_TAMPERED),
  sig: z.string({ error: LINK_TAMPERED }).regex(/^[\w-]{10,64}$/, LINK_TAMPERED),
});
const answerBody = signedLink.extend({
  answer: z.enum(['confirm', 'cancel'], { error: 'Choose Confirm order or Cancel order.' }),
});

/**
 * The SMS link's page (`/order/confirm` on the site) asks these, with the link's three values:
 * - GET  /api/cod-confirmations?order&expires&sig: the order's number, the cash to pay and where its
 *   confirmation stands;
 * - POST /api/cod-confirmations {order, expires, sig, answer}: Confirm or Cancel, once (the same
 *   function as WhatsApp's buttons and the desk's phone answer).
 * A link whose signature does not match is a 403, one past its time a 410: both in words.
 */
export function codConfirmationRoutes(deps: AppContext): Router {
  const router = Router();

  function openedLink(input: unknown): SignedCodLink {
    const link = parse(signedLink, input, LINK_TAMPERED);
    const verdict = checkCodLink(deps.config.staffSecretKey, link);
    if (verdict === 'tampered') throw appError('link_invalid.cod', 403);
    if (verdict === 'expired') throw appError('link_expired.cod', 410);
    return link;
  }

  router.get('/', async (req, res) => {
    const link = openedLink(req.query);
    const order = await deps.db
      .selectFrom('orders')
      .select(['number', 'total_paise', 'cod_confirmation', 'delivery_status'])
      .where('id', '=', link.order)
      .executeTakeFirst();
    if (!order?.cod_confirmation) throw appError('not_found.order', 404);
    const state =
      order.delivery_status === 'cancelled'
        ? 'cancelled'
        : order.cod_confirmation === 'awaiting' && order.delivery_status === 'unconfirmed'
          ? 'awaiting'
          : 'confirmed';
    res
      .set('Cache-Control', 'no-store')
      .json({ number: formatOrderNumber(Number(order.number)), totalPaise: Number(order.total_paise), state });
  });

  router.post('/', async (req, res) => {
    const { answer, ...rest } = parse(answerBody, req.body, LINK_TAMPERED);
    const link = openedLink(rest);
    const result = await answerCodConfirmation(deps, { orderId: link.order, answer, channel: 'link' });
    if (!('number' in result)) throw appError('not_found.order', 404);
    const number = formatOrderNumber(result.number);
    const state = result.outcome === 'already' ? result.state : result.outcome;
    res
      .set('Cache-Control', 'no-store')
      .json({ outcome: result.outcome, state, number, message: codAnswerMessage(result, number, pageLanguage(req, res)) });
  });

  return router;
}
