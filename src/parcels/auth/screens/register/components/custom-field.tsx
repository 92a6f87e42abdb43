import { Select, TextField, useIntl, type MessageDescriptor } from '@publisher-platform/shared';
import { FIELD_INPUT, FIELD_UPLOAD, type CustomField } from '../api/register';
import { fieldTitle, inputMaxLength, isMultiSelect, type CustomValue } from '../lib/custom-fields';
import { maxFiles } from '../lib/files';
import { ChoiceGroup } from './choice-group';
import { FileUpload } from './file-upload';

export interface CustomFieldControlProps {
  field: CustomField;
  name: string;
  value: CustomValue | undefined;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: CustomValue) => void;
  onError: (problem: MessageDescriptor) => void;
}

/** One of the network's extra fields: 1 input, 2 select (one or several), 3 upload. */
export function CustomFieldControl(props: CustomFieldControlProps) {
  const { field, name, value, error, disabled, onChange, onError } = props;
  const { locale } = useIntl();
  const label = fieldTitle(field, locale);
  const required = Boolean(field.properties.required);
  const list = Array.isArray(value) ? value : [];

  if (field.type === FIELD_INPUT)
    return (
      <TextField
        label={label}
        name={name}
        required={required}
        maxLength={inputMaxLength(field)}
        showCounter
        value={typeof value === 'string' ? value : ''}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  if (field.type === FIELD_UPLOAD)
    return (
      <FileUpload
        label={label}
        files={list.filter((f): f is File => f instanceof File)}
        maxCount={maxFiles(field.properties.multiple)}
        required={required}
        disabled={disabled}
        error={error}
        onChange={onChange}
        onReject={onError}
      />
    );
  const options = field.properties.selectOptions ?? [];
  if (isMultiSelect(field))
    return (
      <ChoiceGroup
        legend={label}
        options={options}
        value={list.filter((v): v is string => typeof v === 'string')}
        required={required}
        disabled={disabled}
        error={error}
        onChange={onChange}
      />
    );
  return (
    <Select
      label={label}
      options={options}
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled}
      error={error}
      onValueChange={onChange}
    />
  );
}
