// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ConfirmationHero } from './confirmation-hero.tsx';

afterEach(cleanup);

describe('ConfirmationHero', () => {
  it('takes the focus to its thanks when it appears, so the order is announced', () => {
    render(
      <MemoryRouter>
        <ConfirmationHero
          firstName="Riley"
          orderNumber="NYM-AB12CD"
          trackingCode="ABCDEFGH12345678"
          windowLabel="Today, 2:00 PM–3:00 PM"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Thank you, Riley.' })).toBe(document.activeElement);
  });
});
