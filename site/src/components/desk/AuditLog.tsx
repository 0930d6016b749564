import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api.ts';
import { FormAlert } from '../forms/FormAlert.tsx';
import { atTime } from './desk-time.ts';

type Entry = {
  id: number;
  at: string;
  staffEmail: string;
  action: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string | null;
};

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Owners: every staff action (who, what, when, before → after, from where), newest first. */
export function AuditLog() {
  const [entries, setEntries] = useState<Entry[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(async (beforeId?: number) => {
    const result = await api.get<{ entries: Entry[]; nextBeforeId: number | null }>(
      `/admin/audit-log${beforeId ? `?beforeId=${beforeId}` : ''}`,
    );
    if (!result.ok) return setError(result.message);
    setEntries((current) => (beforeId ? [...current, ...result.data.entries] : result.data.entries));
    setNext(result.data.nextBeforeId);
    setLoaded(true);
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="audit-heading">
      <h1 id="audit-heading">Audit log</h1>
      <FormAlert message={error} />
      {!loaded && !error && <p role="status">Loading the audit log...</p>}
      {loaded && (
        <div className="desk-table-wrap">
          <table className="desk-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">On</th>
                <th scope="col">Before → after</th>
                <th scope="col">From</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{atTime(entry.at)}</td>
                  <td>{entry.staffEmail}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.targetType === 'order' ? (
                      <a href={`/admin-dashboard/orders/${entry.targetId}`}>{entry.targetId}</a>
                    ) : (
                      `${entry.targetType} ${entry.targetId}`
                    )}
                  </td>
                  <td>
                    <code>{show(entry.before)}</code> → <code>{show(entry.after)}</code>
                  </td>
                  <td>{entry.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <p>
          <button type="button" className="button--light" onClick={() => load(next)}>
            Older entries
          </button>
        </p>
      )}
    </section>
  );
}
