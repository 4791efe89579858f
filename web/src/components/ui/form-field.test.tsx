// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CONTROL_CLASS, FormField } from './form-field.tsx';

afterEach(cleanup);

function renderField(props: { error?: string; hint?: string }) {
  render(
    <FormField id="zip" label="ZIP code" {...props}>
      {(control) => <input className={CONTROL_CLASS} {...control} />}
    </FormField>,
  );
  return screen.getByRole('textbox', { name: 'ZIP code' });
}

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    const input = renderField({ hint: 'Manhattan, Brooklyn or Queens' });
    expect(input.getAttribute('aria-describedby')).toBe('zip-hint');
    expect(document.getElementById('zip-hint')?.textContent).toBe('Manhattan, Brooklyn or Queens');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('an error replaces the hint, is announced, and marks the control invalid', () => {
    const input = renderField({
      hint: 'Manhattan, Brooklyn or Queens',
      error: 'We do not deliver there yet',
    });
    expect(screen.getByRole('alert').textContent).toBe('We do not deliver there yet');
    expect(input.getAttribute('aria-describedby')).toBe('zip-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('zip-hint')).toBeNull();
  });

  it('describes nothing when there is neither hint nor error', () => {
    expect(renderField({}).getAttribute('aria-describedby')).toBeNull();
  });
});
