/** A person's full name: required, at most 100 characters, kept trimmed. */
import type { FieldCheck } from './field-check.ts';

export const NAME_MESSAGES = {
  name: 'Please enter your full name.',
  nameTooLong: 'Your name must be at most 100 characters.',
} as const;

export const NAME_MAX = 100;

export const checkName: FieldCheck = (value) => {
  const name = value.trim();
  if (!name) return NAME_MESSAGES.name;
  return name.length > NAME_MAX ? NAME_MESSAGES.nameTooLong : undefined;
};
