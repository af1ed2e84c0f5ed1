import { zipFitsState, zipOutOfState } from './care-states';

test.each([
  ['10001', 'AL', false],
  ['10001', 'NY', true],
  ['35203', 'AL', true],
  ['35203-1234', 'AL', true],
  ['60601', 'NY', false],
  // Shared across a border: listed for both.
  ['06390', 'NY', true],
  ['06390', 'CT', true],
  ['73301', 'TX', true],
  ['20148', 'VA', true],
  ['20500', 'DC', true],
  // A prefix of no state (Puerto Rico's 009) is not refused here: the state list refuses territories.
  ['00901', 'AL', true],
])('ZIP %s in %s: %p', (zip, state, fits) => {
  expect(zipFitsState(zip, state)).toBe(fits);
});

test('says which of the two to check', () => {
  expect(zipOutOfState('10001-0001', 'AL')).toBe('10001 is not a AL ZIP code: check the ZIP code or the state.');
});
