import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { fill, useWords } from '../../lib/words.tsx';
import { FormAlert } from '../forms/FormAlert.tsx';
import { type AuditEntry, actionWords, auditDetails, auditTarget, auditWho } from './audit/audit-words.ts';
import { atTime } from './desk-time.ts';

type Filters = { person: string; action: string; from: string; to: string };
type Choices = { people: { id: number; name: string }[]; actions: string[] };

function filtersFromAddress(): Filters {
  const params = new URLSearchParams(location.search);
  return {
    person: params.get('person') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The filters as the view's address (`?view=audit&person=…`), empty ones left out. */
function addressOf(filters: Filters): string {
  const params = new URLSearchParams({ view: 'audit' });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  return `/admin-dashboard?${params}`;
}

/** The API's query for the filters (`person` is its `staffId`), and where the next page starts. */
function apiQuery(filters: Filters, beforeId?: number): string {
  const params = new URLSearchParams();
  if (filters.person) params.set('staffId', filters.person);
  if (filters.action) params.set('action', filters.action);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (beforeId) params.set('beforeId', String(beforeId));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Owners: every staff action, newest first, read as sentences: who (by name), what they did, on
 * which order (by number) or other thing, the amounts and statuses it moved, when and from where.
 * Filtered by person, action and dates, kept in the address (reload, Back and a shared link keep them).
 */
export function AuditLog() {
  const words = useWords('desk');
  const [filters, setFilters] = useState<Filters>(filtersFromAddress);
  const [draft, setDraft] = useState<Filters>(filters);
  const [choices, setChoices] = useState<Choices>({ people: [], actions: [] });
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    void api.get<Choices>('/admin/audit-log/filters').then((result) => result.ok && setChoices(result.data));
    const back = () => {
      const shown = filtersFromAddress();
      setFilters(shown);
      setDraft(shown);
    };
    addEventListener('popstate', back);
    return () => removeEventListener('popstate', back);
  }, []);

  const load = useCallback(
    async (beforeId?: number) => {
      const result = await api.get<{ entries: AuditEntry[]; nextBeforeId: number | null }>(
        `/admin/audit-log${apiQuery(filters, beforeId)}`,
      );
      if (!result.ok) return setError(result.message);
      setError('');
      setEntries((current) => (beforeId ? [...current, ...result.data.entries] : result.data.entries));
      setNext(result.data.nextBeforeId);
      setLoaded(true);
    },
    [filters],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    history.pushState(null, '', addressOf(draft));
    setFilters(draft);
  };
  const field = (name: keyof Filters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">{words.auditHeading}</h1>
      <form className="desk-filters" onSubmit={apply} aria-label={words.filterAuditLog}>
        <div className="field">
          <label htmlFor="audit-person">{words.auditPerson}</label>
          <select id="audit-person" {...field('person')}>
            <option value="">{words.auditAnyone}</option>
            {choices.people.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-action">{words.auditAction}</label>
          <select id="audit-action" {...field('action')}>
            <option value="">{words.auditAnyAction}</option>
            {choices.actions.map((action) => (
              <option key={action} value={action}>
                {actionWords(action, words)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">{words.auditFrom}</label>
          <input id="audit-from" type="date" {...field('from')} />
        </div>
        <div className="field">
          <label htmlFor="audit-to">{words.auditTo}</label>
          <input id="audit-to" type="date" {...field('to')} />
        </div>
        <div className="desk-actions">
          <button type="submit">{words.auditApply}</button>
        </div>
      </form>
      <FormAlert message={error} />
      {!loaded && !error && <p role="status">{words.loadingAuditLog}</p>}
      {loaded && entries.length === 0 && <p>{words.auditEmpty}</p>}
      {loaded && entries.length > 0 && (
        <ol className="desk-audit" aria-label={words.auditEntries}>
          {entries.map((entry) => {
            const target = auditTarget(entry, words);
            const details = auditDetails(entry, words);
            return (
              <li key={entry.id}>
                <p>
                  <strong>{auditWho(entry, words)}</strong>: {actionWords(entry.action, words)}
                  {target && ' · '}
                  {target?.href ? <a href={target.href}>{target.text}</a> : target?.text}
                </p>
                {details.length > 0 && <p>{details.join(' · ')}</p>}
                <p className="desk-audit__when">
                  <small>
                    {atTime(entry.at)}
                    {entry.ip ? ` · ${fill(words.auditFromAddress, { ip: entry.ip })}` : ''}
                  </small>
                </p>
              </li>
            );
          })}
        </ol>
      )}
      {next && (
        <p>
          <button type="button" className="button--light" onClick={() => load(next)}>
            {words.olderEntries}
          </button>
        </p>
      )}
    </section>
  );
}
