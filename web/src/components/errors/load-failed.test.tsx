// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { LoadFailed } from './load-failed.tsx';

afterEach(cleanup);

describe('LoadFailed', () => {
  it('is the main landmark, with the alert inside it (a role on <main> would replace the landmark)', () => {
    const retry = vi.fn();
    render(<LoadFailed message="The server did not answer." onRetry={retry} />);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    const alert = within(main).getByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
