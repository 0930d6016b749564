import { COD_CONFIRMATION_POLICIES, type CodConfirmationPolicy, type CodRules, type DeskCodRules } from '@koolers/contracts/cod-rules';
import { formatPhone } from '@koolers/contracts/fields/phone';
import { paiseToRupees, rupeesToPaise } from '@koolers/contracts/money';
import type { WordsOf } from '@koolers/contracts/words/index';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { desk } from './desk-api.ts';
import { atTime } from './desk-time.ts';

const POLICY_LABELS: Record<CodConfirmationPolicy, keyof WordsOf<'desk'>> = {
  never: 'policyNever',
  'first-order': 'policyFirstOrder',
  'above-amount': 'policyAboveAmount',
  always: 'policyAlways',
};

/** The form as typed: amounts in rupees (empty for none), phone numbers one a line. */
type Draft = {
  pincodesOff: string[];
  fee: string;
  ceiling: string;
  blockedPhones: string;
  policy: CodConfirmationPolicy;
  above: string;
  callAfter: string;
};

const rupees = (paise: number | null) => (paise === null ? '' : String(paiseToRupees(paise)));
/** Empty is none; anything else goes to the server as paise, which says what is wrong with it. */
const paiseOf = (typed: string) => (typed.trim() === '' ? null : rupeesToPaise(Number(typed)));

function draftOf(rules: CodRules): Draft {
  return {
    pincodesOff: rules.pincodesOff,
    fee: rules.feePaise ? rupees(rules.feePaise) : '',
    ceiling: rupees(rules.ceilingPaise),
    blockedPhones: rules.blockedPhones.map(formatPhone).join('\n'),
    policy: rules.confirmation.policy,
    above: rupees(rules.confirmation.abovePaise),
    callAfter: String(rules.confirmation.callAfterMinutes),
  };
}

function rulesOf(draft: Draft): CodRules {
  return {
    pincodesOff: draft.pincodesOff,
    feePaise: paiseOf(draft.fee) ?? 0,
    ceilingPaise: paiseOf(draft.ceiling),
    blockedPhones: draft.blockedPhones
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    confirmation: {
      policy: draft.policy,
      abovePaise: draft.policy === 'above-amount' ? paiseOf(draft.above) : null,
      // Typed as minutes; the server says what is wrong with anything else.
      callAfterMinutes: Number(draft.callAfter),
    },
  };
}

/**
 * The owners' cash on delivery rules: where COD is offered, up to what amount, its fee, the numbers
 * never offered it, and which COD orders the customer must confirm. The server applies them to every
 * COD order; each save is in the audit log.
 */
