import { describe, expect, it } from 'vitest';
import {
  effectiveGrouping,
  effectiveNested,
  groupingOptions,
  nestedOptions,
} from '../../../src/parcels/reports/features/reports/lib/groupings';
import { cutLabel } from '../../../src/parcels/reports/features/dashboard/lib/chart';
import { splitList } from '../../../src/parcels/reports/features/reports/lib/search';

const ALL = ['ROLE_SMARTLINKS', 'ROLE_CUSTOM_LANDINGS'];
const values = (options: { value: string }[]) => options.map((o) => o.value);

describe('report grouping rules', () => {
  it('offers the goal grouping only on revenue and goal performance', () => {
    expect(values(groupingOptions('summary', ALL, {}))).not.toContain('offerGoal');
    expect(values(groupingOptions('revenue', ALL, {}))).toContain('offerGoal');
    expect(values(groupingOptions('goalPerformance', ALL, {}))).toContain('offerGoal');
  });

  it('hides the smartlink grouping on goal performance and without ROLE_SMARTLINKS', () => {
    expect(values(groupingOptions('goalPerformance', ALL, {}))).not.toContain('smartlinkCampaign');
    expect(values(groupingOptions('summary', ['ROLE_CUSTOM_LANDINGS'], {}))).not.toContain(
      'smartlinkCampaign',
    );
    expect(effectiveGrouping('smartlinkCampaign', 'summary', [], {})).toBe('date');
  });

  it('gates the landing grouping by the custom-landings role', () => {
    expect(effectiveGrouping('offerLink', 'summary', ['ROLE_SMARTLINKS'], {})).toBe('date');
    expect(effectiveGrouping('offerLink', 'summary', ALL, {})).toBe('offerLink');
  });

  it('disables offer grouping with smartlinks selected and smartlink grouping with offers', () => {
    const withSmartlinks = groupingOptions('summary', ALL, { smartlinkCampaign: '501' });
    expect(withSmartlinks.find((o) => o.value === 'offerCampaign')?.disabled).toBe(true);
    expect(effectiveGrouping('offerCampaign', 'summary', ALL, { smartlinkCampaign: '501' })).toBe(
      'date',
    );
    expect(
      effectiveGrouping('smartlinkCampaign', 'revenue', ALL, { offerCampaignRelativeId: '1006' }),
    ).toBe('date');
  });

  it('falls back to date for unknown groupings', () => {
    expect(effectiveGrouping(undefined, 'summary', ALL, {})).toBe('date');
    expect(effectiveGrouping('planet', 'summary', ALL, {})).toBe('date');
  });
});

describe('report helpers', () => {
  it('cuts chart labels at 15 characters plus an ellipsis', () => {
    expect(cutLabel('Indigo Fashion Store Pro')).toBe('Indigo Fashion …');
    expect(cutLabel('2026-11-24')).toBe('2026-11-24');
  });

  it('splits lists on comma, space or new line', () => {
    expect(splitList('a, b\nc  d')).toEqual(['a', 'b', 'c', 'd']);
    expect(splitList(undefined)).toEqual([]);
  });
});

describe('additional grouping of offer and smartlink rows', () => {
  it('starts with the default and leaves out the row’s own grouping', () => {
    const offer = nestedOptions('offerCampaign', 'revenue', ALL);
    expect(offer[0]).toBe('offerLink');
    expect(offer).not.toContain('offerCampaign');
    expect(offer).toEqual(expect.arrayContaining(['offerGoal', 'country', 'sub1', 'sub6']));
    expect(nestedOptions('smartlinkCampaign', 'summary', ALL)[0]).toBe('offerCampaign');
    expect(nestedOptions('country', 'summary', ALL)).toEqual([]);
  });

  it('keeps offer goal and smartlink apart, the goal only where the report offers it', () => {
    expect(nestedOptions('offerCampaign', 'revenue', ALL)).not.toContain('smartlinkCampaign');
    expect(nestedOptions('smartlinkCampaign', 'revenue', ALL)).not.toContain('offerGoal');
    expect(nestedOptions('offerCampaign', 'summary', ALL)).not.toContain('offerGoal');
    expect(effectiveNested('offerGoal', 'smartlinkCampaign', 'revenue', ALL)).toBe('offerCampaign');
    expect(effectiveNested('country', 'offerCampaign', 'summary', ALL)).toBe('country');
    expect(effectiveNested(undefined, 'offerCampaign', 'summary', ALL)).toBe('offerLink');
  });
});
