/**
 * The fields people type into the shop's forms: their rules, their messages (the specs' own words,
 * verbatim) and how a value is kept. Plain functions without zod, so the browser can check a field as
 * it is typed; the API's schemas (form-schemas.ts) are built on the same functions, so both accept and
 * refuse the same input with the same words. One module per field (fields/), so a page's island
 * carries only the fields its forms have.
 */
export * from './fields/address.ts';
export * from './fields/email.ts';
export type * from './fields/field-check.ts';
export * from './fields/name.ts';
export * from './fields/password.ts';
export * from './fields/phone.ts';
export * from './fields/pincode.ts';
export * from './fields/upi-reference.ts';
