/** A field's rule: the message to show, or undefined when the value is fine. */
export type FieldCheck = (value: string) => string | undefined;
