/**
 * Each form's rules, field by field, as the browser checks them while a person types (no zod: these
 * ship to the browser). The API parses the same forms with the schemas of form-schemas.ts, built on
 * the same rules; a test runs a table of inputs through both. One module per form or two (forms/), so
 * a page's island carries only its own forms' rules.
 */
export * from './forms/contact.ts';
export * from './forms/delivery.ts';
export * from './forms/form-rule.ts';
export * from './forms/login.ts';
export * from './forms/member.ts';
export * from './forms/passwords.ts';
export * from './forms/profile.ts';
export * from './forms/register.ts';
