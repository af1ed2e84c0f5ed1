// GET /api/dev/mailbox/: the development mailbox. Without SMTP_URL nothing leaves the API; a newcomer
// running `npm start` reads here the emails it would have sent (newest first, each link clickable).
// It shows every user's verification and password-reset links to anyone who asks, so buildApp
// registers it only when FLORA_ENV is `development` and no SMTP_URL is set: it does not exist in
// production, in tests or next to real delivery. The page follows common/sandbox-html.ts: plain
// HTML, no scripts, one inline stylesheet, every value escaped, its own strict CSP.
import type { FastifyInstance } from 'fastify';
import { escapeHtml, sandboxPage, sandboxPageHeaders } from '../../common/sandbox-html';
import type { AppContext } from '../../context';
import { schemaTyped } from '../../common/typed-routes';
import { mailboxQuery, type OutboxEntry } from './email-schemas';
import { listOutbox } from './outbox-service';
import { access } from '../../common/access-policy';

export const MAILBOX_PATH = '/api/dev/mailbox/';
export const MAILBOX_LIMIT = 100;

const STYLE = `
.filter{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;margin:1rem 0}
.filter div{flex:1 1 14rem}
label{display:block;font-weight:600;margin:.25rem 0}
input{font:inherit;width:100%;padding:.5rem;border:1px solid #8a8377;border-radius:6px;background:#fff}
button{font:inherit;font-weight:600;padding:.55rem 1rem;border-radius:6px;border:2px solid #3d2f8f;background:#3d2f8f;color:#fff;cursor:pointer}
.count{color:#5a5668}
article{background:#fff;border:1px solid #e8e4de;border-radius:8px;padding:1rem;margin:1rem 0}
h2{font-size:1.1rem;margin:0 0 .5rem;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.125rem 1rem;margin:0 0 .75rem;font-size:.9rem}dt{color:#5a5668}dd{margin:0;overflow-wrap:anywhere}
.body{white-space:pre-wrap;overflow-wrap:anywhere;font:inherit;margin:0;padding:.75rem;background:#faf9f7;border-radius:6px}
.empty{background:#fff;border:1px dashed #bdb6ab;border-radius:8px;padding:1rem}
`;

const when = (iso: string) =>
  `${new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })} UTC`;

/** The body as text, every http(s) URL in it a link. */
export function linkify(body: string): string {
  return body
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
}

function message(entry: OutboxEntry): string {
  return `<article aria-labelledby="email-${entry.id}">
<h2 id="email-${entry.id}">${escapeHtml(entry.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(entry.to)}</dd><dt>Written</dt><dd><time datetime="${escapeHtml(entry.created_at)}">${escapeHtml(when(entry.created_at))}</time></dd></dl>
<p class="body">${linkify(entry.body)}</p>
${entry.attachments.map((a) => `<details><summary>Attached: ${escapeHtml(a.filename)}</summary><pre class="body">${escapeHtml(a.content)}</pre></details>`).join('\n')}
</article>`;
}

export function mailboxPageHtml(entries: OutboxEntry[], to: string | null): string {
  const count = `${entries.length === MAILBOX_LIMIT ? `The newest ${MAILBOX_LIMIT} emails` : `${entries.length} email${entries.length === 1 ? '' : 's'}`}${to ? ` to ${to}` : ''}, newest first.`;
  const empty = to
    ? `<p class="empty">No emails to ${escapeHtml(to)} yet.</p>`
    : '<p class="empty">No emails yet. Create an account or ask for a password reset, then reload this page.</p>';
  return sandboxPage({
    title: 'Mailbox',
    site: 'Flora development',
    banner: 'Development mailbox: nothing here was sent. Set SMTP_URL to deliver emails.',
    style: STYLE,
    body: [
      '<h1>Mailbox</h1>',
      '<p>The emails the API has written to its outbox. Open a link to continue as the person it was sent to.</p>',
      `<form class="filter" method="get" action="${MAILBOX_PATH}" role="search">`,
      `<div><label for="to">Recipient</label><input id="to" name="to" type="email" autocomplete="off" value="${escapeHtml(to ?? '')}"></div>`,
      '<button type="submit">Show</button>',
      '</form>',
      to ? `<p><a href="${MAILBOX_PATH}">Show every recipient</a></p>` : '',
      entries.length ? `<p class="count" role="status">${escapeHtml(count)}</p>\n${entries.map(message).join('\n')}` : empty,
    ].join('\n'),
  });
}

export async function devMailboxFeature(fastify: FastifyInstance, ctx: AppContext) {
  const app = schemaTyped(fastify);
  app.get(
    MAILBOX_PATH,
    {
      config: { access: access.anyone() },
      schema: {
        tags: ['internal'],
        summary: 'The development mailbox (HTML)',
        description:
          'Development only (FLORA_ENV=development and no SMTP_URL; the route does not exist otherwise). An HTML page listing the emails in the outbox, newest first (at most 100): recipient, subject, time, the text with its links clickable. `to` shows one recipient\'s (case-insensitive). No sign-in. No scripts; a strict Content-Security-Policy.',
        querystring: mailboxQuery,
        response: { 200: { description: 'The page.', content: { 'text/html': { schema: { type: 'string' } } } } },
      },
    },
    async (request, reply) => {
      const to = request.query.to?.trim().toLowerCase() || null;
      const entries = (await listOutbox(ctx.db, { to: to ?? undefined, limit: MAILBOX_LIMIT })).map((r) => r.entry);
      const html = mailboxPageHtml(entries, to);
      return reply.headers(sandboxPageHeaders(html)).send(html);
    },
  );
}
