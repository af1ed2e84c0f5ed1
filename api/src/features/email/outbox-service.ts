// The staff outbox reader. An email to a patient is her data (a reset link, a result notice, a
// coaching invite): each one a staff member reads is recorded in her access log.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { audit } from '../audit';
import type { OutboxEntry } from './email-schemas';
import { listOutbox, outboxBacklog } from './outbox-repository';

// The development mailbox (dev-mailbox-routes.ts) reads the outbox as it is; the metrics count what waits.
export { listOutbox, outboxBacklog };

export async function readOutbox(ctx: AppContext, request: FastifyRequest, opts: { to?: string; limit: number }): Promise<OutboxEntry[]> {
  const records = await listOutbox(ctx.db, opts);
  const patients = records.filter((r) => r.recipientUserId !== null);
  await audit(ctx.db, ctx.clock, request, 'read', patients.map((r) => ({ type: 'outbox_email', id: r.entry.id, subjectUserId: r.recipientUserId })));
  return records.map((r) => r.entry);
}
