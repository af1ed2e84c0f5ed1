// The sandbox's checkout pages (common/sandbox-html.ts: plain HTML, no scripts, every value escaped).
import { escapeHtml, money, sandboxPage } from '../../common/sandbox-html';
import { checkoutUrl } from '../checkout/checkout-sessions';
import type { Checkout } from './payments-service';

const STYLE = `
table{width:100%;border-collapse:collapse;background:#fff;border-radius:6px}
caption{text-align:left;font-weight:600;padding:.5rem 0}
th,td{padding:.5rem .75rem;border-bottom:1px solid #e8e4de;text-align:left;vertical-align:top}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot th{font-weight:500}tfoot tr.total th,tfoot tr.total td{font-weight:700}
ul.perks{list-style:none;padding:0;margin:1rem 0;display:flex;gap:.5rem;flex-wrap:wrap}
ul.perks li{background:#e7f3ec;color:#1f5135;border-radius:999px;padding:.25rem .75rem;font-size:.875rem}
fieldset{border:1px solid #d9d3ca;border-radius:6px;background:#fff;margin:1rem 0;padding:.5rem .75rem}
legend{font-weight:600;padding:0 .25rem}
label.option{display:flex;gap:.5rem;align-items:flex-start;padding:.5rem 0;cursor:pointer}
label.option span.price{margin-left:auto;white-space:nowrap}
button{font:inherit;font-weight:600;width:100%;padding:.75rem 1rem;border-radius:6px;border:2px solid #3d2f8f;cursor:pointer}
button.pay{background:#3d2f8f;color:#fff}button.decline{background:#fff;color:#3d2f8f;margin-top:.75rem}
`;

const layout = (title: string, body: string): string =>
  sandboxPage({ title, site: 'Flora checkout (sandbox)', banner: 'Sandbox payment provider: no real payment is taken.', style: STYLE, body });

function summary(checkout: Checkout, shippingCents: number | null): string {
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
  const shipping =
    shippingCents === null ? '' : `<tr><th scope="row" colspan="3">Shipping</th><td class="num">${shippingCents ? money(shippingCents) : 'Free'}</td></tr>`;
  return `<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Price</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot>
<tr><th scope="row" colspan="3">Subtotal</th><td class="num">${money(session.subtotal_cents)}</td></tr>
${discount}
${shipping}
<tr class="total"><th scope="row" colspan="3">Total</th><td class="num">${money(session.total_cents + (shippingCents ?? 0))}</td></tr>
</tfoot>
</table>
<ul class="perks"><li>Free shipping</li><li>HSA/FSA eligible</li></ul>`;
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
  return layout(
    'Pay',
    `<h1>Checkout</h1>
<p class="note">For ${escapeHtml(checkout.buyerEmail)}</p>
${summary(checkout, checkout.deliveryOptions.length ? 0 : null)}
<form method="post" action="${escapeHtml(`${url}pay/`)}">
${delivery}
<button type="submit" class="pay">Pay (sandbox)</button>
</form>
<form method="post" action="${escapeHtml(`${url}decline/`)}">
<button type="submit" class="decline">Decline payment</button>
</form>`,
  );
}

function paidPage(checkout: Checkout): string {
  const order = checkout.order!;
  return layout(
    'Receipt',
    `<h1>Payment received</h1>
<p>Order <strong>${escapeHtml(order.order_number)}</strong> is paid. A receipt goes to ${escapeHtml(order.order_email)}.</p>
${summary(checkout, order.delivery_method === null ? null : order.shipping_cents)}
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
