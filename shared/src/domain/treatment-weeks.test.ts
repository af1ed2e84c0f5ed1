import { treatmentWeekHints } from './treatment-weeks';

describe('treatment week hints (SPEC §4)', () => {
  it.each([
    [1, 6, ['initialCheckIn']],
    [2, 6, []],
    [6, 6, ['finalRetest']],
    [7, 6, []],
    [1, 1, ['initialCheckIn', 'finalRetest']],
    [1, 0, ['initialCheckIn']],
    [0, 0, []],
    [3, null, []],
    [3, undefined, []],
  ])('week %p of %p: %p', (week, last, hints) => {
    expect(treatmentWeekHints(week, last)).toEqual(hints);
  });
});
