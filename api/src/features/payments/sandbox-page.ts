// The sandbox's checkout pages (common/sandbox-html.ts: plain HTML, no scripts, every value escaped).
import { escapeHtml, money, sandboxPage } from '../../common/sandbox-html';
import { checkoutUrl } from '../checkout';
import type { Checkout } from './payments-service';

const STYLE = `
table{width:100%;border-collapse:collapse;background:var(--flora-color-surface);border-radius:var(--flora-radius-md);box-shadow:var(--flora-shadow-card)}
caption{text-align:left;font-weight:var(--flora-font-weight-bold);padding:var(--flora-space-1) 0}
th,td{padding:var(--flora-space-1) var(--flora-space-2);border-bottom:1px solid var(--flora-color-border);text-align:left;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
td:first-child{overflow-wrap:anywhere}
@media (max-width:480px){th,td{padding:var(--flora-space-1) var(--flora-space-half)}}
tfoot th{font-weight:var(--flora-font-weight-medium)}tfoot tr.total th,tfoot tr.total td{font-weight:var(--flora-font-weight-bold)}
ul.perks{list-style:none;padding:0;margin:var(--flora-space-2) 0;display:flex;gap:var(--flora-space-1);flex-wrap:wrap}
ul.perks li{background:var(--flora-color-success-bg);color:var(--flora-color-success);border-radius:var(--flora-radius-pill);padding:var(--flora-space-half) var(--flora-space-2);font-size:var(--flora-font-size-sm)}
fieldset{border:1px solid var(--flora-color-border-strong);border-radius:var(--flora-radius-md);background:var(--flora-color-surface);margin:var(--flora-space-2) 0;padding:var(--flora-space-1) var(--flora-space-2)}
legend{font-weight:var(--flora-font-weight-bold);padding:0 var(--flora-space-half)}
label.option{display:flex;gap:var(--flora-space-1);align-items:flex-start;padding:var(--flora-space-1) 0;cursor:pointer}
label.option span.price{margin-left:auto;white-space:nowrap}
input[type=radio]{accent-color:var(--flora-color-primary);width:1.25rem;height:1.25rem;margin:.125rem 0 0}
button{font:inherit;font-weight:var(--flora-font-weight-bold);width:100%;min-height:48px;padding:var(--flora-space-1) var(--flora-space-2);border-radius:var(--flora-radius-pill);cursor:pointer}
button.pay{background:var(--flora-color-accent);color:var(--flora-color-on-accent);border:2px solid var(--flora-color-accent)}
button.pay:hover{background:var(--flora-color-accent-hover)}
button.decline{background:var(--flora-color-surface);color:var(--flora-color-primary);border:2px solid var(--flora-color-primary);margin-top:var(--flora-space-1)}
tr.by-delivery{display:none}
`;

/**
 * The shipping and total rows follow the delivery chosen on the page without a script: one pair per
 * option, shown (CSS :has) while its radio is checked, so the page never shows a total the order
 * will not charge.
 */
const deliveryRule = (method: string) =>
  `.checkout:has(input[name=delivery][value="${method}"]:checked) tr.by-delivery.${method}{display:table-row}`;

const layout = (title: string, body: string, style = ''): string =>
  sandboxPage({ title, site: 'Flora checkout (sandbox)', banner: 'Sandbox payment provider: no real payment is taken.', style: STYLE + style, body });

/** The shipping and total rows for one shipping price (null: nothing ships). */
function totalRows(total: number, shippingCents: number | null, rowClass = ''): string {
  const attr = rowClass ? ` class="${rowClass}"` : '';
  const totalAttr = ` class="total${rowClass ? ` ${rowClass}` : ''}"`;
  const shipping = shippingCents === null ? '' : `<tr${attr}><th scope="row" colspan="3">Shipping</th><td class="num">${shippingCents ? money(shippingCents) : 'Free'}</td></tr>\n`;
  return `${shipping}<tr${totalAttr}><th scope="row" colspan="3">Total</th><td class="num">${money(total + (shippingCents ?? 0))}</td></tr>`;
}

