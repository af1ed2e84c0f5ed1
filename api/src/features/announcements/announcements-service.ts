// The rules of announcements (issue 26). Staff publish one now or for a later time, edit it while it
// is not withdrawn, and withdraw it (kept, so the back office still lists it; patients no longer see
// it). A patient dismisses one she can see, once, for every device. Every change forgets this
// process's copy of the list that user-config shows (other processes see it within 30 s).
import { badRequest, conflict, notFound } from '../../common/http-errors';
import type { AppContext } from '../../context';
import { forgetAnnouncements } from '../user';
import type { AnnouncementChange, AnnouncementStatus, NewAnnouncement, StaffAnnouncement } from './announcement-schemas';
import {
  type AnnouncementRow,
  findAnnouncement,
  insertAnnouncement,
  insertDismissal,
  listAllAnnouncements,
  updateAnnouncement,
  withdrawAnnouncement,
} from './announcements-repository';

const NOT_FOUND = 'No announcement has this id.';

export function statusOf(row: AnnouncementRow, now: Date): AnnouncementStatus {
  if (row.withdrawn_at) return 'withdrawn';
  return row.published_at <= now.toISOString() ? 'published' : 'scheduled';
}

const view = (row: AnnouncementRow, now: Date): StaffAnnouncement => ({ ...row, status: statusOf(row, now) });

/** Trimmed text; blank is refused with the field named (the schema already bounds the length). */
function text(value: string, field: 'title' | 'message'): string {
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`The ${field} cannot be blank.`, field);
  return trimmed;
}

/** A date-time string as the canonical ISO text the list is ordered by. */
function instant(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest('published_at must be a date and time (ISO 8601).', 'published_at');
  return date.toISOString();
}

export async function listForStaff(ctx: AppContext): Promise<StaffAnnouncement[]> {
  const now = ctx.clock.now();
  return (await listAllAnnouncements(ctx.db)).map((row) => view(row, now));
}

export async function publish(ctx: AppContext, input: NewAnnouncement): Promise<StaffAnnouncement> {
  const now = ctx.clock.now();
  const values = {
    title: text(input.title, 'title'),
    message: text(input.message, 'message'),
    published_at: input.published_at === undefined ? now.toISOString() : instant(input.published_at),
  };
  const id = await insertAnnouncement(ctx.db, values);
  forgetAnnouncements(ctx.db);
  return view((await findAnnouncement(ctx.db, id))!, now);
}

export async function edit(ctx: AppContext, id: number, input: AnnouncementChange): Promise<StaffAnnouncement> {
  const now = ctx.clock.now();
  const changes: AnnouncementChange = {};
  if (input.title !== undefined) changes.title = text(input.title, 'title');
  if (input.message !== undefined) changes.message = text(input.message, 'message');
  if (input.published_at !== undefined) changes.published_at = instant(input.published_at);
  if (Object.keys(changes).length === 0) throw badRequest('Say what to change: title, message or published_at.');
  const existing = await findAnnouncement(ctx.db, id);
  if (!existing) throw notFound(NOT_FOUND);
  if (!(await updateAnnouncement(ctx.db, id, changes, now.toISOString()))) throw conflict('A withdrawn announcement cannot be edited.');
  forgetAnnouncements(ctx.db);
  return view((await findAnnouncement(ctx.db, id))!, now);
}

export async function withdraw(ctx: AppContext, id: number): Promise<StaffAnnouncement> {
  const now = ctx.clock.now();
  if (!(await findAnnouncement(ctx.db, id))) throw notFound(NOT_FOUND);
  await withdrawAnnouncement(ctx.db, id, now.toISOString());
  forgetAnnouncements(ctx.db);
  return view((await findAnnouncement(ctx.db, id))!, now);
}

/** Only an announcement the patient can see (published, not withdrawn) can be dismissed: 404 otherwise. */
export async function dismiss(ctx: AppContext, userId: number, id: number): Promise<void> {
  const now = ctx.clock.now();
  const row = await findAnnouncement(ctx.db, id);
  if (!row || statusOf(row, now) !== 'published') throw notFound(NOT_FOUND);
  await insertDismissal(ctx.db, userId, id, now.toISOString());
}
