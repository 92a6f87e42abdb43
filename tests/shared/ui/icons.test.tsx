import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AlertCircleIcon } from '../../../src/shared/ui';

const classesOf = (element: Element | null) => element?.getAttribute('class')?.split(' ') ?? [];

describe('createIcon', () => {
  it('is 16 px by default', () => {
    const { container } = render(<AlertCircleIcon />);
    expect(classesOf(container.querySelector('svg'))).toContain('pp:size-4');
  });

  it("takes the caller's size instead of the default, so no stylesheet order can undo it", () => {
    const { container } = render(<AlertCircleIcon className="pp:size-10 pp:text-destructive" />);
    const classes = classesOf(container.querySelector('svg'));
    expect(classes).toContain('pp:size-10');
    expect(classes).not.toContain('pp:size-4');
  });
});