/** The order summary; `totals` are its shipping and total rows. */
function summary(checkout: Checkout, totals: string): string {
  const { session } = checkout;
  const rows = checkout.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}${l.is_subscription ? ' <span class="note">(subscription)</span>' : ''}</td>` +
        `<td class="num">${escapeHtml(l.quantity)}</td>` +
        `<td class="num">${money(l.unit_price_cents)}</td>` +
        `<td class="num">${money(l.unit_price_cents * l.quantity)}</td></tr>`,
    )
    .join('\n');
  const discount = session.discount_cents
    ? `<tr><th scope="row" colspan="3">Discount${session.discount_code ? ` (${escapeHtml(session.discount_code)})` : ''}</th><td class="num">${money(-session.discount_cents)}</td></tr>`
    : '';
  return `<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Price</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td class="num">${money(session.subtotal_cents)}</td></tr>
${discount}
${totals}
</tfoot>
</table>
<ul class="perks"><li>Free standard shipping</li><li>HSA/FSA eligible</li></ul>`;
}

function openPage(checkout: Checkout, preselect: string | undefined): string {
  const chosen = Math.max(0, checkout.deliveryOptions.findIndex((o) => o.method === preselect));
  const url = checkoutUrl(checkout.session.id);
  const options = checkout.deliveryOptions
    .map(
      (o, i) =>
        `<label class="option"><input type="radio" name="delivery" value="${escapeHtml(o.method)}"${i === chosen ? ' checked' : ''}>` +
        `<span>${escapeHtml(o.label)}<br><span class="note">${escapeHtml(o.window)}</span></span>` +
        `<span class="price">${o.price_cents ? `+${money(o.price_cents)}` : 'Free'}</span></label>`,
    )
    .join('\n');
  const delivery = options
    ? `<fieldset><legend>Delivery</legend>\n${options}\n</fieldset>`
    : '<p class="note">Nothing ships: the lab runs this on the sample you already sent.</p>';
  const total = checkout.session.total_cents;
  const totals = checkout.deliveryOptions.length
    ? checkout.deliveryOptions.map((o) => totalRows(total, o.price_cents, `by-delivery ${o.method}`)).join('\n')
    : totalRows(total, null);
  return layout(
    'Pay',
    `<div class="checkout">
<h1>Checkout</h1>
<p class="note">For ${escapeHtml(checkout.buyerEmail)}</p>
${summary(checkout, totals)}
<form method="post" action="${escapeHtml(`${url}pay/`)}">
${delivery}
<button type="submit" class="pay">Pay (sandbox)</button>
</form>
<form method="post" action="${escapeHtml(`${url}decline/`)}">
<button type="submit" class="decline">Decline payment</button>
</form>
</div>`,
    checkout.deliveryOptions.map((o) => deliveryRule(o.method)).join('\n'),
  );
}

function paidPage(checkout: Checkout): string {
  const order = checkout.order!;
  return layout(
    'Receipt',
    `<h1>Payment received</h1>
<p>Order <strong>${escapeHtml(order.order_number)}</strong> is paid. A receipt goes to ${escapeHtml(order.order_email)}.</p>
${summary(checkout, totalRows(checkout.session.total_cents, order.delivery_method === null ? null : order.shipping_cents))}
<p><a href="${escapeHtml(checkout.returnUrl)}">Return to Flora</a></p>`,
  );
}

function declinedPage(checkout: Checkout): string {
  return layout(
    'Declined',
    `<h1>Payment declined</h1>
<p>You declined this payment. Nothing was charged. To buy these items, start a new checkout on Flora.</p>
<p><a href="${escapeHtml(checkout.returnUrl)}">Return to Flora</a></p>`,
  );
}

export function checkoutPageHtml(checkout: Checkout, preselect?: string): string {
  if (checkout.session.status === 'paid' && checkout.order) return paidPage(checkout);
  if (checkout.session.status === 'declined') return declinedPage(checkout);
  return openPage(checkout, preselect);
}

/** A page for an unknown checkout or a refused action (the message is the error's detail). */
export function messagePageHtml(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
