import { useWords } from '../../../lib/words.tsx';

/** Previous and next page of a keyset-paged list: each shown only when there is one. */
export function Pager({
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const words = useWords('deskOrders');
  return (
    <div className="desk-pager">
      {hasPrevious && (
        <button type="button" className="button--light" onClick={onPrevious}>
          {words.previousPage}
        </button>
      )}
      {hasNext && (
        <button type="button" className="button--light" onClick={onNext}>
          {words.nextPage}
        </button>
      )}
    </div>
  );
}
