// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PayoutExplainer, SalesTotalsCards } from './sales-totals.tsx';

afterEach(cleanup);

const totals = {
  orders: 3,
  grossCents: 6031,
  discountCents: 333,
  exciseCents: 740,
  platformCents: 855,
  payoutCents: 5583,
};

describe('SalesTotalsCards', () => {
  it('shows each figure, deductions as minus, and the commission rate', () => {
    render(<SalesTotalsCards totals={totals} commissionBps={1500} />);
    expect(screen.getByTestId('total-orders').textContent).toBe('3');
    expect(screen.getByTestId('total-grossCents').textContent).toBe('$60.31');
    expect(screen.getByTestId('total-discountCents').textContent).toBe('−$3.33');
    expect(screen.getByTestId('total-platformCents').textContent).toBe('−$8.55');
    expect(screen.getByTestId('total-payoutCents').textContent).toBe('$55.83');
    expect(screen.getByText('15% of sales after discounts')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: /About Excise collected: .*remit it to the NY Department/ }),
    ).toBeTruthy();
  });

  it('holds skeletons while loading', () => {
    render(<SalesTotalsCards totals={undefined} commissionBps={2000} />);
    expect(screen.queryByTestId('total-orders')).toBeNull();
    expect(screen.getAllByRole('listitem')[0]!.getAttribute('aria-busy')).toBe('true');
  });
});

describe('PayoutExplainer', () => {
  it('adds the payout up and says what is owed to the state', () => {
    render(<PayoutExplainer totals={totals} />);
    const text = screen.getByText(/How your payout adds up/).parentElement!.textContent!;
    expect(text).toContain(
      '$60.31 gross − $3.33 discounts − $8.55 platform share + $7.40 excise collected = $55.83',
    );
    expect(text).toContain('Set aside $7.40 to remit to New York State; your net sales are $48.43');
  });
});
