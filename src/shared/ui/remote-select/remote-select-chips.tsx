import { useT } from '../../i18n';
import { CloseIcon } from '../icons';
import { TagLabel } from '../tag-label';
import type { RemoteOption } from './types';

/** The chosen options of a multiple select, each with its remove button. */
export function RemoteSelectChips({
  value,
  onRemove,
}: {
  value: readonly RemoteOption[];
  onRemove: (option: RemoteOption) => void;
}) {
  const t = useT();
  if (!value.length) return null;
  return (
    <ul data-slot="remote-select-chips" className="pp:flex pp:flex-wrap pp:gap-1.5">
      {value.map((option) => (
        <li
          key={option.value}
          className="pp:inline-flex pp:max-w-full pp:items-center pp:gap-1 pp:rounded-full pp:bg-muted pp:py-0.5 pp:ps-2.5 pp:pe-1 pp:text-xs pp:text-foreground"
        >
          <TagLabel label={option.label} />
          <button
            type="button"
            aria-label={t('shared.remoteSelect.remove', { label: option.label })}
            onClick={() => onRemove(option)}
            className="pp:inline-flex pp:size-5 pp:shrink-0 pp:cursor-pointer pp:items-center pp:justify-center pp:rounded-full pp:hover:bg-accent pp:focus-visible:outline-2 pp:focus-visible:outline-ring"
          >
            <CloseIcon className="pp:size-3" />
          </button>
        </li>
      ))}
    </ul>
  );
}
