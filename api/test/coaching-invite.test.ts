// The calendar invite of a coaching call (RFC 5545): times in UTC, one UID per booking, SEQUENCE per
// change, CANCEL on cancellation, text escaped and lines folded.
import { coachingInvite } from '../src/features/coaching/coaching-invite';

const base = { bookingId: 42, sequence: 0, startsAt: '2026-12-01T15:00:00.000Z', durationMinutes: 30, now: new Date('2026-11-20T12:00:00.000Z'), frontendUrl: 'https://flora.example' };

it('an event of the booked time, CRLF lines, no line longer than 75 octets', () => {
  const invite = coachingInvite(base);
  expect(invite).toMatchObject({ filename: 'flora-coaching-call.ics', content_type: 'text/calendar; method=PUBLISH; charset=utf-8' });
  const lines = invite.content.split('\r\n');
  expect(lines).toEqual(
    expect.arrayContaining(['BEGIN:VCALENDAR', 'METHOD:PUBLISH', 'UID:coaching-booking-42@flora', 'SEQUENCE:0', 'DTSTAMP:20261120T120000Z', 'DTSTART:20261201T150000Z', 'DTEND:20261201T153000Z', 'STATUS:CONFIRMED', 'END:VCALENDAR']),
  );
  expect(lines.every((l) => l.length <= 75)).toBe(true);
  expect(invite.content.endsWith('\r\n')).toBe(true);
  // folded lines unfold to the description, commas escaped
  const unfolded = invite.content.replace(/\r\n /g, '');
  expect(unfolded).toContain('DESCRIPTION:Your coaching call with a Flora health coach. We call you at the time booked. Reschedule or cancel in My Account: https://flora.example/account/coaching/');
  expect(unfolded).not.toMatch(/result|CST|BV/);
});

it('a cancellation keeps the UID, raises the SEQUENCE and says CANCEL', () => {
  const invite = coachingInvite({ ...base, sequence: 2, cancelled: true });
  expect(invite.content_type).toMatch(/method=CANCEL/);
  expect(invite.content).toContain('METHOD:CANCEL');
  expect(invite.content).toContain('STATUS:CANCELLED');
  expect(invite.content).toContain('UID:coaching-booking-42@flora');
  expect(invite.content).toContain('SEQUENCE:2');
});
