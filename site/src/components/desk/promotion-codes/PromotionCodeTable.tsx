import { type DeskPromotionCode, promotionCodeStatusLabel } from '@koolers/contracts/promotions';
import type { ReactNode } from 'react';
import { formatPaise } from '../../../lib/format.ts';
import { DeskTable } from '../DeskTable.tsx';
import { discountWords, validWords } from './code-draft.ts';

/**
 * The codes shown, with what each gives, when it is valid, its uses and what its paid orders
 * brought; owners also get a code's Change and Pause (or Resume).
 */
export function PromotionCodeTable({
  codes,
  empty,
  owner,
  onChange,
  onPause,
}: {
  codes: DeskPromotionCode[];
  /** What shows when no code is shown (none yet, or none with the status chosen). */
  empty: ReactNode;
  owner: boolean;
  onChange: (code: DeskPromotionCode) => void;
  onPause: (code: DeskPromotionCode, paused: boolean) => void;
}) {
  return (
    <DeskTable
      rows={codes}
      rowKey={(code) => code.id}
      empty={empty}
      columns={[
        {
          header: 'Code',
          cell: (code) => (
            <>
              <strong>{code.code}</strong>
              {code.description && <div className="muted">{code.description}</div>}
            </>
          ),
        },
        { header: 'Discount', cell: discountWords },
        { header: 'Valid', cell: validWords },
        {
          header: 'Uses',
          cell: (code) => (
            <>
              {code.uses}
              {code.totalUseLimit !== null && ` of ${code.totalUseLimit}`}
            </>
          ),
        },
        { header: 'Paid orders', cell: (code) => code.paidOrders },
        {
          header: 'Revenue',
          cell: (code) => (
            <>
              {formatPaise(code.revenuePaise)}
              {code.discountGivenPaise > 0 && <div className="muted">{formatPaise(code.discountGivenPaise)} given</div>}
            </>
          ),
        },
        {
          header: 'Status',
          cell: (code) => <span className={`status status--code-${code.status}`}>{promotionCodeStatusLabel(code.status)}</span>,
        },
        owner && {
          header: 'Actions',
          cell: (code) => (
            <div className="desk-actions">
              <button
                type="button"
                className="button--small button--light"
                aria-label={`Change ${code.code}`}
                onClick={() => onChange(code)}
              >
                Change
              </button>
              <button
                type="button"
                className="button--small"
                aria-label={`${code.paused ? 'Resume' : 'Pause'} ${code.code}`}
                onClick={() => onPause(code, !code.paused)}
              >
                {code.paused ? 'Resume' : 'Pause'}
              </button>
            </div>
          ),
        },
      ]}
    />
  );
}
