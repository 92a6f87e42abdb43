import { Fragment, type UIEvent } from 'react';
import { useT } from '../../i18n';
import { cn } from '../cn';
import { CheckIcon } from '../icons';
import { groupHeading } from '../option-group';
import { Spinner } from '../spinner';
import type { RemoteOption } from './types';

export interface RemoteOptionListProps {
  id: string;
  options: readonly RemoteOption[];
  selected: ReadonlySet<string>;
  highlighted: number;
  multiple: boolean;
  loading: boolean;
  label: string | undefined;
  onHighlight: (index: number) => void;
  onChoose: (option: RemoteOption) => void;
  /** The list was scrolled to its bottom. */
  onEnd: () => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

const END_SLACK_PX = 24;

export function RemoteOptionList(props: RemoteOptionListProps) {
  const t = useT();
  const { id, options, selected, highlighted, loading } = props;
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - END_SLACK_PX) props.onEnd();
  };
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={props.label}
      aria-multiselectable={props.multiple || undefined}
      aria-busy={loading || undefined}
      data-slot="remote-select-list"
      onScroll={onScroll}
      className="pp:max-h-64 pp:overflow-y-auto pp:overscroll-contain pp:p-1"
    >
      {options.map((option, index) => {
        const isSelected = selected.has(option.value);
        return (
          <Fragment key={option.value}>
            {groupHeading(options, index, id)}
            <li
              id={optionId(id, index)}
              role="option"
              aria-selected={isSelected}
              data-highlighted={index === highlighted ? '' : undefined}
              data-slot="remote-select-option"
              // Keeps the focus in the search box.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== highlighted && props.onHighlight(index)}
              onClick={() => props.onChoose(option)}
              className={cn(
                'pp:relative pp:flex pp:cursor-pointer pp:select-none pp:items-center pp:rounded-sm pp:py-1.5 pp:ps-2 pp:pe-8 pp:text-sm',
                index === highlighted && 'pp:bg-accent pp:text-accent-foreground',
              )}
            >
              <span className="pp:min-w-0 pp:break-words">{option.label}</span>
              {isSelected && <CheckIcon className="pp:absolute pp:end-2 pp:size-4" />}
            </li>
          </Fragment>
        );
      })}
      {loading ? (
        <li role="presentation" className="pp:flex pp:justify-center pp:py-2">
          <Spinner label={t('shared.loading')} />
        </li>
      ) : (
        !options.length && (
          <li role="presentation" className="pp:px-2 pp:py-1.5 pp:text-sm pp:text-muted-foreground">
            {t('shared.noData')}
          </li>
        )
      )}
    </ul>
  );
}
