import { Button, useT } from '@publisher-platform/shared';
import { filterLabelId } from '../lib/filter-labels';
import type { RefusedFilter } from '../lib/filter-rules';

/**
 * The filters of the URL that the page does not apply (a link typed by hand, an old one, another
 * account's), each with its reason, and one button that removes them from the URL.
 */
export function RefusedFilters({
  refused,
  onRemove,
}: {
  refused: readonly RefusedFilter[];
  onRemove: () => void;
}) {
  const t = useT();
  if (refused.length === 0) return null;
  return (
    <div
      role="alert"
      data-slot="refused-filters"
      className="pp:flex pp:flex-col pp:gap-2 pp:rounded-md pp:border pp:border-destructive pp:p-3 pp:text-sm"
    >
      <p className="pp:m-0 pp:font-medium">
        {t('reports.filters.refused', { count: refused.length })}
      </p>
      <ul className="pp:m-0 pp:flex pp:flex-col pp:gap-1 pp:ps-5">
        {refused.map(({ key, problem }) => {
          const label = filterLabelId(key);
          return (
            <li key={key} data-filter={key}>
              {`${label ? t(label) : key}: ${t(problem.id, problem.values)}`}
            </li>
          );
        })}
      </ul>
      <div>
        <Button variant="outline" size="sm" onClick={onRemove}>
          {t('reports.filters.removeRefused')}
        </Button>
      </div>
    </div>
  );
}
