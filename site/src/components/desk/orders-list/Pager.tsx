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
  return (
    <div className="desk-pager">
      {hasPrevious && (
        <button type="button" className="button--light" onClick={onPrevious}>
          Previous page
        </button>
      )}
      {hasNext && (
        <button type="button" className="button--light" onClick={onNext}>
          Next page
        </button>
      )}
    </div>
  );
}
