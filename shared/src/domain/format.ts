// Display formats (SPEC §5 currency and phone numbers, §9 dates and narrow screens).
import { isValid, parseISO } from 'date-fns';
import { numOrNull } from './loose';

/** US dollars: no decimals when whole, otherwise two ('$129', '$109.65'); '' for a missing or invalid amount. */
export function formatCurrency(amount: number | string | null | undefined): string {
  const n = numOrNull(amount);
  if (n === null) return '';
  const digits = Number.isInteger(Math.round(n * 100) / 100) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(n);
}

/** A Date, timestamp or ISO string (a bare 'yyyy-MM-dd' is a local date) as a Date, or null. */
export function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/**
 * An en-US date formatter made at its first use: making one is the costly part of Intl (the three
 * made when this module ran took ~110 ms of My Tests' start under a 4× slower CPU), and a page
 * should pay only for the ones it shows (issue 30).
 */
function dateFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let made: Intl.DateTimeFormat | undefined;
  return () => (made ??= new Intl.DateTimeFormat('en-US', options));
}

// DATE_FORMATS.display / displayShort written by Intl: the same text as date-fns `format` with those
// patterns, without its ~6 KiB gzip of formatters in every page (the login page included).
const DISPLAY = dateFormat({ month: 'short', day: 'numeric', year: 'numeric' });
const DISPLAY_SHORT = dateFormat({ month: 'short', day: 'numeric' });

/** 'MMM d, yyyy' (e.g. 'Mar 5, 2026'), or 'MMM d' without the year; '' for a missing or invalid date. */
export function formatDisplayDate(value: Date | string | number | null | undefined, { withYear = true } = {}): string {
  const date = toDate(value);
  return date ? (withYear ? DISPLAY : DISPLAY_SHORT)().format(date) : '';
}

// Some engines put a narrow no-break space before AM/PM: written as a plain space, as date-fns' 'h:mm a'.
const TIME = dateFormat({ hour: 'numeric', minute: '2-digit' });

/** A moment as 'MMM d, yyyy, h:mm a' (e.g. 'Mar 5, 2026, 3:04 PM': SPEC §9's date, then the time); '' when invalid. */
export function formatDisplayDateTime(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  return date ? `${DISPLAY().format(date)}, ${TIME().format(date).replace(/\s/g, ' ')}` : '';
}

/**
 * A typed DATE_FORMATS.input ('MM/dd/yyyy') date at local midnight, or null when it is not a real
 * date. Read by hand rather than with date-fns `parse`, whose token parsers weigh ~11 KiB gzip in
 * every page (this is the only format typed in).
 */
export function parseInputDate(text: string | null | undefined): Date | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const [month, day, year] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  // Reject overflow such as 02/30/2026 rolling into March.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

/** A typed MM/DD/YYYY date as the API's 'YYYY-MM-DD', or null when it is not a real date. */
export function inputDateToIso(text: string | null | undefined): string | null {
  const date = parseInputDate(text);
  if (!date) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The birthdays the API accepts: from 1900-01-01 up to yesterday (a birthday is in the past). */
export function birthdayRange(today = new Date()): { min: Date; max: Date } {
  return { min: new Date(1900, 0, 1), max: new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1) };
}

/** A date as DATE_FORMATS.input ('MM/dd/yyyy', e.g. '03/05/2026'): what a date field shows and parseInputDate reads back. */
export function formatInputDate(value: Date | string | number | null | undefined): string {
  const date = toDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()}`;
}
