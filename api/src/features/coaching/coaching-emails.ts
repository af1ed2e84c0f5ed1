// The coaching call emails: booked, moved, cancelled, each with the calendar invite attached. They
// name the time (in UTC; the invite shows it in her own calendar's zone) and link to My Account,
// never anything about her results.
import { type EmailMessage, greeting, type Recipient } from '../email';
import { coachingInvite, type InviteInput } from './coaching-invite';

const WHEN = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' });

export const callTime = (iso: string) => WHEN.format(new Date(iso));

type Change = 'booked' | 'moved' | 'cancelled';

const SUBJECT: Record<Change, string> = {
  booked: 'Your Flora coaching call is booked',
  moved: 'Your Flora coaching call has a new time',
  cancelled: 'Your Flora coaching call is cancelled',
};

export function coachingCallEmail(to: Recipient, change: Change, invite: InviteInput): EmailMessage {
  const when = callTime(invite.startsAt);
  const account = `${invite.frontendUrl}/account/coaching/`;
  const lines: Record<Change, string> = {
    booked: `Your coaching call is booked for ${when} (${invite.durationMinutes} minutes). A Flora health coach will call you then.\n\nThe invite attached adds it to your calendar. To reschedule or cancel, open My Account:\n\n${account}`,
    moved: `Your coaching call now takes place ${when} (${invite.durationMinutes} minutes). The invite attached moves it in your calendar. To change it again or cancel, open My Account:\n\n${account}`,
    cancelled: `Your coaching call of ${when} is cancelled. The invite attached removes it from your calendar. You can book another time in My Account:\n\n${account}`,
  };
  return {
    to: to.email,
    subject: SUBJECT[change],
    body: `${greeting(to)}\n\n${lines[change]}\n\nFlora`,
    attachments: [coachingInvite({ ...invite, cancelled: change === 'cancelled' })],
  };
}
