import { z } from 'zod';

/**
 * A form body: an object with exactly these fields. A body that is not an object gets
 * `notAnObject`; a field the form does not have is refused rather than silently dropped.
 */
export function formBody<Shape extends z.ZodRawShape>(shape: Shape, notAnObject: string) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unexpected field: ${String(issue.keys[0]).slice(0, 40)}.` : notAnObject),
  });
}
