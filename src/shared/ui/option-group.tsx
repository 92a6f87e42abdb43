// Groups in an option list: a heading before the first option of each group (the options come
// ordered by group, e.g. the popular countries first), so a list stays one flat listbox.
import { useMemo } from 'react';
import { useT } from '../i18n';

/** The group heading to draw before `options[index]`, or null when it continues a group. */
export function groupHeading(
  options: readonly { group?: string | undefined }[],
  index: number,
  listId: string,
) {
  const group = options[index]?.group;
  if (!group || options[index - 1]?.group === group) return null;
  return (
    <li
      role="presentation"
      id={`${listId}-group-${index}`}
      data-slot="option-group"
      className="pp:px-2 pp:pt-2 pp:pb-1 pp:text-xs pp:font-semibold pp:text-muted-foreground"
    >
      {group}
    </li>
  );
}

/** Popular countries head every country picker: their group and the rest's, as the list names them. */
export function useCountryGroup(): (popular: boolean | undefined) => string {
  const t = useT();
  return useMemo(() => {
    const popular = t('shared.countries.popular');
    const all = t('shared.countries.all');
    return (isPopular) => (isPopular ? popular : all);
  }, [t]);
}
