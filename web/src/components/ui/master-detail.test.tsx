// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SectionFailed } from '#web/components/errors/section-failed.tsx';
import { TablePager } from '#web/components/data-table/table-pager.tsx';
import { MasterDetail } from './master-detail.tsx';

afterEach(cleanup);

describe('staff page pieces', () => {
  it('MasterDetail shows the chosen item in its landmark, or the placeholder', () => {
    const { rerender } = render(
      <MasterDetail
        list={<ul />}
        detail={null}
        detailLabel="Selected application"
        placeholder="Choose one."
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Selected application' }).textContent).toBe(
      'Choose one.',
    );
    rerender(
      <MasterDetail
        list={<ul />}
        detail={<p>Riley</p>}
        detailLabel="Selected application"
        placeholder="Choose one."
      />,
    );
    expect(screen.getByRole('complementary', { name: 'Selected application' }).textContent).toBe('Riley');
  });

  it('TablePager names its pages and enables only the ways that exist', () => {
    const onNext = vi.fn();
    render(
      <TablePager
        label="Deliveries"
        labels={['Newest', 'Older']}
        hasPrevious={false}
        hasNext
        onPrevious={() => undefined}
        onNext={onNext}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Deliveries pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Newest' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(onNext).toHaveBeenCalledOnce();
  });

  it('SectionFailed says what failed and asks again', () => {
    const onRetry = vi.fn();
    render(<SectionFailed message="Could not load the analytics." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load the analytics.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
