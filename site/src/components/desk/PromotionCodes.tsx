import { paiseToRupees, rupeesToPaise } from '@koolers/contracts/money';
import type { DeskPromotionCode, ItemCategory, PromotionCodeSettings } from '@koolers/contracts/promotions';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { formatPaise } from '../../lib/format.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { Staff } from './desk-api.ts';
import { atTime } from './desk-time.ts';

type Item = { ref: string; name: string; category: ItemCategory };
type Notice = { tone: 'error' | 'success'; text: string; field?: string };

const CATEGORIES: { value: ItemCategory; label: string }[] = [
  { value: 'kooler', label: 'Koolers' },
  { value: 'product', label: 'Natural products' },
  { value: 'diet-drink', label: 'Diet drinks' },
];

/** The form's fields as typed: rupees and local times, turned into paise and instants on save. */
type Draft = {
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
const EMPTY: Draft = {
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

function settingsOf(draft: Draft): PromotionCodeSettings {
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

function draftOf(code: DeskPromotionCode): Draft {
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

function discountWords(code: DeskPromotionCode): string {
  const off = code.kind === 'percent' ? `${code.value}% off` : `${formatPaise(code.value)} off`;
  const cap = code.maximumDiscountPaise ? `, at most ${formatPaise(code.maximumDiscountPaise)}` : '';
  const minimum = code.minimumOrderPaise ? `, orders from ${formatPaise(code.minimumOrderPaise)}` : '';
  return `${off}${cap}${minimum}`;
}

function validWords(code: DeskPromotionCode): string {
  if (!code.validFrom && !code.validUntil) return 'Always';
  return [code.validFrom ? `from ${atTime(code.validFrom)}` : '', code.validUntil ? `until ${atTime(code.validUntil)}` : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * Promotion codes: each with its uses and what its paid orders brought. Owners create, change,
 * pause and resume them (each change is in the audit log); other staff see them, to answer a
 * shopper who asks about one.
 */
export function PromotionCodes({ staff }: { staff: Staff }) {
  const owner = staff.role === 'owner';
  const [codes, setCodes] = useState<DeskPromotionCode[] | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const load = useCallback(async () => {
    const result = await api.get<{ codes: DeskPromotionCode[] }>('/admin/promotion-codes');
    if (result.ok) setCodes(result.data.codes);
    else setNotice({ tone: 'error', text: result.message });
  }, []);
  useEffect(() => {
    void load();
    if (owner) void api.get<{ items: Item[] }>('/admin/promotion-codes/items').then((result) => result.ok && setItems(result.data.items));
  }, [load, owner]);

  // A refused save puts the focus on the field it is about.
  useEffect(() => {
    if (notice?.field) form.current?.querySelector<HTMLElement>(`[name="${notice.field}"]`)?.focus();
  }, [notice]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const toggle = <T extends string>(list: T[], value: T) =>
    list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

  async function save(event: FormEvent) {
    event.preventDefault();
    const settings = settingsOf(draft);
    const result =
      editing === null
        ? await api.post<{ id: number }>('/admin/promotion-codes', settings)
        : await api.put<null>(`/admin/promotion-codes/${editing}`, settings);
    if (!result.ok) {
      const field = typeof result.details?.field === 'string' ? result.details.field : undefined;
      return setNotice({ tone: 'error', text: result.message, ...(field ? { field } : {}) });
    }
    setNotice({
      tone: 'success',
      text: editing === null ? `Code ${settings.code.toUpperCase()} created.` : `Code ${settings.code.toUpperCase()} saved.`,
    });
    setDraft(EMPTY);
    setEditing(null);
    await load();
  }

  async function setPaused(code: DeskPromotionCode, paused: boolean) {
    const result = await api.put<null>(`/admin/promotion-codes/${code.id}/paused`, { paused });
    setNotice(
      result.ok
        ? { tone: 'success', text: `Code ${code.code} ${paused ? 'paused' : 'resumed'}.` }
        : { tone: 'error', text: result.message },
    );
    await load();
  }

  const invalid = (field: string) => (notice?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'code-form-problem' } : {});

  return (
    <section aria-labelledby="codes-heading">
      <h1 id="codes-heading">Promotion codes</h1>
      {notice && !notice.field && <FormAlert tone={notice.tone} message={notice.text} />}
      {owner && (
        <form ref={form} className="desk-code-form" onSubmit={save} aria-labelledby="code-form-heading">
          <h2 id="code-form-heading">{editing === null ? 'New code' : `Change code ${draft.code.toUpperCase()}`}</h2>
          {notice?.field && (
            <p id="code-form-problem" className="field__error" role="alert">
              {notice.text}
            </p>
          )}
          <div className="field">
            <label htmlFor="code-name">Code</label>
            <p id="code-name-hint" className="field__hint">
              Shoppers type it in any case: 3 to 24 letters, digits or dashes.
            </p>
            <input
              id="code-name"
              name="code"
              required
              value={draft.code}
              onChange={(event) => set('code', event.target.value)}
              aria-describedby="code-name-hint"
              {...invalid('code')}
            />
          </div>
          <div className="field">
            <label htmlFor="code-description">Note for the team (optional)</label>
            <input
              id="code-description"
              name="description"
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor="code-kind">Discount</label>
            <select id="code-kind" name="kind" value={draft.kind} onChange={(event) => set('kind', event.target.value as Draft['kind'])}>
              <option value="percent">A percentage off</option>
              <option value="amount">An amount off (₹)</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="code-value">{draft.kind === 'percent' ? 'Percent off' : 'Rupees off'}</label>
            <input
              id="code-value"
              name="value"
              type="number"
              required
              min={draft.kind === 'percent' ? 1 : 0.01}
              max={draft.kind === 'percent' ? 100 : undefined}
              step={draft.kind === 'percent' ? 1 : 0.01}
              value={draft.value}
              onChange={(event) => set('value', event.target.value)}
              {...invalid('value')}
            />
          </div>
          <div className="field">
            <label htmlFor="code-minimum">Minimum order (₹, optional)</label>
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
            <label htmlFor="code-maximum">Maximum discount (₹, optional)</label>
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
            <label htmlFor="code-from">Valid from (optional)</label>
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
            <label htmlFor="code-until">Valid until (optional)</label>
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
            <label htmlFor="code-total">Uses in all (optional)</label>
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
            <label htmlFor="code-per-customer">Uses per customer (optional)</label>
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
            A customer’s first order only
          </label>
          <fieldset className="field">
            <legend>Only for these categories (none ticked: everything)</legend>
            {CATEGORIES.map((category) => (
              <label key={category.value} className="desk-check">
                <input
                  type="checkbox"
                  checked={draft.categories.includes(category.value)}
                  onChange={() => set('categories', toggle(draft.categories, category.value))}
                />{' '}
                {category.label}
              </label>
            ))}
          </fieldset>
          {items.length > 0 && (
            <fieldset className="field desk-code-items" name="refs">
              <legend>Or only for these items</legend>
              {items.map((item) => (
                <label key={item.ref} className="desk-check">
                  <input
                    type="checkbox"
                    checked={draft.refs.includes(item.ref)}
                    onChange={() => set('refs', toggle(draft.refs, item.ref))}
                  />{' '}
                  {item.name}
                </label>
              ))}
            </fieldset>
          )}
          <div className="desk-actions">
            <button type="submit">{editing === null ? 'Create code' : 'Save code'}</button>
            {editing !== null && (
              <button
                type="button"
                className="button--light"
                onClick={() => {
                  setEditing(null);
                  setDraft(EMPTY);
                  setNotice(null);
                }}
              >
                Cancel
              </button>
            )}
          </div>
        </form>
      )}
      {!codes && <p role="status">Loading the codes...</p>}
      {codes?.length === 0 && <p>No promotion codes yet.</p>}
      {codes && codes.length > 0 && (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Discount</th>
                <th scope="col">Valid</th>
                <th scope="col">Uses</th>
                <th scope="col">Paid orders</th>
                <th scope="col">Revenue</th>
                <th scope="col">Status</th>
                {owner && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.id}>
                  <td>
                    <strong>{code.code}</strong>
                    {code.description && <div className="muted">{code.description}</div>}
                  </td>
                  <td>{discountWords(code)}</td>
                  <td>{validWords(code)}</td>
                  <td>
                    {code.uses}
                    {code.totalUseLimit !== null && ` of ${code.totalUseLimit}`}
                  </td>
                  <td>{code.paidOrders}</td>
                  <td>
                    {formatPaise(code.revenuePaise)}
                    {code.discountGivenPaise > 0 && <div className="muted">{formatPaise(code.discountGivenPaise)} given</div>}
                  </td>
                  <td>{code.paused ? 'Paused' : 'Running'}</td>
                  {owner && (
                    <td>
                      <div className="desk-actions">
                        <button
                          type="button"
                          className="button--small button--light"
                          aria-label={`Change ${code.code}`}
                          onClick={() => {
                            setEditing(code.id);
                            setDraft(draftOf(code));
                            setNotice(null);
                            form.current?.scrollIntoView({ block: 'start' });
                            form.current?.querySelector<HTMLElement>('input')?.focus();
                          }}
                        >
                          Change
                        </button>
                        <button
                          type="button"
                          className="button--small"
                          aria-label={`${code.paused ? 'Resume' : 'Pause'} ${code.code}`}
                          onClick={() => setPaused(code, !code.paused)}
                        >
                          {code.paused ? 'Resume' : 'Pause'}
                        </button>
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
