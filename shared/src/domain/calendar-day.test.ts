import { addDaysToDay, daysFromTo, isRealDay, utcDayOf } from './calendar-day';

describe('calendar days (YYYY-MM-DD)', () => {
  it.each([
    ['2026-03-05', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-00-10', false],
    ['2026-3-5', false],
    ['2026-03-05T00:00:00Z', false],
    ['03/05/2026', false],
    ['', false],
  ])('%p is a real day: %p', (text, real) => {
    expect(isRealDay(text)).toBe(real);
  });

  it.each([
    ['2026-03-05', 1, '2026-03-06'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-11-01', 1, '2026-11-02'],
    ['2026-03-05', -5, '2026-02-28'],
    ['2026-03-05', 0, '2026-03-05'],
    ['2026-01-01', 56, '2026-02-26'],
  ])('%p plus %p days is %p (and back)', (day, days, later) => {
    expect(addDaysToDay(day, days)).toBe(later);
    expect(daysFromTo(day, later)).toBe(days);
  });

  it.each([
    ['2026-03-05T23:59:59.999Z', '2026-03-05'],
    ['2026-03-06T00:00:00.000Z', '2026-03-06'],
  ])('the UTC day of %p is %p', (moment, day) => {
    expect(utcDayOf(new Date(moment))).toBe(day);
  });
});
