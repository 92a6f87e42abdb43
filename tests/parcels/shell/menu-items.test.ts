import { describe, expect, it } from 'vitest';
import type { AdditionalPage } from '../../../src/shared/config';
import { STANDARD_ITEMS, buildMenu } from '../../../src/parcels/shell/layout/menu-items';

const page = (id: string, placement: number | null): AdditionalPage => ({
  '@id': `/publisher/api/additional_pages/${id}`,
  id,
  menuTitle: `Page ${id}`,
  icon: 'question-circle',
  placement,
  pageTitle: `Page ${id}`,
  type: 1,
  html: '',
});
const ids = (pages: AdditionalPage[], roles: string[] = ['ROLE_SMARTLINKS']) =>
  buildMenu(pages, roles).map((item) => item.id);

describe('buildMenu', () => {
  it('lists the standard items in their fixed order', () => {
    expect(ids([])).toEqual([
      'dashboard',
      'smartlinks',
      'offers',
      'reports',
      'conversions',
      'balance',
      'payments',
      'domains',
      'news',
      'support',
      'settings',
    ]);
    expect(STANDARD_ITEMS).toHaveLength(11);
  });

  it('shows Smartlink only with ROLE_SMARTLINKS', () => {
    expect(ids([], [])).not.toContain('smartlinks');
    expect(ids([], ['ROLE_SMARTLINKS'])).toContain('smartlinks');
  });

  it('inserts pages after the item their placement (1–11) names, others at the end', () => {
    const menu = ids([page('a', 1), page('b', 11), page('c', 0), page('d', null), page('e', 12)]);
    expect(menu.indexOf('page-a')).toBe(menu.indexOf('dashboard') + 1);
    expect(menu.indexOf('page-b')).toBe(menu.indexOf('settings') + 1);
    expect(menu.slice(-3)).toEqual(['page-c', 'page-d', 'page-e']);
  });

  it('keeps a page placed after Smartlink even when Smartlink is hidden', () => {
    const menu = ids([page('a', 2)], []);
    expect(menu.slice(0, 3)).toEqual(['dashboard', 'page-a', 'offers']);
  });
});
