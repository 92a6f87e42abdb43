import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox, TextField } from '../../../src/shared/ui';

const describedTexts = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('labels the input and is valid without an error', () => {
    render(<TextField label="Email" name="email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows the error text, marks the input invalid and describes it by the error and hint', () => {
    render(
      <TextField label="Email" hint="We never share it" error="This value is not a valid email" />,
    );
    const input = screen.getByLabelText('Email');
    expect(screen.getByText('This value is not a valid email')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toEqual(['We never share it', 'This value is not a valid email']);
  });

  it('uses the given id and keeps the caller aria-describedby', () => {
    render(
      <TextField id="username" label="Username" aria-describedby="outside" error="Too long" />,
    );
    const input = screen.getByLabelText('Username');
    expect(input.id).toBe('username');
    expect(input.getAttribute('aria-describedby')).toBe('outside username-error');
  });

  it('counts characters as the user types (uncontrolled)', () => {
    render(<TextField label="Account" maxLength={255} showCounter defaultValue="ab" />);
    expect(screen.getByText('2/255')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'hello world!' } });
    expect(screen.getByText('12/255')).toBeTruthy();
    const live = screen.getByText('12/255').closest('[aria-live]');
    expect(live?.getAttribute('aria-live')).toBe('polite');
    expect(live?.textContent).toContain('12 of 255 characters');
    expect(screen.getByLabelText('Account').getAttribute('maxlength')).toBe('255');
  });

  it('counts characters of a controlled value', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextField
          label="Username"
          maxLength={32}
          showCounter
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('0/32')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'publisher' } });
    expect(screen.getByText('9/32')).toBeTruthy();
  });
});

describe('Checkbox', () => {
  it('toggles from its label', () => {
    render(<Checkbox label="Remember me" defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(screen.getByText('Remember me'));
    expect(box).toHaveProperty('checked', false);
  });

  it('wires its error like a text field', () => {
    render(<Checkbox label="I accept the terms" error="You must accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(box)).toEqual(['You must accept the terms']);
  });
});
