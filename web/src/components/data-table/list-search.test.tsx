// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ListSearch } from './list-search.tsx';

afterEach(cleanup);

/** The page around the box: `value` is the URL's, which the router updates a moment after the box writes it. */
function Page({ written }: { written: string[] }) {
  const [value, setValue] = useState('');
  return (
    <ListSearch
      id="s"
      value={value}
      onValue={(v) => {
        written.push(v);
        setTimeout(() => setValue(v), 50);
      }}
      what="orders"
      placeholder=""
      title=""
    />
  );
}

describe('ListSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('keeps what was typed after a pause when its own write comes back from the URL', () => {
    const written: string[] = [];
    render(<Page written={written} />);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'NYM-12' } });
    act(() => void vi.advanceTimersByTime(300));
    expect(written).toEqual(['NYM-12']);
    // The next key lands before the URL has caught up with the write.
    fireEvent.change(box, { target: { value: 'NYM-123' } });
    act(() => void vi.advanceTimersByTime(50));
    expect(box.value).toBe('NYM-123');
    act(() => void vi.advanceTimersByTime(400));
    expect(written).toEqual(['NYM-12', 'NYM-123']);
    expect(box.value).toBe('NYM-123');
  });

  it('still shows a value the URL gets from elsewhere (back, a cleared filter)', () => {
    function Outside() {
      const [value, setValue] = useState('old');
      return (
        <>
          <button onClick={() => setValue('')}>Clear</button>
          <ListSearch id="s" value={value} onValue={setValue} what="orders" placeholder="" title="" />
        </>
      );
    }
    render(<Outside />);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    expect(box.value).toBe('old');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box.value).toBe('');
  });
});
