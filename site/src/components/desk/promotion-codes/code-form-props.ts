import type { ItemCategory } from '@koolers/contracts/promotions';
import type { Draft } from './code-draft.ts';

/** An item of the catalogue a code may be limited to. */
export type Item = { ref: string; name: string; category: ItemCategory };

/** What each group of the code form's fields is given: the draft, a setter per field, and the field a refusal is about. */
export type DraftFields = {
  draft: Draft;
  set: <K extends keyof Draft>(key: K, value: Draft[K]) => void;
  /** `aria-invalid` and the refusal's id on the field the last refused save named; nothing on the others. */
  invalid: (field: string) => Record<string, unknown>;
};
