import { randomBytes } from 'node:crypto';

export type DeliveryState = 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';

/** One message a provider accepted, as `GET /messages` lists it. */
export type SandboxMessage = {
  /** The provider's id: a `wamid.…` for WhatsApp, MSG91's request id for an SMS. */
  id: string;
  channel: 'whatsapp' | 'sms';
  to: string;
  /** The WhatsApp template's name, or the SMS template id (with its DLT id in `dltTemplateId`). */
  template: string;
  dltTemplateId?: string;
  language: string;
  parameters: string[] | Record<string, string>;
  /** What the phone shows. */
  text: string;
  /** Quick-reply buttons: the label shown and the payload the shop set for it. */
  buttons: Array<{ text: string; payload: string }>;
  state: DeliveryState;
  states: Array<{ state: DeliveryState; at: string }>;
  error?: string;
  replies: Array<{ button?: string; text?: string; at: string }>;
  at: string;
};

/**
 * How the sandbox misbehaves, for testing a bad day: `rejectNext` answers the next send requests
 * with a 500 (the provider down: nothing accepted); `failNext` and `failRate` accept a message and
 * then report it failed (undeliverable); `delayMs` holds "delivered" that long after "sent"; `hold`
 * never reports it delivered (the phone is off).
 */
export type Behaviour = { rejectNext: number; failNext: number; failRate: number; delayMs: number; hold: boolean };

export const NORMAL: Behaviour = { rejectNext: 0, failNext: 0, failRate: 0, delayMs: 0, hold: false };

export class MessageStore {
  readonly messages: SandboxMessage[] = [];
  behaviour: Behaviour = { ...NORMAL };

  add(message: Omit<SandboxMessage, 'state' | 'states' | 'replies' | 'at'>): SandboxMessage {
    const at = new Date().toISOString();
    const full: SandboxMessage = { ...message, state: 'accepted', states: [{ state: 'accepted', at }], replies: [], at };
    this.messages.push(full);
    return full;
  }

  get(id: string): SandboxMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  /** Newest first. */
  list(): SandboxMessage[] {
    return [...this.messages].reverse();
  }

  setState(message: SandboxMessage, state: DeliveryState, error?: string): void {
    message.state = state;
    message.states.push({ state, at: new Date().toISOString() });
    if (error) message.error = error;
  }

  /** Whether the next send request is refused outright (counts `rejectNext` down). */
  takeReject(): boolean {
    if (this.behaviour.rejectNext <= 0) return false;
    this.behaviour.rejectNext -= 1;
    return true;
  }

  /** Whether the message just accepted will fail (counts `failNext` down, else draws `failRate`). */
  takeFailure(): boolean {
    if (this.behaviour.failNext > 0) {
      this.behaviour.failNext -= 1;
      return true;
    }
    return this.behaviour.failRate > 0 && Math.random() < this.behaviour.failRate;
  }

  reset(): void {
    this.messages.length = 0;
    this.behaviour = { ...NORMAL };
  }
}

export const wamid = () => `wamid.${randomBytes(18).toString('base64url')}`;
/** MSG91's request ids are 24 hex characters. */
export const requestId = () => randomBytes(12).toString('hex');
