// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkCustomFieldValues } from '../../host-demo/features/registration/custom-field-values.mjs';
import { Violations } from '../../host-demo/lib/validation.mjs';

const field = (type: number, required: boolean) => ({
  id: 7,
  type,
  position: 1,
  required,
  multiple: false,
  maxLength: null,
  maxFiles: 1,
  selectOptions: [],
  titles: [
    { language: 'ru', title: 'Логотип' },
    { language: 'en', title: 'Company logo' },
  ],
});

describe('required custom fields on the reference server', () => {
  it('names an empty required upload, as the form does; other fields say "Field is required"', async () => {
    const db = { get: async () => undefined };
    const upload = new Violations();
    // @ts-expect-error a field shape trimmed to what the check reads
    await checkCustomFieldValues(db, [field(3, true)], [], upload);
    expect(upload.list).toEqual([
      { propertyPath: 'customFieldValues[7]', message: 'Company logo is required' },
    ]);
    const input = new Violations();
    // @ts-expect-error a field shape trimmed to what the check reads
    await checkCustomFieldValues(db, [field(1, true)], [], input);
    expect(input.list).toEqual([
      { propertyPath: 'customFieldValues[7]', message: 'Field is required' },
    ]);
  });
});
