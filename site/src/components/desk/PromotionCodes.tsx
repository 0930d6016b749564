import {
  type DeskPromotionCode,
  PROMOTION_CODE_STATUSES,
  type PromotionCodeStatus,
  promotionCodeStatusLabel,
} from '@koolers/contracts/promotions';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../lib/api.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import type { Staff } from './desk-api.ts';
import type { Item } from './promotion-codes/code-form-props.ts';
import { PromotionCodeTable } from './promotion-codes/PromotionCodeTable.tsx';

type Notice = { tone: 'error' | 'success'; text: string };

// Only owners open the form, and only on a click: its code loads then, not with every desk page.
const CodeForm = lazy(() => import('./promotion-codes/CodeForm.tsx').then((module) => ({ default: module.CodeForm })));

/**
 * Promotion codes, the list first (as Shopify's Discounts): each with its status worked out by the
 * API from its dates, limits and pause (Running, Scheduled, Paused, Used up, Expired; staff filter
 * by it), its uses and what its paid orders brought. Owners open the form from "New code" or a
 * code's "Change", and pause or resume a code (each change is in the audit log); other staff see
 * the list, to answer a shopper who asks about a code.
 */
export function PromotionCodes({ staff }: { staff: Staff }) {
  const words = useWords('desk');
  const owner = staff.role === 'owner';
  const [codes, setCodes] = useState<DeskPromotionCode[] | null>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [status, setStatus] = useState<PromotionCodeStatus | ''>('');
  /** The open form: a new code, or the code being changed. */
  const [form, setForm] = useState<'new' | DeskPromotionCode | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  const load = useCallback(async () => {
    const result = await api.get<{ codes: DeskPromotionCode[] }>('/admin/promotion-codes');
    if (result.ok) setCodes(result.data.codes);
    else setNotice({ tone: 'error', text: result.message });
  }, []);
  useEffect(() => {
    void load();
    if (owner) void api.get<{ items: Item[] }>('/admin/promotion-codes/items').then((result) => result.ok && setItems(result.data.items));
  }, [load, owner]);

  function closeForm() {
    setForm(null);
    // Back where the form was opened from (a row's "Change" may be gone from the filtered list).
    requestAnimationFrame(() => newButton.current?.focus());
  }

  async function setPaused(code: DeskPromotionCode, paused: boolean) {
    const result = await api.put<null>(`/admin/promotion-codes/${code.id}/paused`, { paused });
    setNotice(
      result.ok
        ? { tone: 'success', text: fill(paused ? words.codePaused : words.codeResumed, { code: code.code }) }
        : { tone: 'error', text: result.message },
    );
    await load();
  }

  const count = (wanted: PromotionCodeStatus) => codes?.filter((code) => code.status === wanted).length ?? 0;
  const shown = codes && (status ? codes.filter((code) => code.status === status) : codes);

  return (
    <section aria-labelledby="codes-heading">
      <h1 id="codes-heading">{words.codesHeading}</h1>
      {notice && <FormAlert tone={notice.tone} message={notice.text} />}
      <div className="desk-actions desk-codes-bar">
        {owner && (
          <button
            ref={newButton}
            type="button"
            aria-expanded={form === 'new'}
            onClick={() => {
              setNotice(null);
              setForm('new');
            }}
          >
            {words.newCode}
          </button>
        )}
        <div className="field">
          <label htmlFor="codes-status">{words.statusFilter}</label>
          <select id="codes-status" value={status} onChange={(event) => setStatus(event.target.value as PromotionCodeStatus | '')}>
            <option value="">{fill(words.allCodes, { count: codes?.length ?? 0 })}</option>
            {PROMOTION_CODE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {promotionCodeStatusLabel(value)} ({count(value)})
              </option>
            ))}
          </select>
        </div>
      </div>
      {owner && form && (
        <Suspense fallback={<p role="status">{words.openingForm}</p>}>
          <CodeForm
            key={form === 'new' ? 'new' : form.id}
            editing={form === 'new' ? null : form}
            items={items}
            onClose={closeForm}
            onSaved={async (text) => {
              setNotice({ tone: 'success', text });
              closeForm();
              await load();
            }}
          />
        </Suspense>
      )}
      {!codes && <p role="status">{words.loadingCodes}</p>}
      {shown && (
        <PromotionCodeTable
          codes={shown}
          empty={codes.length === 0 ? <p>{words.noCodesYet}</p> : <p>{words.noCodesWithStatus}</p>}
          owner={owner}
          onChange={(code) => {
            setNotice(null);
            setForm(code);
          }}
          onPause={setPaused}
        />
      )}
    </section>
  );
}
