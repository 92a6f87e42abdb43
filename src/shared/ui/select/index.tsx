import { chunk } from '../../parcel/chunk';
import { useT } from '../../i18n';
import { cn } from '../cn';
import { FieldMessages, Label, useFieldIds } from '../field';
import { StandIn } from '../lazy-part';
import { useLookAlikeStage } from '../look-alike';
import { PlainSelectTrigger } from './trigger';
import type { SelectProps, SelectTriggerAria } from './types';

export type { SelectOption, SelectProps } from './types';

// Radix Select (~29 KB gzip) is its own chunk, loaded and mounted once the pointer or the focus
// reaches a select (its place held meanwhile by a look-alike trigger that opens the same ways). A
// page's first screen neither loads it nor pays for what a Radix Select does when mounted: it
// sets state while React commits it, a synchronous render more per select in the task that
// draws the page. A native form field (`name`) needs Radix at once.
const loadSelectImpl = chunk(() => import('./impl'));

export function Select(props: SelectProps) {
  const { label, error, hint, id, required, className } = props;
  const t = useT();
  const { fieldId, errorId, hintId, ariaDescribedBy } = useFieldIds(id, { error, hint });
  const aria: SelectTriggerAria = {
    id: fieldId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ariaDescribedBy,
    'aria-label': props['aria-label'],
  };
  const current = props.value ?? props.defaultValue;
  const selected = props.options.find((option) => option.value === current);
  const { stage, toStage, focused, takesFocus } = useLookAlikeStage<'plain' | 'closed' | 'open'>(
    props.name === undefined ? 'plain' : 'closed',
  );
  const plain = (
    <PlainSelectTrigger
      aria={aria}
      text={selected?.label ?? props.placeholder ?? t('shared.select.placeholder')}
      placeholder={!selected}
      required={required}
      disabled={props.disabled}
      className={props.triggerClassName}
      onIntent={() => toStage((was) => (was === 'plain' ? 'closed' : was))}
      onOpen={() => {
        toStage(() => 'open');
        props.onOpenChange?.(true);
      }}
      focused={focused}
    />
  );

  return (
    <div data-slot="select" className={cn('pp:flex pp:flex-col pp:gap-1.5', className)}>
      {label && (
        <Label htmlFor={fieldId} required={required}>
          {label}
        </Label>
      )}
      <StandIn from={loadSelectImpl} wanted={stage !== 'plain'} standIn={plain}>
        {({ SelectImpl }) => (
          <SelectImpl
            {...props}
            triggerAria={aria}
            defaultOpen={stage === 'open'}
            takesFocus={takesFocus}
          />
        )}
      </StandIn>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}
