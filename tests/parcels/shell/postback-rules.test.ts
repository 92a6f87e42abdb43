// The postback form's rules, with the texts a publisher reads.
import { afterEach, describe, expect, it } from 'vitest';
import { translateError } from '../../../src/shared/forms';
import { setLocale, t } from '../../../src/shared/i18n';
import {
  DEFAULT_POSTBACK_URL,
  macrosOf,
  postbackParametersError,
  postbackUrlError,
} from '../../../src/parcels/shell/features/postbacks/lib/postback-rules';

const shown = (error: ReturnType<typeof postbackUrlError>) =>
  error === undefined ? undefined : translateError(t, error);

describe('postback rules', () => {
  afterEach(() => setLocale('en', { persist: false }));

  it("the default URL's parameters are its four macros", () => {
    expect(macrosOf(DEFAULT_POSTBACK_URL)).toEqual(['ext_click_id', 'track', 'sum', 'sub_source']);
    expect(macrosOf('https://t.example.com/?a={sum}&b={sum}&c={nope}')).toEqual(['sum']);
  });

  it('a chosen parameter missing from the URL is "Parameter is not configured in the postback url"', async () => {
    const url = 'https://t.example.com/pb?s={sum}&t={track}';
    expect(postbackParametersError(['sum', 'track'], url)).toBeUndefined();
    expect(postbackParametersError([], url)).toBeUndefined();
    expect(shown(postbackParametersError(['sum', 'country'], url))).toBe(
      'Parameter is not configured in the postback url',
    );
    await setLocale('ru', { persist: false });
    expect(shown(postbackParametersError(['country'], url))).toBe(
      'Параметр не настроен в URL постбэка',
    );
  });

  it('the URL rules keep their texts', () => {
    expect(shown(postbackUrlError(' '))).toBe('Postback URL should not be blank');
    expect(shown(postbackUrlError('tracker dot com'))).toBe('Please, input correct url');
  });
});
