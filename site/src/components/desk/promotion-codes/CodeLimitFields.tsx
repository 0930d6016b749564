import { useWords } from '../../../lib/words.tsx';
import type { DraftFields } from './code-form-props.ts';

/** When and how much the code may be used: the order's minimum, the discount's maximum, its dates and its uses. */
export function CodeLimitFields({ draft, set, invalid }: DraftFields) {
  const words = useWords('desk');
  return (
    <>
      <div className="field">
        <label htmlFor="code-minimum">{words.minimumOrder}</label>
        <input
          id="code-minimum"
          name="minimumOrderPaise"
          type="number"
          min={0}
          step={0.01}
          value={draft.minimum}
          onChange={(event) => set('minimum', event.target.value)}
          {...invalid('minimumOrderPaise')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-maximum">{words.maximumDiscount}</label>
        <input
          id="code-maximum"
          name="maximumDiscountPaise"
          type="number"
          min={0.01}
          step={0.01}
          value={draft.maximum}
          onChange={(event) => set('maximum', event.target.value)}
          {...invalid('maximumDiscountPaise')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-from">{words.validFrom}</label>
        <input
          id="code-from"
          name="validFrom"
          type="datetime-local"
          value={draft.validFrom}
          onChange={(event) => set('validFrom', event.target.value)}
          {...invalid('validFrom')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-until">{words.validUntil}</label>
        <input
          id="code-until"
          name="validUntil"
          type="datetime-local"
          value={draft.validUntil}
          onChange={(event) => set('validUntil', event.target.value)}
          {...invalid('validUntil')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-total">{words.usesInAll}</label>
        <input
          id="code-total"
          name="totalUseLimit"
          type="number"
          min={1}
          step={1}
          value={draft.totalUseLimit}
          onChange={(event) => set('totalUseLimit', event.target.value)}
          {...invalid('totalUseLimit')}
        />
      </div>
      <div className="field">
        <label htmlFor="code-per-customer">{words.usesPerCustomer}</label>
        <input
          id="code-per-customer"
          name="perCustomerLimit"
          type="number"
          min={1}
          step={1}
          value={draft.perCustomerLimit}
          onChange={(event) => set('perCustomerLimit', event.target.value)}
          {...invalid('perCustomerLimit')}
        />
      </div>
      <label className="desk-check">
        <input
          name="firstOrderOnly"
          type="checkbox"
          checked={draft.firstOrderOnly}
          onChange={(event) => set('firstOrderOnly', event.target.checked)}
        />{' '}
        {words.firstOrderOnly}
      </label>
    </>
  );
}
