// Notifications (toasts): any module can push one; a repeated text shows once; each disappears
// after its time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  getToasts,
  notify,
  onFirstNotification,
  subscribeToasts,
} from '../../../src/shared/notify';

const texts = () => getToasts().map((t) => `${t.kind}: ${t.text}`);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('notify', () => {
  it('calls the first-notification hook once, before the first toast', () => {
    const mountToaster = vi.fn(() => expect(getToasts()).toEqual([]));
    onFirstNotification(mountToaster);
    notify.info('One');
    notify.info('Two');
    expect(mountToaster).toHaveBeenCalledTimes(1);
  });

  it('shows toasts in order and tells subscribers', () => {
    const changed = vi.fn();
    const unsubscribe = subscribeToasts(changed);
    notify.success('Language updated');
    notify.error('Please try again later');
    expect(texts()).toEqual(['success: Language updated', 'error: Please try again later']);
    expect(changed).toHaveBeenCalledTimes(2);
    unsubscribe();
    notify.info('Quiet');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('shows the same text twice only once while it is visible', () => {
    notify.error('Something went wrong');
    notify.error('Something went wrong');
    notify.warning('Something went wrong');
    expect(texts()).toEqual(['error: Something went wrong', 'warning: Something went wrong']);
  });

  it('removes each toast after its time: success 4 s, info 5 s, warning 6 s, error 8 s', () => {
    notify.success('s');
    notify.info('i');
    notify.warning('w');
    notify.error('e');
    vi.advanceTimersByTime(3_999);
    expect(getToasts()).toHaveLength(4);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual(['info: i', 'warning: w', 'error: e']);
    vi.advanceTimersByTime(1_000);
    expect(texts()).toEqual(['warning: w', 'error: e']);
    vi.advanceTimersByTime(1_000);
    expect(texts()).toEqual(['error: e']);
    vi.advanceTimersByTime(2_000);
    expect(getToasts()).toEqual([]);
  });

  it('shows a text again once its earlier toast has gone', () => {
    notify.error('Offline');
    vi.advanceTimersByTime(8_000);
    notify.error('Offline');
    expect(texts()).toEqual(['error: Offline']);
  });

  it('lets a toast be dismissed early', () => {
    const id = notify.info('Copied');
    notify.info('Saved');
    dismissToast(id);
    expect(texts()).toEqual(['info: Saved']);
  });
});
