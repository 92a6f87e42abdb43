import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoteOptionList } from '../../../src/shared/ui/remote-select/remote-option-list';

const options = [
  { value: 'US', label: 'United States', group: 'Popular countries' },
  { value: 'DE', label: 'Germany', group: 'Popular countries' },
  { value: 'AD', label: 'Andorra', group: 'All countries' },
];

describe('option groups', () => {
  it('head each group once, before its first option, and stay out of the options', () => {
    render(
      <RemoteOptionList
        id="countries"
        options={options}
        selected={new Set()}
        highlighted={0}
        multiple
        loading={false}
        label="Country"
        onHighlight={() => undefined}
        onChoose={() => undefined}
        onEnd={() => undefined}
      />,
    );
    const list = screen.getByRole('listbox', { name: 'Country' });
    const texts = Array.from(list.children).map((item) => item.textContent);
    expect(texts).toEqual([
      'Popular countries',
      'United States',
      'Germany',
      'All countries',
      'Andorra',
    ]);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'United States',
      'Germany',
      'Andorra',
    ]);
  });
});
