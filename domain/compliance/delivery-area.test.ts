import { describe, expect, it } from 'vitest';
import { boroughForZip, zipNotServedMessage } from './delivery-area.ts';

describe('delivery area by ZIP', () => {
  it.each([
    ['10001', 'Manhattan'],
    ['10128', 'Manhattan'],
    ['11217', 'Brooklyn'],
    ['11249', 'Brooklyn'],
    ['11105', 'Queens'],
    ['11375', 'Queens'],
    [' 11691 ', 'Queens'],
  ])('%s is in %s', (zip, borough) => {
    expect(boroughForZip(zip)).toBe(borough);
  });

  it.each(['10301', '10451', '07030', '90210', '', 'abcde'])('%s is not served', (zip) => {
    expect(boroughForZip(zip)).toBeNull();
  });
});

describe('zipNotServedMessage', () => {
  it('names the ZIP and the boroughs served', () => {
    expect(zipNotServedMessage('10301')).toBe(
      'ZIP 10301 is outside our delivery area. We deliver only to Manhattan, Brooklyn and Queens',
    );
  });
});
