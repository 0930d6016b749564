import { useId, useState } from 'react';
import { useWords } from '../../lib/words.tsx';

/** This month in India, as YYYY-MM. */
function currentMonth(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
}

/**
 * The accountant's export: a month's tax invoices and credit notes as CSV (GSTR-1 style columns,
 * a row per document and GST rate), downloaded from the API.
 */
export function GstExport() {
  const words = useWords('desk');
  const id = useId();
  const [month, setMonth] = useState(currentMonth);
  const valid = /^\d{4}-\d{2}$/.test(month);
  return (
    <div className="desk-actions gst-export">
      <label htmlFor={id}>{words.gstDocumentsOf}</label>
      <input id={id} type="month" value={month} max={currentMonth()} onChange={(event) => setMonth(event.target.value)} />
      <a
        className="button button--light"
        href={valid ? `/api/admin/tax-documents.csv?month=${encodeURIComponent(month)}` : undefined}
        aria-disabled={!valid}
        download
      >
        {words.exportGst}
      </a>
    </div>
  );
}
