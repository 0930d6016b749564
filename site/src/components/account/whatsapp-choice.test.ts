import { pageWords } from '@koolers/contracts/words/index';
import { describe, expect, it } from 'vitest';
import { choiceText } from './whatsapp-choice.ts';

const { account: words } = pageWords('en', 'account');

const at = '2026-11-30T01:10:00.000Z';

describe('what the account says about order messages on WhatsApp', () => {
  it('without a choice: SMS, and how to change it', () => {
    expect(choiceText({ optedIn: false, changedAt: null, source: null }, words, 'en')).toBe(
      'Order updates come by SMS. Tick the box to get them on WhatsApp instead.',
    );
  });

  it('on, with when and where it was chosen', () => {
    expect(choiceText({ optedIn: true, changedAt: at, source: 'checkout' }, words, 'en')).toBe(
      'On WhatsApp since 30 Nov 2026, 6:40 am (you chose it at checkout). Reply STOP on WhatsApp to end them.',
    );
  });

  it('off after a STOP reply says so, with its time', () => {
    expect(choiceText({ optedIn: false, changedAt: at, source: 'stop-reply' }, words, 'en')).toBe(
      'You replied STOP on WhatsApp on 30 Nov 2026, 6:40 am: order updates come by SMS.',
    );
  });

  it('off, chosen here', () => {
    expect(choiceText({ optedIn: false, changedAt: at, source: 'account' }, words, 'en')).toBe(
      'Off since 30 Nov 2026, 6:40 am (you chose it here): order updates come by SMS.',
    );
  });
});
