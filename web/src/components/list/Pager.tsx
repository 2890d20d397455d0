import { PlainSelect } from '../PlainSelect.tsx';

export { defaultPageSizes } from './listParams.ts';

export interface PagerProps {
  /** 1-based. */
  pageNum: number;
  pageSize: number;
  total: number;
  onChange: (pageNum: number, pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

/**
 * The page numbers shown: the first and last, the current one with a neighbour on each side, and
 * an ellipsis (null) for each gap of more than one page; seven places at most, as Chakra's
 * Pagination (sibling count 1) shows them.
 */
export function pagerPages(page: number, totalPages: number): (number | null)[] {
  if (totalPages <= 0) return [];
  const range = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (totalPages <= 7) return range(1, totalPages);
  const left = Math.max(page - 1, 1);
  const right = Math.min(page + 1, totalPages);
  const leftGap = left > 3;
  const rightGap = right < totalPages - 2;
  if (!leftGap) return [...range(1, 5), null, totalPages];
  if (!rightGap) return [1, null, ...range(totalPages - 4, totalPages)];
  return [1, null, ...range(left, right), null, totalPages];
}

/**
 * Page numbers, a page-size select and 共 N 条, right-aligned under the table: Chakra's ghost
 * extra-small icon buttons and native select, as plain elements styled by the theme (`.pager`),
 * since every list draws them with each of its renders.
 */
export function Pager({
  pageNum,
  pageSize,
  total,
  onChange,
  pageSizeOptions = [10, 20, 50, 100],
}: PagerProps) {
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);
  const totalPages = Math.ceil(total / pageSize);
  const page = pageNum;
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= totalPages) onChange(next, pageSize);
  };
  return (
    <div className="pager">
      <span className="pager-total">共 {total} 条</span>
      <nav aria-label="分页">
        <button
          type="button"
          className="pager-button"
          aria-label="上一页"
          disabled={page === 1}
          onClick={() => go(page - 1)}
        >
          ‹
        </button>
        {pagerPages(page, totalPages).map((p, i) =>
          p === null ? (
            <span key={`gap-${i}`} className="pager-button" data-ellipsis="" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              className="pager-button"
              aria-label={`第 ${p} 页`}
              aria-current={p === page ? 'page' : undefined}
              data-selected={p === page ? '' : undefined}
              onClick={() => go(p)}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          className="pager-button"
          aria-label="下一页"
          disabled={page >= totalPages}
          onClick={() => go(page + 1)}
        >
          ›
        </button>
      </nav>
      <PlainSelect
        size="xs"
        aria-label="每页条数"
        value={String(pageSize)}
        // A new page size starts again from the first page.
        onChange={(e) => onChange(1, Number(e.currentTarget.value))}
      >
        {sizes.map((size) => (
          <option key={size} value={size}>
            {size} 条/页
          </option>
        ))}
      </PlainSelect>
    </div>
  );
}
