// A list filter's chips: the value from the URL, or the label of the option picked for it.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePickedChips } from '../../../src/parcels/reports/features/reports/lib/picked-chips';

describe('picked filter chips', () => {
  it('label a value from the URL by itself', () => {
    const { result } = renderHook(() => usePickedChips());
    expect(result.current.chipsOf('offerCampaignRelativeId', '1006,1001')).toEqual([
      { value: '1006', label: '1006' },
      { value: '1001', label: '1001' },
    ]);
    expect(result.current.chipsOf('offerCampaignRelativeId', undefined)).toEqual([]);
  });

  it('label a picked option by its label, for its own filter only', () => {
    const { result } = renderHook(() => usePickedChips());
    act(() =>
      result.current.remember('offerCampaignRelativeId', [
        { value: '1006', label: '#1006 Indigo Fashion Store Pro' },
      ]),
    );
    expect(result.current.chipsOf('offerCampaignRelativeId', '1006,7')).toEqual([
      { value: '1006', label: '#1006 Indigo Fashion Store Pro' },
      { value: '7', label: '7' },
    ]);
    expect(result.current.chipsOf('smartlinkCampaign', '1006')).toEqual([
      { value: '1006', label: '1006' },
    ]);
  });
});
