// The calendar invite of a coaching call (RFC 5545), sent as an .ics attachment of the booking,
// reschedule and cancellation emails. One UID per booking, so a reschedule (SEQUENCE + 1) moves the
// event in her calendar and a cancellation (METHOD:CANCEL) removes it. No health detail in it: the
// title says "Flora coaching call", nothing about results.
import type { EmailAttachment } from '../email';

export interface InviteInput {
  bookingId: number;
  sequence: number;
  startsAt: string;
  durationMinutes: number;
  /** When the invite is written (DTSTAMP). */
  now: Date;
  frontendUrl: string;
  cancelled?: boolean;
}

/** 2026-12-01T09:30:00.000Z -> 20261201T093000Z */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Commas, semicolons and backslashes escaped; newlines as \n (RFC 5545 §3.3.11). */
const icsText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets folded (RFC 5545 §3.1); ours are ASCII. */
const fold = (line: string) => line.match(/.{1,74}/g)!.join('\r\n ');

export function coachingInvite(input: InviteInput): EmailAttachment {
  const start = new Date(input.startsAt);
  const end = new Date(start.getTime() + input.durationMinutes * 60_000);
  const method = input.cancelled ? 'CANCEL' : 'PUBLISH';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Flora//Coaching calls//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:coaching-booking-${input.bookingId}@flora`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${icsTime(input.now.toISOString())}`,
    `DTSTART:${icsTime(start.toISOString())}`,
    `DTEND:${icsTime(end.toISOString())}`,
    `SUMMARY:${icsText('Flora coaching call')}`,
    `DESCRIPTION:${icsText(`Your coaching call with a Flora health coach. We call you at the time booked. Reschedule or cancel in My Account: ${input.frontendUrl}/account/coaching/`)}`,
    `URL:${input.frontendUrl}/account/coaching/`,
    `STATUS:${input.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return {
    filename: 'flora-coaching-call.ics',
    content_type: `text/calendar; method=${method}; charset=utf-8`,
    content: `${lines.map(fold).join('\r\n')}\r\n`,
  };
}
