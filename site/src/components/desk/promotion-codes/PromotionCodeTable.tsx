import { type DeskPromotionCode, promotionCodeStatusLabel } from '@koolers/contracts/promotions';
import type { ReactNode } from 'react';
import { formatPaise } from '../../../lib/format.ts';
import { fill, useWords } from '../../../lib/words.tsx';
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
  const words = useWords('desk');
  return (
    <DeskTable
      rows={codes}
      rowKey={(code) => code.id}
      empty={empty}
      columns={[
        {
          header: words.columnCode,
          cell: (code) => (
            <>
              <strong>{code.code}</strong>
              {code.description && <div className="muted">{code.description}</div>}
            </>
          ),
        },
        { header: words.columnDiscount, cell: (code) => discountWords(code, words) },
        { header: words.columnValid, cell: (code) => validWords(code, words) },
        {
          header: words.columnUses,
          cell: (code) =>
            code.totalUseLimit === null ? code.uses : fill(words.usesOfLimit, { uses: code.uses, limit: code.totalUseLimit }),
        },
        { header: words.columnPaidOrders, cell: (code) => code.paidOrders },
        {
          header: words.columnRevenue,
          cell: (code) => (
            <>
              {formatPaise(code.revenuePaise)}
              {code.discountGivenPaise > 0 && (
                <div className="muted">{fill(words.discountGiven, { amount: formatPaise(code.discountGivenPaise) })}</div>
              )}
            </>
          ),
        },
        {
          header: words.columnStatus,
          cell: (code) => <span className={`status status--code-${code.status}`}>{promotionCodeStatusLabel(code.status)}</span>,
        },
        owner && {
          header: words.columnActions,
          cell: (code) => (
            <div className="desk-actions">
              <button
                type="button"
                className="button--small button--light"
                aria-label={fill(words.changeCodeLabel, { code: code.code })}
                onClick={() => onChange(code)}
              >
                {words.change}
              </button>
              <button
                type="button"
                className="button--small"
                aria-label={fill(code.paused ? words.resumeCodeLabel : words.pauseCodeLabel, { code: code.code })}
                onClick={() => onPause(code, !code.paused)}
              >
                {code.paused ? words.resume : words.pause}
              </button>
            </div>
          ),
        },
      ]}
    />
  );
}
