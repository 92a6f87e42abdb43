import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TagLabel, cutTagLabel } from '../../../src/shared/ui/tag-label';

const LONG = 'Casino Royale Welcome Bonus (iOS)';

describe('tag labels', () => {
  it('cut past 22 characters with an ellipsis', () => {
    expect(cutTagLabel('Short offer')).toBe('Short offer');
    expect(cutTagLabel('x'.repeat(22))).toBe('x'.repeat(22));
    expect(cutTagLabel(LONG)).toBe('Casino Royale Welcome …');
    // Whole characters: an emoji is not split.
    expect(cutTagLabel(`${'a'.repeat(21)}😀😀`)).toBe(`${'a'.repeat(21)}😀…`);
  });

  it('show the cut text, and keep the full one as tooltip and accessible text', () => {
    render(
      <ul>
        <li>
          <TagLabel label={LONG} />
        </li>
        <li>
          <TagLabel label="US" />
        </li>
      </ul>,
    );
    const [long, short] = screen.getAllByRole('listitem');
    // Seen: the cut text; read aloud: the full one (the seen copy is hidden from readers).
    const seen = long?.querySelector('[aria-hidden="true"]');
    expect(seen?.textContent).toBe('Casino Royale Welcome …');
    expect(long?.textContent?.replace(seen?.textContent ?? '', '')).toBe(LONG);
    expect(long?.querySelector('[title]')?.getAttribute('title')).toBe(LONG);
    expect(short?.textContent).toBe('US');
    expect(short?.querySelector('[title]')).toBeNull();
  });
});
