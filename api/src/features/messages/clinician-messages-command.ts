// `clinician:message`: a clinician reads or answers a consult's messages from the command line.
//   list <consult-uid>                               the thread, oldest first (the latest 200)
//   send <consult-uid> --as <staff email> <text...>  a clinician message signed by that staff member
// Audited like the API (via 'cli').
import type { Kysely } from 'kysely';
import type { Clock } from '../../common/clock';
import type { Database } from '../../db/schema';
import { auditCli } from '../audit';
import { findUserByEmail } from '../user';
import { toMessageView } from './message-view';
import { anyConsult, MAX_PAGE_SIZE, messagesOf, postMessage } from './messages-service';

export const CLINICIAN_MESSAGE_USAGE =
  'usage: clinician:message list <consult-uid>\n       clinician:message send <consult-uid> --as <staff email> <message text>';

const line = (m: ReturnType<typeof toMessageView>) => `#${m.id} ${m.created_at} ${m.author.role} ${m.author.name}: ${m.body}`;

/** Runs the command; throws an Error whose message is meant for the terminal. */
export async function runClinicianMessages(db: Kysely<Database>, clock: Clock, args: string[], print: (text: string) => void) {
  const [command, uid, ...rest] = args;
  if (!uid || (command !== 'list' && command !== 'send')) throw new Error(CLINICIAN_MESSAGE_USAGE);
  const consult = await anyConsult(db, uid);

  if (command === 'list') {
    const messages = (await messagesOf(db, consult, { limit: MAX_PAGE_SIZE })).reverse();
    await auditCli(db, clock, 'clinician:message list', 'read', messages.map((m) => ({ type: 'consult_message', id: m.id, subjectUserId: consult.user_id })));
    print(messages.length ? messages.map((m) => line(toMessageView(m))).join('\n') : 'No messages yet.');
    return;
  }

  if (rest[0] !== '--as' || !rest[1] || rest.length < 3) throw new Error(CLINICIAN_MESSAGE_USAGE);
  const author = await findUserByEmail(db, rest[1]);
  if (!author?.isStaff || !author.isActive) throw new Error(`${rest[1]} is not an active staff account.`);
  const message = await postMessage(db, consult, { userId: author.id, role: 'clinician' }, rest.slice(2).join(' '), clock.now());
  await auditCli(db, clock, 'clinician:message send', 'create', { type: 'consult_message', id: message.id, subjectUserId: consult.user_id });
  print(line(toMessageView(message)));
}
