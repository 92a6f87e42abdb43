import { useT } from '../../i18n';
import { styledChunk } from '../../parcel/chunk';
import { cn } from '../cn';
import { FieldMessages, Label, useFieldIds } from '../field';
import { StandIn } from '../lazy-part';
import { useLookAlikeStage } from '../look-alike';
import type { SelectTriggerAria } from '../select/types';
import { PlainRemoteSelectTrigger } from './plain-remote-select-trigger';
import { RemoteSelectChips } from './remote-select-chips';
import { selectionText } from './selection';
import type { RemoteSelectProps } from './types';

export type { RemoteOption, RemoteSelectProps, RemoteSource } from './types';

// The combobox (its Radix Popover with Floating UI and the scroll lock: ~27 KB gzip in four files)
// loads once the pointer or the focus reaches the select, and mounts in its place then; a page's
// first screen (settings' timezone, the conversions filters) neither downloads nor runs it. Until
// then a look-alike trigger holds the place and opens it the same ways.
const loadRemoteSelectImpl = styledChunk(() => import('./impl'));

/** Before the combobox is mounted ('plain'), mounted closed, or mounted by an opening. */
type Stage = { name: 'plain' } | { name: 'closed' } | { name: 'open'; typed: string };

/** A select whose options come from the API page by page, searched as the publisher types. */
export function RemoteSelect<T>(props: RemoteSelectProps<T>) {
  const { label, error, hint, id, required, className } = props;
  const t = useT();
  const { fieldId, errorId, hintId, ariaDescribedBy } = useFieldIds(id, { error, hint });
  const field: SelectTriggerAria = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ariaDescribedBy,
    'aria-label': props['aria-label'],
  };
  const text = selectionText(props, t);
  const { stage, toStage, focused, takesFocus } = useLookAlikeStage<Stage>({ name: 'plain' });
  const plain = (
    <PlainRemoteSelectTrigger
      field={field}
      disabled={props.disabled}
      text={text ?? props.placeholder ?? t('shared.select.placeholder')}
      placeholder={!text}
      onIntent={() => toStage((was) => (was.name === 'plain' ? { name: 'closed' } : was))}
      // Characters typed before it opens add up to the search it opens with.
      onOpen={(typed) =>
        toStage((was) => ({ name: 'open', typed: was.name === 'open' ? was.typed + typed : typed }))
      }
      focused={focused}
    />
  );
  return (
    <div data-slot="remote-select" className={cn('pp:flex pp:flex-col pp:gap-1.5', className)}>
      {label && (
        <Label htmlFor={fieldId} required={required}>
          {label}
        </Label>
      )}
      <StandIn from={loadRemoteSelectImpl} wanted={stage.name !== 'plain'} standIn={plain}>
        {({ RemoteSelectImpl }) => (
          <RemoteSelectImpl
            {...(props as RemoteSelectProps<unknown>)}
            field={field}
            opening={stage.name === 'open' ? { typed: stage.typed } : undefined}
            takesFocus={takesFocus}
          />
        )}
      </StandIn>
      {props.multiple && (
        <RemoteSelectChips
          value={props.value}
          onRemove={(option) =>
            props.onValueChange(props.value.filter((item) => item.value !== option.value))
          }
        />
      )}
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
