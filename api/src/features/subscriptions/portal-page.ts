// The sandbox customer portal (common/sandbox-html.ts: plain HTML, no scripts, every value escaped).
// Each subscription has plain forms
// (skip the next delivery, change plan, cancel with a reason) that post back to the API with the token.
import { escapeHtml, money, sandboxPage } from '../../common/sandbox-html';
import { CANCEL_NOTE_MAX, CANCEL_REASONS } from './subscription-rules';
import type { PlanOption } from './subscriptions-service';
import type { SubscriptionRow } from './subscriptions-repository';
import { portalPath } from './portal-links';

export const longDate = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

const STYLE = `
h2{font-size:1.2rem;margin:0 0 .25rem}
.notice{background:#e7f3ec;border:1px solid #7bb592;border-radius:6px;padding:.75rem;font-weight:600}
.notice.warn{background:#fdecea;border-color:#e0a19a}
section{background:#fff;border:1px solid #e8e4de;border-radius:8px;padding:1rem;margin:1rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:.75rem 0}dt{color:#5a5668}dd{margin:0}
.status{display:inline-block;border-radius:999px;padding:0 .6rem;font-size:.8rem;font-weight:600;background:#e7f3ec;color:#1f5135}
.status.cancelled{background:#eee;color:#5a5668}
form{border-top:1px solid #e8e4de;padding-top:.75rem;margin-top:.75rem}
label{display:block;font-weight:600;margin:.25rem 0}
select,textarea{font:inherit;width:100%;padding:.5rem;border:1px solid #bdb6ab;border-radius:6px;background:#fff}
button{font:inherit;font-weight:600;width:100%;margin-top:.5rem;padding:.65rem 1rem;border-radius:6px;border:2px solid #3d2f8f;background:#3d2f8f;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#3d2f8f}button.danger{background:#fff;color:#a1271b;border-color:#a1271b}
`;

export const portalLayout = (title: string, body: string): string =>
  sandboxPage({ title, site: 'Flora subscriptions (sandbox)', banner: 'Sandbox customer portal: no real payment is taken.', style: STYLE, body });

/** A page that only says something (an expired link, a refused form). */
export const messagePageHtml = (title: string, detail: string, backHref: string | null): string =>
  portalLayout(
    title,
    `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(detail)}</p>${backHref ? `\n<p><a href="${escapeHtml(backHref)}">Back to your subscriptions</a></p>` : ''}`,
  );

export interface PortalPage {
  token: string;
  subscriptions: SubscriptionRow[];
  /** The plans each active subscription may move to (by subscription id). */
  options: Map<number, PlanOption[]>;
  notice: { text: string; warn: boolean } | null;
  /** Where "Back to Flora" goes. */
  backUrl: string;
}

function details(s: SubscriptionRow): string {
  const rows: [string, string][] = [
    ['Plan', `${s.plan_name}${s.discount_percentage ? ` (${s.discount_percentage}% off)` : ''}`],
    ['Quantity', String(s.quantity)],
    ['Price per delivery', money(s.unit_price_cents * s.quantity)],
    ['Started', longDate(s.started_at)],
  ];
  if (s.next_charge_at) rows.push(['Next delivery', longDate(s.next_charge_at)]);
  if (s.skipped_charges) rows.push(['Deliveries skipped', String(s.skipped_charges)]);
  if (s.cancelled_at) rows.push(['Cancelled', longDate(s.cancelled_at)]);
  if (s.ends_at) rows.push([s.kind === 'membership' ? 'Membership ends' : 'Paid until', longDate(s.ends_at)]);
  return `<dl>${rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;
}

function forms(s: SubscriptionRow, options: PlanOption[], action: (what: string) => string): string {
  const id = `s${s.id}`;
  const hidden = `<input type="hidden" name="subscription_id" value="${s.id}">`;
  const skip = `<form method="post" action="${escapeHtml(action('skip'))}">${hidden}
<input type="hidden" name="charge_at" value="${escapeHtml(s.next_charge_at)}">
<button type="submit" class="secondary">Skip the delivery of ${escapeHtml(longDate(s.next_charge_at!))}</button></form>`;
  const others = options.filter((o) => o.plan.id !== s.selling_plan_id);
  const swap = others.length
    ? `<form method="post" action="${escapeHtml(action('swap'))}">${hidden}
<label for="${id}-plan">Change to</label>
<select id="${id}-plan" name="selling_plan_id" required>
${others.map((o) => `<option value="${escapeHtml(o.plan.id)}">${escapeHtml(`${o.product.name}, ${o.plan.name.toLowerCase()}: ${money(o.unitPriceCents * s.quantity)} per delivery`)}</option>`).join('\n')}
</select>
<button type="submit" class="secondary">Change plan</button>
<p class="note">The new price applies from the next delivery; its date stays.</p></form>`
    : '';
  const cancel = `<form method="post" action="${escapeHtml(action('cancel'))}">${hidden}
<label for="${id}-reason">Why are you cancelling?</label>
<select id="${id}-reason" name="reason" required>
<option value="">Choose a reason</option>
${CANCEL_REASONS.map((r) => `<option value="${escapeHtml(r.value)}">${escapeHtml(r.label)}</option>`).join('\n')}
</select>
<label for="${id}-note">Anything else? (optional)</label>
<textarea id="${id}-note" name="note" rows="2" maxlength="${CANCEL_NOTE_MAX}"></textarea>
<button type="submit" class="danger">Cancel subscription</button>
<p class="note">No more charges. What you paid for runs until ${escapeHtml(longDate(s.next_charge_at!))}.</p></form>`;
  return skip + '\n' + swap + '\n' + cancel;
}

export function portalPageHtml(page: PortalPage): string {
  const action = (what: string) => `${portalPath(page.token)}${what}/`;
  const notice = page.notice ? `<p class="notice${page.notice.warn ? ' warn' : ''}" role="status">${escapeHtml(page.notice.text)}</p>` : '';
  const sections = page.subscriptions.map(
    (s) => `<section id="subscription-${s.id}" aria-labelledby="subscription-${s.id}-name">
<h2 id="subscription-${s.id}-name">${escapeHtml(s.name)}</h2>
<span class="status ${escapeHtml(s.status)}">${s.status === 'active' ? 'Active' : 'Cancelled'}</span>
${details(s)}
${s.status === 'active' ? forms(s, page.options.get(s.id) ?? [], action) : ''}
</section>`,
  );
  return portalLayout(
    'Your subscriptions',
    [
      '<h1>Your subscriptions</h1>',
      notice,
      sections.length ? sections.join('\n') : '<p>You have no subscriptions.</p>',
      `<p><a href="${escapeHtml(page.backUrl)}">Back to Flora</a></p>`,
    ].join('\n'),
  );
}
