import { isWithinTreatmentEligibilityWindow, treatmentEligibilityDeadline } from './treatment-window';

describe('treatment eligibility window of 21 days after results (SPEC §5, §9)', () => {
  const results = new Date(2026, 0, 1, 9, 0);

  it.each([
    ['the day results arrive', new Date(2026, 0, 1, 9, 0), true],
    ['20 days later', new Date(2026, 0, 21, 9, 0), true],
    ['exactly 21 days later', new Date(2026, 0, 22, 9, 0), true],
    ['a minute past 21 days', new Date(2026, 0, 22, 9, 1), false],
    ['30 days later', new Date(2026, 0, 31), false],
  ])('%s: %p', (_name, now, within) => {
    expect(isWithinTreatmentEligibilityWindow(results, now)).toBe(within);
  });

  it('accepts ISO strings', () => {
    expect(treatmentEligibilityDeadline('2026-01-01')).toEqual(new Date(2026, 0, 22));
    expect(isWithinTreatmentEligibilityWindow('2026-01-01', new Date(2026, 0, 10))).toBe(true);
  });

  it.each([null, undefined, '', 'soon'])('no valid results date (%p) is outside the window', (value) => {
    expect(treatmentEligibilityDeadline(value)).toBeNull();
    expect(isWithinTreatmentEligibilityWindow(value, new Date())).toBe(false);
  });
});
