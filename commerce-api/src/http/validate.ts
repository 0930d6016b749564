import type { z } from 'zod';
import { AppError } from './app-error.ts';

/**
 * Parses a body, query or params with zod; the first problem becomes a 400 with its message, and
 * names the field it is about (`details.field`), so a form can show it beside that field.
 */
export function parse<T extends z.ZodType>(schema: T, value: unknown, fallbackMessage = 'The request is not valid.'): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const message = issue && !issue.message.startsWith('Invalid input') ? issue.message : fallbackMessage;
  const field = issue?.path.findLast((key) => typeof key === 'string');
  throw new AppError('invalid_request', message, 400, typeof field === 'string' ? { field } : undefined);
}
