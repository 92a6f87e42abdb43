// The network's custom registration fields: titles, initial values, checks and the
// customFieldValues payload entries.
import { describe, expect, it, vi } from 'vitest';
import type { CustomField } from '../../../src/parcels/auth/screens/register/api/register';
import {
  checkCustomField,
  customFieldValues,
  fieldKey,
  fieldTitle,
  initialValue,
} from '../../../src/parcels/auth/screens/register/lib/custom-fields';

const titles = [
  { language: 'en', default: true, title: 'Website' },
  { language: 'ru', title: 'Сайт' },
];
const field = (
  id: number,
  type: CustomField['type'],
  properties: Partial<CustomField['properties']>,
): CustomField => ({
  '@id': `/publisher/api/publisher_custom_fields/${id}`,
  id,
  type,
  properties: { required: false, defaultValue: null, multiple: false, titles, ...properties },
});
const website = field(1, 1, { required: true, maxLength: 255 });
const sources = field(2, 2, {
  multiple: true,
  selectOptions: [
    { value: 'seo', label: 'SEO' },
    { value: 'push', label: 'Push' },
  ],
});
const logo = field(3, 3, { multiple: false });
const png = (name = 'a.png', size = 10) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });

describe('custom fields', () => {
  it('titles follow the UI language, then the default title', () => {
    expect(fieldTitle(website, 'ru')).toBe('Сайт');
    expect(fieldTitle(website, 'zh')).toBe('Website');
    expect(fieldTitle(field(9, 1, { titles: [] }), 'en')).toBe('#9');
  });

  it('form keys are the violation paths of the server', () => {
    expect(fieldKey(website)).toBe('customFieldValues[1]');
  });

  it('starts from the default value (a multiple select splits it at commas)', () => {
    expect(initialValue(field(4, 1, { defaultValue: 'https://' }))).toBe('https://');
    expect(initialValue(field(5, 2, { multiple: true, defaultValue: 'seo, push' }))).toEqual([
      'seo',
      'push',
    ]);
    expect(initialValue(logo)).toEqual([]);
  });

  it('required fields: empty or whitespace-only is "Field is required"', () => {
    expect(checkCustomField(website, '   ')).toEqual({ id: 'shared.validation.required' });
    expect(checkCustomField(website, 'x')).toBeUndefined();
    expect(checkCustomField(field(6, 2, { required: true }), '')).toEqual({
      id: 'shared.validation.required',
    });
    // A required upload names its field: "%fieldName% is required".
    expect(checkCustomField(field(7, 3, { required: true }), [])).toEqual({
      id: 'auth.customField.required',
      values: { fieldName: 'Website' },
    });
    expect(checkCustomField(sources, [])).toBeUndefined();
  });

  it('uploads: count, type and size are checked again on submit', () => {
    expect(checkCustomField(logo, [png(), png()])).toEqual({
      id: 'auth.upload.tooMany',
      values: { count: 1 },
    });
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    expect(checkCustomField(logo, [gif])).toEqual({ id: 'auth.upload.invalid' });
    expect(checkCustomField(logo, [png('big.png', 5_000_001)])).toEqual({
      id: 'auth.upload.tooLarge',
      values: { size: '5 MB' },
    });
  });

  it('builds the payload: values, selections joined by commas, uploaded files; empty ones left out', async () => {
    const upload = vi.fn(async (file: File) => `/publisher/api/cdn/${file.name}`);
    const entries = await customFieldValues(
      [website, sources, logo, field(8, 1, {})],
      {
        'customFieldValues[1]': 'https://example.com',
        'customFieldValues[2]': ['seo', 'push'],
        'customFieldValues[3]': [png('logo.png')],
        'customFieldValues[8]': '',
      },
      upload,
    );
    expect(entries).toEqual([
      {
        publisherCustomField: '/publisher/api/publisher_custom_fields/1',
        value: 'https://example.com',
      },
      { publisherCustomField: '/publisher/api/publisher_custom_fields/2', value: 'seo,push' },
      {
        publisherCustomField: '/publisher/api/publisher_custom_fields/3',
        files: ['/publisher/api/cdn/logo.png'],
      },
    ]);
    expect(upload).toHaveBeenCalledWith(expect.any(File), 'customFieldValues[3]');
  });
});
