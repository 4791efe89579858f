import { describe, expect, it } from 'vitest';
import { cityLine, streetLine } from './address-lines.ts';

const address = { street: '214 Dean Street', apartment: null, zip: '11217', borough: 'Brooklyn' };

describe('address lines', () => {
  it('adds the apartment to the street only when there is one', () => {
    expect(streetLine(address)).toBe('214 Dean Street');
    expect(streetLine({ ...address, apartment: '' })).toBe('214 Dean Street');
    expect(streetLine({ ...address, apartment: 'Apt 3' })).toBe('214 Dean Street, Apt 3');
  });

  it('writes the borough, state and ZIP', () => {
    expect(cityLine(address)).toBe('Brooklyn, NY 11217');
  });
});
