import type { ItemCategory } from '@koolers/contracts/promotions';
import type { WordsOf } from '@koolers/contracts/words/index';
import { useWords } from '../../../lib/words.tsx';
import type { DraftFields, Item } from './code-form-props.ts';

const CATEGORIES: { value: ItemCategory; label: keyof WordsOf<'desk'> }[] = [
  { value: 'kooler', label: 'kindKoolers' },
  { value: 'product', label: 'kindNaturalProducts' },
  { value: 'diet-drink', label: 'kindDietDrinks' },
];

const toggle = <T extends string>(list: T[], value: T) =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

/** What the code is for: whole categories, or single items (none ticked: everything). */
export function CodeScopeFields({ draft, set, items }: Pick<DraftFields, 'draft' | 'set'> & { items: Item[] }) {
  const words = useWords('desk');
  return (
    <>
      <fieldset className="field">
        <legend>{words.onlyForCategories}</legend>
        {CATEGORIES.map((category) => (
          <label key={category.value} className="desk-check">
            <input
              type="checkbox"
              checked={draft.categories.includes(category.value)}
              onChange={() => set('categories', toggle(draft.categories, category.value))}
            />{' '}
            {words[category.label]}
          </label>
        ))}
      </fieldset>
      {items.length > 0 && (
        <fieldset className="field desk-code-items" name="refs">
          <legend>{words.orOnlyForItems}</legend>
          {items.map((item) => (
            <label key={item.ref} className="desk-check">
              <input type="checkbox" checked={draft.refs.includes(item.ref)} onChange={() => set('refs', toggle(draft.refs, item.ref))} />{' '}
              {item.name}
            </label>
          ))}
        </fieldset>
      )}
    </>
  );
}
