import type { z } from 'zod';
import { AppError } from './app-error.ts';

/** Parses a body, query or params with zod; the first problem becomes a 400 with its message. */
export function parse<T extends z.ZodType>(schema: T, value: unknown, fallbackMessage = 'The request is not valid.'): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue && !issue.message.startsWith('Invalid input') ? issue.message : fallbackMessage;
  throw new AppError('invalid_request', message, 400);
}
