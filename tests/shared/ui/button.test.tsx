import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from '../../../src/shared/ui';

describe('Button', () => {
  it('is a non-submitting button that runs its click handler', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.getAttribute('data-slot')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading is disabled, busy and shows a spinner', () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('applies variant and size classes and puts the caller class last', () => {
    render(
      <Button variant="destructive" size="lg" className="pp:w-full">
        Delete
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Delete' }).className.split(' ');
    expect(classes).toContain('pp:bg-destructive');
    expect(classes).toContain('pp:h-11');
    expect(classes.at(-1)).toBe('pp:w-full');
  });

  it('buttonVariants styles links as buttons', () => {
    expect(buttonVariants({ variant: 'outline' })).toContain('pp:border-border');
    expect(buttonVariants({ variant: 'link', size: 'inline' })).toContain('pp:text-link');
  });
});
