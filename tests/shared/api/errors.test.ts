// What an error answer turns into: the text the publisher reads and the field problems of a form.
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  GENERIC_ERROR_ID,
  isAbort,
  messageOf,
  violationsOf,
} from '../../../src/shared/api';

describe('ApiError', () => {
  it('carries what the call answered', () => {
    const error = new ApiError({
      kind: 'http',
      status: 409,
      message: 'Already used',
      violations: [{ propertyPath: 'email', message: 'taken' }],
      data: { code: 7 },
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.message).toBe('Already used');
    expect(error.kind).toBe('http');
    expect(error.status).toBe(409);
    expect(error.violations).toEqual([{ propertyPath: 'email', message: 'taken' }]);
    expect(error.data).toEqual({ code: 7 });
    expect(error.fromServer).toBe(true);
    expect(error.isCancelled).toBe(false);
  });

  it('has no status, violations nor server text when the call never got an answer', () => {
    const error = new ApiError({ kind: 'network', message: null });
    expect(error.message).toBe('');
    expect(error.status).toBeNull();
    expect(error.violations).toEqual([]);
    expect(error.fromServer).toBe(false);
    expect(new ApiError({ kind: 'timeout', message: '' }).fromServer).toBe(false);
    expect(new ApiError({ kind: 'cancelled' }).isCancelled).toBe(true);
    expect(GENERIC_ERROR_ID).toBe('shared.generic.error');
  });
});

describe('violationsOf', () => {
  it('reads API Platform violations, with empty texts for missing parts', () => {
    expect(
      violationsOf({
        violations: [
          { propertyPath: 'email', message: 'This value is already used.' },
          { message: 'Too many accounts' },
          { propertyPath: 'url' },
          'not a violation',
          null,
        ],
      }),
    ).toEqual([
      { propertyPath: 'email', message: 'This value is already used.' },
      { propertyPath: '', message: 'Too many accounts' },
      { propertyPath: 'url', message: '' },
    ]);
  });

  it('reads "field: message" lines of a description when there are no violations', () => {
    expect(
      violationsOf({
        'hydra:description':
          'email: This value is already used.\n  items[0].url:   Not a URL  \nno field here\nname:missing space',
      }),
    ).toEqual([
      { propertyPath: 'email', message: 'This value is already used.' },
      { propertyPath: 'items[0].url', message: 'Not a URL' },
    ]);
  });

  it('finds none in anything else', () => {
    expect(violationsOf(null)).toEqual([]);
    expect(violationsOf('email: taken')).toEqual([]);
    expect(violationsOf({})).toEqual([]);
    expect(violationsOf({ 'hydra:description': '   ' })).toEqual([]);
    expect(violationsOf({ 'hydra:description': 42 })).toEqual([]);
  });
});

describe('messageOf', () => {
  it('takes hydra:description, then detail, error and message, skipping blank ones', () => {
    expect(messageOf({ 'hydra:description': 'described', detail: 'detailed' })).toBe('described');
    expect(messageOf({ 'hydra:description': ' ', detail: 'detailed' })).toBe('detailed');
    expect(messageOf({ detail: '', error: 'erred', message: 'said' })).toBe('erred');
    expect(messageOf({ error: 3, message: 'said' })).toBe('said');
    expect(messageOf({ message: '  ' })).toBeNull();
    expect(messageOf({})).toBeNull();
  });

  it('takes a short plain-text body as it is, never an HTML page', () => {
    expect(messageOf('Service is under maintenance')).toBe('Service is under maintenance');
    expect(messageOf('x'.repeat(499))).toBe('x'.repeat(499));
    expect(messageOf('x'.repeat(500))).toBeNull();
    expect(messageOf('<!DOCTYPE html><p>Bad gateway</p>')).toBeNull();
    expect(messageOf('Bad <b>gateway</b>')).toBeNull();
    expect(messageOf('</div>')).toBeNull();
    expect(messageOf('1 < 2 and 3 > 2')).toBe('1 < 2 and 3 > 2');
    expect(messageOf('   ')).toBeNull();
  });

  it('finds none in a body that is not text nor an object', () => {
    expect(messageOf(null)).toBeNull();
    expect(messageOf(undefined)).toBeNull();
    expect(messageOf(500)).toBeNull();
  });
});

describe('isAbort', () => {
  it('recognises an aborted request, however it is thrown', () => {
    expect(isAbort(new DOMException('The operation was aborted.', 'AbortError'))).toBe(true);
    expect(isAbort({ name: 'AbortError' })).toBe(true);
    expect(isAbort(new DOMException('Too slow', 'TimeoutError'))).toBe(false);
    expect(isAbort(new TypeError('Failed to fetch'))).toBe(false);
    expect(isAbort(null)).toBe(false);
    expect(isAbort(undefined)).toBe(false);
  });
});
