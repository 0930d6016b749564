import { paiseToRupees, rupeesToPaise } from '@koolers/contracts/money';
import type { DeskPromotionCode, ItemCategory, PromotionCodeSettings } from '@koolers/contracts/promotions';
import type { WordsOf } from '@koolers/contracts/words/index';
import { formatPaise } from '../../../lib/format.ts';
import { fill } from '../../../lib/words.tsx';
import { atTime } from '../desk-time.ts';

/**
 * A promotion code between the desk's form and the API: the fields as typed (rupees, local times),
 * the settings they become, and a code's discount and dates in words for the list.
 */

/** The form's fields as typed: rupees and local times, turned into paise and instants on save. */
export type Draft = {
  code: string;
  description: string;
  kind: 'percent' | 'amount';
  value: string;
  minimum: string;
  maximum: string;
  validFrom: string;
  validUntil: string;
  totalUseLimit: string;
  perCustomerLimit: string;
  firstOrderOnly: boolean;
  categories: ItemCategory[];
  refs: string[];
};
export const EMPTY: Draft = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  minimum: '',
  maximum: '',
  validFrom: '',
  validUntil: '',
  totalUseLimit: '',
  perCustomerLimit: '1',
  firstOrderOnly: false,
  categories: [],
  refs: [],
};

const paise = (rupees: string) => rupeesToPaise(Number(rupees));
const rupees = (amount: number) => String(paiseToRupees(amount));
const count = (text: string) => (text.trim() ? Number(text) : null);
/** A datetime-local value (the desk's own clock, Navi Mumbai) and back. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);
function localTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function settingsOf(draft: Draft): PromotionCodeSettings {
  return {
    code: draft.code,
    description: draft.description,
    kind: draft.kind,
    value: draft.kind === 'percent' ? Number(draft.value) : paise(draft.value),
    minimumOrderPaise: draft.minimum ? paise(draft.minimum) : 0,
    maximumDiscountPaise: draft.maximum ? paise(draft.maximum) : null,
    validFrom: instant(draft.validFrom),
    validUntil: instant(draft.validUntil),
    totalUseLimit: count(draft.totalUseLimit),
    perCustomerLimit: count(draft.perCustomerLimit),
    firstOrderOnly: draft.firstOrderOnly,
    categories: draft.categories,
    refs: draft.refs,
  };
}

export function draftOf(code: DeskPromotionCode): Draft {
  return {
    code: code.code,
    description: code.description,
    kind: code.kind,
    value: code.kind === 'percent' ? String(code.value) : rupees(code.value),
    minimum: code.minimumOrderPaise ? rupees(code.minimumOrderPaise) : '',
    maximum: code.maximumDiscountPaise ? rupees(code.maximumDiscountPaise) : '',
    validFrom: localTime(code.validFrom),
    validUntil: localTime(code.validUntil),
    totalUseLimit: code.totalUseLimit === null ? '' : String(code.totalUseLimit),
    perCustomerLimit: code.perCustomerLimit === null ? '' : String(code.perCustomerLimit),
    firstOrderOnly: code.firstOrderOnly,
    categories: code.categories,
    refs: code.refs,
  };
}

export function discountWords(code: DeskPromotionCode, words: WordsOf<'desk'>): string {
  return [
    code.kind === 'percent'
      ? fill(words.percentOff, { percent: code.value })
      : fill(words.amountOffValue, { amount: formatPaise(code.value) }),
    code.maximumDiscountPaise ? fill(words.discountAtMost, { amount: formatPaise(code.maximumDiscountPaise) }) : '',
    code.minimumOrderPaise ? fill(words.discountOrdersFrom, { amount: formatPaise(code.minimumOrderPaise) }) : '',
  ]
    .filter(Boolean)
    .join(', ');
}

export function validWords(code: DeskPromotionCode, words: WordsOf<'desk'>): string {
  if (!code.validFrom && !code.validUntil) return words.validAlways;
  return [
    code.validFrom ? fill(words.validFromAt, { at: atTime(code.validFrom) }) : '',
    code.validUntil ? fill(words.validUntilAt, { at: atTime(code.validUntil) }) : '',
  ]
    .filter(Boolean)
    .join(' ');
}