export function CodRulesScreen() {
  const words = useWords('desk');
  const [loaded, setLoaded] = useState<DeskCodRules | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<{ text: string; field?: string } | null>(null);
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function load() {
    const result = await desk.codRules();
    if (!result.ok) return setProblem({ text: result.message });
    setLoaded(result.data);
    setDraft(draftOf(result.data.rules));
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once, when the screen opens.
  useEffect(() => {
    void load();
  }, []);

  // A refused save puts the focus on the field it is about.
  useEffect(() => {
    if (problem?.field) form.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
  }, [problem]);

  if (!draft || !loaded) {
    return (
      <section aria-labelledby="cod-heading">
        <h1 id="cod-heading">{words.codHeading}</h1>
        <FormAlert message={problem?.text ?? ''} />
        {!problem && <p>{words.loadingRules}</p>}
      </section>
    );
  }

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => current && { ...current, [key]: value });
  const invalid = (field: string) => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'cod-problem' } : {});
  const hinted = (field: string, hint: string) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${hint} cod-problem` } : { 'aria-describedby': hint };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || !loaded) return;
    setBusy(true);
    setProblem(null);
    setDone('');
    const result = await desk.saveCodRules(rulesOf(draft), loaded.version);
    setBusy(false);
    if (!result.ok) {
      const field = typeof result.details?.field === 'string' ? result.details.field : undefined;
      return setProblem({ text: result.message, ...(field ? { field } : {}) });
    }
    setLoaded(result.data);
    setDraft(draftOf(result.data.rules));
    setDone(words.codSaved);
  }

  return (
    <section aria-labelledby="cod-heading">
      <h1 id="cod-heading">{words.codHeading}</h1>
      <p>{words.codIntro}</p>
      {loaded.updatedAt && (
        <p className="muted">{fill(words.lastChanged, { at: atTime(loaded.updatedAt), who: loaded.updatedBy ?? '' })}</p>
      )}
      <p role="status">{done}</p>
      <form ref={form} className="desk-code-form" onSubmit={save} aria-labelledby="cod-heading">
        {problem && (
          <p id="cod-problem" className="field__error" role="alert">
            {problem.text}
          </p>
        )}
        <fieldset className="field" name="pincodesOff">
          <legend>{words.codByPincode}</legend>
          {loaded.pincodes.map(({ pincode, places }) => (
            <label key={pincode} className="desk-check">
              <input
                type="checkbox"
                checked={!draft.pincodesOff.includes(pincode)}
                onChange={(event) =>
                  set(
                    'pincodesOff',
                    event.target.checked ? draft.pincodesOff.filter((off) => off !== pincode) : [...draft.pincodesOff, pincode],
                  )
                }
              />{' '}
              {places.length > 0
                ? fill(words.codInPincodePlaces, { pincode, places: places.join(', ') })
                : fill(words.codInPincode, { pincode })}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="cod-fee">{words.codFee}</label>
          <p id="cod-fee-hint" className="field__hint">
            {words.codFeeHint}
          </p>
          <input
            id="cod-fee"
            name="feePaise"
            type="number"
            min={0}
            step={0.01}
            value={draft.fee}
            onChange={(event) => set('fee', event.target.value)}
            {...hinted('feePaise', 'cod-fee-hint')}
          />
        </div>
        <div className="field">
          <label htmlFor="cod-ceiling">{words.codCeiling}</label>
          <p id="cod-ceiling-hint" className="field__hint">
            {words.codCeilingHint}
          </p>
          <input
            id="cod-ceiling"
            name="ceilingPaise"
            type="number"
            min={0.01}
            step={0.01}
            value={draft.ceiling}
            onChange={(event) => set('ceiling', event.target.value)}
            {...hinted('ceilingPaise', 'cod-ceiling-hint')}
          />
        </div>
        <div className="field">
          <label htmlFor="cod-blocked">{words.codBlockedPhones}</label>
          <p id="cod-blocked-hint" className="field__hint">
            {words.codBlockedPhonesHint}
          </p>
          <textarea
            id="cod-blocked"
            name="blockedPhones"
            rows={4}
            value={draft.blockedPhones}
            onChange={(event) => set('blockedPhones', event.target.value)}
            {...hinted('blockedPhones', 'cod-blocked-hint')}
          />
        </div>
        <div className="field">
          <label htmlFor="cod-policy">{words.codPolicy}</label>
          <select
            id="cod-policy"
            name="policy"
            value={draft.policy}
            onChange={(event) => set('policy', event.target.value as CodConfirmationPolicy)}
            {...invalid('policy')}
          >
            {COD_CONFIRMATION_POLICIES.map((policy) => (
              <option key={policy} value={policy}>
                {words[POLICY_LABELS[policy]]}
              </option>
            ))}
          </select>
        </div>
        {draft.policy === 'above-amount' && (
          <div className="field">
            <label htmlFor="cod-above">{words.codConfirmAbove}</label>
            <input
              id="cod-above"
              name="abovePaise"
              type="number"
              min={0}
              step={0.01}
              required
              value={draft.above}
              onChange={(event) => set('above', event.target.value)}
              {...invalid('abovePaise')}
            />
          </div>
        )}
        {draft.policy !== 'never' && (
          <div className="field">
            <label htmlFor="cod-call-after">{words.codCallAfter}</label>
            <p id="cod-call-after-hint" className="field__hint">
              {words.codCallAfterHint}
            </p>
            <input
              id="cod-call-after"
              name="callAfterMinutes"
              type="number"
              min={1}
              max={1440}
              step={1}
              required
              value={draft.callAfter}
              onChange={(event) => set('callAfter', event.target.value)}
              {...hinted('callAfterMinutes', 'cod-call-after-hint')}
            />
          </div>
        )}
        <div className="desk-actions">
          <button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? words.savingNow : words.saveCodRules}
          </button>
        </div>
      </form>
    </section>
  );
}
