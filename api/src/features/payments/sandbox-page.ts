// The sandbox's checkout pages: plain server-rendered HTML (no scripts, no outside hosts), one
// small inline stylesheet, readable on a narrow screen. Every value is escaped.
import { checkoutUrl } from '../checkout/checkout-sessions';
import type { Checkout } from './payments-service';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** SPEC §5: zero decimals when whole, otherwise two. */
export const money = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}$${abs % 100 === 0 ? String(abs / 100) : (abs / 100).toFixed(2)}`;
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#1d1b2c;background:#f7f5f2}
main{max-width:34rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.sandbox{background:#fff4d6;border:1px solid #e6c860;border-radius:6px;padding:.5rem .75rem;font-size:.875rem}
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
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f0a500;outline-offset:2px}
a{color:#3d2f8f}.note{font-size:.875rem;color:#5a5668}
@media (min-width:600px){main{padding-top:3rem}}
`;

function layout(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${escapeHtml(title)} · Flora checkout (sandbox)</title>`,
    `<style>${STYLE}</style></head>`,
    `<body><main>`,
    '<p class="sandbox" role="note">Sandbox payment provider: no real payment is taken.</p>',
    body,
    '</main></body></html>',
  ].join('\n');
}

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

function openPage(checkout: Checkout): string {
  const url = checkoutUrl(checkout.session.id);
  const options = checkout.deliveryOptions
    .map(
      (o, i) =>
        `<label class="option"><input type="radio" name="delivery" value="${escapeHtml(o.method)}"${i === 0 ? ' checked' : ''}>` +
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

export function checkoutPageHtml(checkout: Checkout): string {
  if (checkout.session.status === 'paid' && checkout.order) return paidPage(checkout);
  if (checkout.session.status === 'declined') return declinedPage(checkout);
  return openPage(checkout);
}

/** A page for an unknown checkout or a refused action (the message is the error's detail). */
export function messagePageHtml(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(message)}</p>`);
}
