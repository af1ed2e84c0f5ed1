// Time source for every rule that depends on "now" (token expiry, grace windows, rate-limit
// windows, one-time token expiry). Tests inject a ManualClock to make those rules deterministic.

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that only moves when told to (tests). */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string | number = Date.now()) {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }

  set(to: Date | string | number): void {
    this.current = new Date(to).getTime();
  }
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** ISO-8601 UTC timestamp, the one format every stored timestamp uses (sorts as text). */
export const iso = (d: Date): string => d.toISOString();

export const addMs = (d: Date, ms: number): Date => new Date(d.getTime() + ms);
