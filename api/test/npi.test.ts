// The NPI check digit (features/provider/npi.ts).
import { isValidNpi } from '../src/features/provider/npi';

describe('NPI check digit (Luhn with the 80840 prefix)', () => {
  it.each([
    ['1234567893', true],
    ['1245319599', true],
    ['1234567890', false],
    ['1245319598', false],
    ['123456789', false],
    ['12345678931', false],
    ['12345678a3', false],
  ])('%s -> %p', (npi, valid) => {
    expect(isValidNpi(npi)).toBe(valid);
  });
});
