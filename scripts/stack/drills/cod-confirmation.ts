/**
 * A cash order confirmed from the customer's phone (issue 33): the owners ask every COD order to be
 * confirmed; a shopper who ticked WhatsApp updates places one; the messaging sandbox, standing in for
 * Meta's Cloud API, receives the confirmation request with its Confirm and Cancel buttons; the drill
 * presses Confirm there, as the customer would, and the desk shows the order confirmed on WhatsApp.
 * The owners' rules are put back as they were, whatever happens.
 */
import type { CodConfirmation } from '@koolers/contracts/cod-rules';
import type { ShopClient } from './http-client.ts';
import { payCod, type Shopper } from './shopper.ts';

type SandboxMessage = { id: string; to: string; channel: string; template: string; buttons: { text: string }[] };
export type CodConfirmationResult = { orderId: string; reachedPhoneMs: number; confirmedMs: number; confirmation: CodConfirmation | null };

export async function codConfirmedFromPhone(staff: ShopClient, shopper: Shopper, phones: ShopClient): Promise<CodConfirmationResult> {
  const current = await staff.get('/api/admin/cod-rules');
  if (current.status !== 200) throw new Error(`reading the COD rules: ${current.status} ${current.text.slice(0, 200)}`);
  const { rules, version } = current.json<{ rules: Record<string, unknown> & { confirmation: object }; version: number }>();
  const save = async (changed: Record<string, unknown>, at: number) => {
    const saved = await staff.send('PUT', '/api/admin/cod-rules', { ...changed, version: at });
    if (saved.status !== 200) throw new Error(`saving the COD rules: ${saved.status} ${saved.text.slice(0, 200)}`);
  };
  const always = { ...rules, confirmation: { ...rules.confirmation, policy: 'always', abovePaise: null } };
  await save(always, version);
  try {
    const placedAt = Date.now();
    const placed = await payCod(shopper, [], { whatsappOptIn: true });
    if (!placed.orderId) throw new Error(`the COD order was refused: ${placed.refused}`);
    const request = await until(60_000, async () => {
      const messages = (await phones.get('/messages')).json<SandboxMessage[]>();
      return messages.find(
        (message) => message.to === `91${shopper.phone}` && message.channel === 'whatsapp' && message.template === 'cod_confirm_request',
      );
    });
    if (!request) throw new Error(`no WhatsApp confirmation request reached 91${shopper.phone} within 60 s`);
    const reachedPhoneMs = Date.now() - placedAt;

    const pressedAt = Date.now();
    const pressed = await phones.post(`/messages/${request.id}/reply`, { button: 'Confirm' });
    if (pressed.status !== 202) throw new Error(`pressing Confirm in the sandbox: ${pressed.status} ${pressed.text}`);
    const confirmation = await until(30_000, async () => {
      const order = (await staff.get(`/api/admin/orders/${placed.orderId}`)).json<{ codConfirmation: CodConfirmation | null }>();
      return order.codConfirmation?.state === 'confirmed' ? order.codConfirmation : undefined;
    });
    return { orderId: placed.orderId, reachedPhoneMs, confirmedMs: Date.now() - pressedAt, confirmation: confirmation ?? null };
  } finally {
    await save(rules, (await staff.get('/api/admin/cod-rules')).json<{ version: number }>().version);
  }
}

/** Asks `probe` every half second until it answers something, or `ms` pass (then undefined). */
async function until<T>(ms: number, probe: () => Promise<T | undefined>): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const found = await probe();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return undefined;
}
