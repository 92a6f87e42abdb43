// The network's extra registration fields: their titles in the UI language, form keys
// matching the server's violation paths, initial values, validation and the payload entries.
import {
  VALIDATION,
  getLocale,
  isNotBlank,
  message,
  type MessageDescriptor,
} from '@publisher-platform/shared';
import {
  FIELD_INPUT,
  FIELD_SELECT,
  FIELD_UPLOAD,
  type CustomField,
  type CustomFieldValue,
} from '../api/register';
import { MAX_FILE_BYTES, checkFile, formatBytes, maxFiles } from './files';

/** Length cap of custom input fields without their own maxLength. */
export const TEXT_MAX = 255;

export type CustomValue = string | string[] | File[];
export type CustomKey = `customFieldValues[${number}]`;

/** The form key of a field: the propertyPath of the server's 422 violations for it. */
export const fieldKey = (field: CustomField): CustomKey => `customFieldValues[${field.id}]`;

export const isMultiSelect = (field: CustomField) =>
  field.type === FIELD_SELECT && Boolean(field.properties.multiple);

export const inputMaxLength = (field: CustomField) => field.properties.maxLength ?? TEXT_MAX;

/** Title in `locale`, else the default one, else the first. */
export function fieldTitle(field: CustomField, locale: string): string {
  const titles = field.properties.titles ?? [];
  const title =
    titles.find((t) => t.language === locale) ?? titles.find((t) => t.default) ?? titles[0];
  return title?.title ?? `#${field.id}`;
}

export const supportedFields = (fields: readonly CustomField[]) =>
  fields.filter((f) => [FIELD_INPUT, FIELD_SELECT, FIELD_UPLOAD].includes(f.type));

export function initialValue(field: CustomField): CustomValue {
  const preset = field.properties.defaultValue ?? '';
  if (field.type === FIELD_UPLOAD) return [];
  if (isMultiSelect(field)) return preset ? preset.split(',').map((v) => v.trim()) : [];
  return field.type === FIELD_INPUT ? preset.slice(0, inputMaxLength(field)) : preset;
}

const isFilledValue = (value: CustomValue | undefined) =>
  Array.isArray(value) ? value.length > 0 : isNotBlank(value);

/** The first rule the value breaks: required ones need a value (spaces alone do not count):
 *  "Field is required" for inputs and selects, "<title> is required" for uploads, whose control
 *  is a button that names no field; uploads are checked again for count, type and size. */
export function checkCustomField(
  field: CustomField,
  value: CustomValue | undefined,
): MessageDescriptor | undefined {
  if (field.properties.required && !isFilledValue(value))
    return field.type === FIELD_UPLOAD
      ? message('auth.customField.required', { fieldName: fieldTitle(field, getLocale()) })
      : message(VALIDATION.required);
  if (field.type !== FIELD_UPLOAD || !Array.isArray(value)) return undefined;
  const files = value.filter((v): v is File => v instanceof File);
  const max = maxFiles(field.properties.multiple);
  if (files.length > max) return message('auth.upload.tooMany', { count: max });
  const problem = files.map(checkFile).find(Boolean);
  if (problem === 'tooLarge')
    return message('auth.upload.tooLarge', { size: formatBytes(MAX_FILE_BYTES, getLocale()) });
  return problem ? message(`auth.upload.${problem}`) : undefined;
}

/** Payload entries of the filled fields; `upload` turns a file into its CDN IRI. */
export async function customFieldValues(
  fields: readonly CustomField[],
  values: Readonly<Record<string, unknown>>,
  upload: (file: File, key: CustomKey) => Promise<string>,
): Promise<CustomFieldValue[]> {
  const entries = await Promise.all(
    fields.map(async (field): Promise<CustomFieldValue | null> => {
      const key = fieldKey(field);
      const value = values[key] as CustomValue | undefined;
      if (!isFilledValue(value)) return null;
      const ref = field['@id'];
      if (field.type === FIELD_UPLOAD) {
        const files = (value as unknown[]).filter((v): v is File => v instanceof File);
        return {
          publisherCustomField: ref,
          files: await Promise.all(files.map((f) => upload(f, key))),
        };
      }
      const text = Array.isArray(value) ? value.join(',') : String(value);
      return { publisherCustomField: ref, value: text };
    }),
  );
  return entries.filter((e): e is CustomFieldValue => e !== null);
}
