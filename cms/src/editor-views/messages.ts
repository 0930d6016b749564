import type { TypeView } from './types';

/** The words of the messages customers get about their orders and Coco Club (seed/content/order-messages.ts). */
export const MESSAGE_VIEWS: Record<string, TypeView> = {
  'api::order-message.order-message': {
    mainField: 'name',
    list: ['name', 'channel', 'approvedTemplate'],
    sort: { by: 'name', order: 'ASC' },
    fields: {
      name: {
        label: 'Name',
        description: 'Which message this is: its event, channel and language.',
        placeholder: 'order-confirmed · email · en',
      },
      event: { label: 'Event', description: 'What happened that sends the message.' },
      channel: {
        label: 'Channel',
        description: 'Email is sent as written here. WhatsApp and SMS send the approved template named below: their words here are a copy.',
      },
      language: {
        label: 'Language',
        description:
          'English, Hindi or Marathi: an order’s emails are in the language it was placed in. An email with no entry in its language keeps the shop’s own words in that language.',
      },
      subject: { label: 'Subject', description: 'Email only: the subject line. Placeholders such as {order} are filled in.' },
      words: {
        label: 'Words',
        description:
          'The message. Placeholders in braces ({name}, {order}, {total}, {until} …) are filled in; a placeholder the message does not have stops these words being used. For an email, its opening paragraph.',
      },
      approvedTemplate: {
        label: 'Approved template',
        description:
          'The WhatsApp template or DLT-registered SMS this message is sent as. Read only: a change needs the provider’s approval first.',
      },
    },
  },
};
