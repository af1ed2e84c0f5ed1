import { format } from 'date-fns';
import { DATE_FORMATS } from './constants';
import { birthdayRange, formatCurrency, formatDisplayDate, formatDisplayDateTime, formatInputDate, inputDateToIso, parseInputDate, toDate } from './format';

describe('currency display (SPEC §5)', () => {
  it.each([
    [129, '$129'],
    [0, '$0'],
    [109.65, '$109.65'],
    [25.5, '$25.50'],
    ['159.00', '$159'],
    ['30.10', '$30.10'],
    [1234.5, '$1,234.50'],
    [29.999, '$30'],
    [-5, '-$5'],
    [null, ''],
    [undefined, ''],
    ['abc', ''],
    [Number.NaN, ''],
  ])('%p shows %p', (amount, text) => {
    expect(formatCurrency(amount)).toBe(text);
  });
});

describe('dates (SPEC §9)', () => {
  it.each([
    ['2026-03-05', true, 'Mar 5, 2026'],
    ['2026-03-05', false, 'Mar 5'],
    [new Date(2026, 11, 25), true, 'Dec 25, 2026'],
    ['2026-03-05T10:00:00', false, 'Mar 5'],
    ['not a date', true, ''],
    ['', true, ''],
    [null, true, ''],
    [undefined, false, ''],
  ])('%p (with year %p) shows %p', (value, withYear, text) => {
    expect(formatDisplayDate(value, { withYear })).toBe(text);
  });

  it.each(Array.from({ length: 12 }, (_, month) => new Date(2027, month, month === 8 ? 30 : 1)))(
    '%p reads exactly as the SPEC patterns formatted by date-fns',
    (date) => {
      expect(formatDisplayDate(date)).toBe(format(date, DATE_FORMATS.display));
      expect(formatDisplayDate(date, { withYear: false })).toBe(format(date, DATE_FORMATS.displayShort));
    },
  );

  it('shows the year by default', () => {
    expect(formatDisplayDate('2026-01-02')).toBe('Jan 2, 2026');
  });

  it.each([new Date(2026, 2, 5, 15, 4), new Date(2026, 10, 20, 0, 30), new Date(2026, 0, 1, 12, 0)])(
    '%p with its time reads as date-fns formats "MMM d, yyyy, h:mm a"',
    (date) => {
      expect(formatDisplayDateTime(date)).toBe(format(date, `${DATE_FORMATS.display}, h:mm a`));
    },
  );

  it.each([
    ['03/05/2026', new Date(2026, 2, 5)],
    [' 12/31/2025 ', new Date(2025, 11, 31)],
    ['13/01/2026', null],
    ['02/30/2026', null],
    ['2026-03-05', null],
    ['03/05/26', null],
    ['', null],
    [null, null],
  ])('parses %p as MM/dd/yyyy: %p', (text, date) => {
    expect(parseInputDate(text)).toEqual(date);
  });

  it('writes dates as MM/dd/yyyy, which parseInputDate reads back', () => {
    expect(formatInputDate(new Date(2026, 2, 5))).toBe('03/05/2026');
    expect(formatInputDate('2025-12-31')).toBe('12/31/2025');
    expect(parseInputDate(formatInputDate(new Date(1990, 6, 4)))).toEqual(new Date(1990, 6, 4));
    expect(formatInputDate(null)).toBe('');
    expect(formatInputDate('not a date')).toBe('');
  });

  it('reads timestamps and rejects invalid dates', () => {
    expect(toDate(0)?.getTime()).toBe(0);
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });
});

test('a typed MM/DD/YYYY date goes to the API as YYYY-MM-DD; not a date is null', () => {
  expect(inputDateToIso('3/5/1990')).toBe('1990-03-05');
  expect(inputDateToIso(' 12/10/1815 ')).toBe('1815-12-10');
  expect(inputDateToIso('02/30/1990')).toBeNull();
});

test('a birthday runs from 1900-01-01 up to yesterday, as the API accepts', () => {
  const { min, max } = birthdayRange(new Date(2026, 0, 1, 15, 30));
  expect(min).toEqual(new Date(1900, 0, 1));
  expect(max).toEqual(new Date(2025, 11, 31));
});
