/** A form's rule for one field: it may read the form's other values (a confirmation, its password). */
export type FormRule<V> = (value: string, values: V) => string | undefined;
export type FormRules<V> = { [K in keyof V]?: FormRule<V> };

/** The messages that are about a whole form rather than one field. */
export const FORM_MESSAGES = {
  missingFields: 'Please fill in all fields.',
  fillInOrderDetails: 'Please fill in all order details!',
  resetLink: 'This password reset link is invalid, used or expired. Please ask for a new one.',
  messageTooLong: 'Your message must be at most 2000 characters.',
} as const;
