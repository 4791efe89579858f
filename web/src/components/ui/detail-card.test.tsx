// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DetailCard, DetailCardFallback, Fact } from './detail-card.tsx';

afterEach(cleanup);

describe('DetailCard', () => {
  it('is a region named by its heading, with its facts', () => {
    render(
      <DetailCard title="Application">
        <dl>
          <Fact term="Phone">(917) 555-0142</Fact>
        </dl>
      </DetailCard>,
    );
    expect(screen.getByRole('region', { name: 'Application' }).textContent).toContain('(917) 555-0142');
  });

  it('falls back to a placeholder while loading and to the server’s message after a refusal', () => {
    const { rerender } = render(<DetailCardFallback error={null} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<DetailCardFallback error={new Error('Application not found')} />);
    expect(screen.getByRole('alert').textContent).toBe('Application not found');
  });
});
