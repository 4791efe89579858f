import { describe, expect, it } from 'vitest';
import { compareKpi, formatKpi, KPIS, type KpiDefinition } from './kpi-format.ts';

const kpi = (key: KpiDefinition['key']) => KPIS.find((k) => k.key === key)!;

describe('formatKpi', () => {
  it('formats money, counts, minutes and rates', () => {
    expect(formatKpi('money', 123456)).toBe('$1,234.56');
    expect(formatKpi('count', 12345)).toBe('12,345');
    expect(formatKpi('minutes', 41.6)).toBe('42 min');
    expect(formatKpi('rate', 0.934)).toBe('93%');
    expect(formatKpi('minutes', null)).toBe('—');
  });
});

describe('compareKpi', () => {
  it('shows a rise in orders as good, with the percent', () => {
    expect(compareKpi(kpi('orders'), 12, 10)).toEqual({
      direction: 'up',
      text: '▲ 20%',
      spoken: 'up 20%',
      tone: 'good',
    });
  });

  it('keeps one decimal under 10%', () => {
    expect(compareKpi(kpi('grossSalesCents'), 10_450, 10_000).text).toBe('▲ 4.5%');
  });

  it('shows more cancellations and slower deliveries as bad', () => {
    expect(compareKpi(kpi('cancellations'), 3, 2)).toMatchObject({ text: '▲ 50%', tone: 'bad' });
    expect(compareKpi(kpi('averageDeliveryMinutes'), 30, 40)).toMatchObject({ text: '▼ 25%', tone: 'good' });
  });

  it('compares a rate in percentage points', () => {
    expect(compareKpi(kpi('onTimeRate'), 0.9, 0.85)).toMatchObject({ text: '▲ 5 pts', tone: 'good' });
  });

  it('says New when there was nothing before, and No change when equal', () => {
    expect(compareKpi(kpi('orders'), 4, 0)).toMatchObject({ text: 'New', direction: 'up' });
    expect(compareKpi(kpi('orders'), 4, 4)).toMatchObject({ text: 'No change', tone: 'neutral' });
  });

  it('has no comparison when a side has no value', () => {
    expect(compareKpi(kpi('onTimeRate'), 0.8, null).text).toBe('—');
  });

  it('is neutral for amounts that are neither good nor bad', () => {
    expect(compareKpi(kpi('exciseCents'), 200, 100).tone).toBe('neutral');
  });
});
