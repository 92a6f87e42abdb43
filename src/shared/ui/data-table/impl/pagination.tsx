import { useT } from '../../../i18n';
import { Button } from '../../button';
import { Select } from '../../select';
import { PAGE_SIZES, type PageSize } from '../../../routing/search-schemas';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { pageItems, pageRange } from './pages';

export interface PaginationProps {
  page: number;
  pages: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: PageSize) => void;
}

/**
 * "{start}-{end} of {total}", previous/next and page buttons, and the page size. Hidden when
 * everything fits on one page, except that a reader who chose a larger page size keeps the size
 * select, so the choice can be undone.
 */
export function Pagination({ page, pages, pageSize, total, onPage, onPageSize }: PaginationProps) {
  const t = useT();
  const single = pages <= 1;
  if (single && !(pageSize > PAGE_SIZES[0] && total > PAGE_SIZES[0])) return null;
  const { start, end } = pageRange(page, pageSize, total);
  return (
    <nav
      aria-label={t('shared.table.pagination')}
      data-slot="pagination"
      className="pp:flex pp:flex-wrap pp:items-center pp:justify-end pp:gap-x-3 pp:gap-y-2 pp:text-sm"
    >
      {!single && (
        <>
          <span data-slot="pagination-range" className="pp:text-muted-foreground">
            {t('shared.table.range', { start, end, total })}
          </span>
          <ul className="pp:m-0 pp:flex pp:list-none pp:items-center pp:gap-1 pp:p-0">
            <li>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('shared.table.previous')}
                disabled={page <= 1}
                onClick={() => onPage(page - 1)}
              >
                <ChevronLeftIcon />
              </Button>
            </li>
            {pageItems(page, pages).map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <Button
                    variant={item === page ? 'outline' : 'ghost'}
                    size="icon"
                    aria-label={t('shared.table.page', { page: item })}
                    aria-current={item === page ? 'page' : undefined}
                    onClick={() => onPage(item)}
                  >
                    {item}
                  </Button>
                </li>
              ) : (
                <li key={item} aria-hidden="true" className="pp:px-1 pp:text-muted-foreground">
                  …
                </li>
              ),
            )}
            <li>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('shared.table.next')}
                disabled={page >= pages}
                onClick={() => onPage(page + 1)}
              >
                <ChevronRightIcon />
              </Button>
            </li>
          </ul>
        </>
      )}
      <Select
        aria-label={t('shared.table.pageSize')}
        value={String(pageSize)}
        options={PAGE_SIZES.map((size) => ({
          value: String(size),
          label: t('shared.table.perPage', { size }),
        }))}
        onValueChange={(value) => {
          const size = PAGE_SIZES.find((option) => String(option) === value);
          if (size) onPageSize(size);
        }}
        className="pp:w-32"
      />
    </nav>
  );
}
