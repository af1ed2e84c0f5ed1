import { addDaysToDay, ageOn, daysFromTo, isRealDay, utcDayOf } from './calendar-day';

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

  it.each([
    ['1990-11-25', 36],
    ['1990-11-26', 35],
    ['2008-11-25', 18],
    ['2008-11-26', 17],
    ['2008-02-29', 18],
    ['nonsense', null],
  ])('born %p: %p years old on 2026-11-25', (birthday, age) => {
    expect(ageOn(birthday, new Date(2026, 10, 25))).toBe(age);
  });

  it('a birthday on Feb 29 comes of age on Mar 1 in a common year', () => {
    expect(ageOn('2008-02-29', new Date(2026, 1, 28))).toBe(17);
    expect(ageOn('2008-02-29', new Date(2026, 2, 1))).toBe(18);
  });
});
