/**
 * The two HTML pages billing serves itself: the local provider's test checkout (a clearly marked
 * TEST PAYMENT taking Stripe's test card numbers) and the receipt of a paid transaction. Plain
 * server-rendered HTML in the product's colours; no scripts (the Content-Security-Policy allows
 * none inline), styles inline.
 */
import { PLANS, PRODUCT_NAME, type BillingCycle, type PlanKey } from '@memeforge/contract';
import { escapeHtml } from '../../mail/layout';

const STYLE = `
body{margin:0;background:#f5f3ff;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1e293b}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#fff;border-radius:16px;padding:24px;box-shadow:0 4px 24px rgba(76,29,149,.08)}
.test{background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:8px;padding:10px 12px;font-weight:700;text-align:center;letter-spacing:.04em}
h1{font-size:22px;margin:16px 0 4px}.muted{color:#64748b;font-size:14px}
.price{font-size:28px;font-weight:700;margin:8px 0 16px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input{width:100%;box-sizing:border-box;font-size:16px;padding:10px 12px;border:1px solid #cbd5e1;border-radius:8px}
input[aria-invalid=true]{border-color:#dc2626}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:20px;width:100%;background:#7c3aed;color:#fff;border:0;border-radius:8px;padding:12px;font-size:16px;font-weight:700;cursor:pointer}
.error{background:#fee2e2;color:#991b1b;border-radius:8px;padding:10px 12px;margin-top:16px}
.hint{font-size:13px;color:#64748b;margin-top:16px;line-height:1.5}
a{color:#7c3aed}
table{width:100%;border-collapse:collapse;margin-top:16px}td{padding:8px 0;border-bottom:1px solid #e2e8f0;font-size:15px}td:last-child{text-align:right}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" type="image/svg+xml" href="/favicon.svg"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

const cycleWord = { month: 'month', year: 'year' } as const;

export function money(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}

export interface CheckoutPageModel {
  plan: PlanKey;
  billingCycle: BillingCycle;
  amount: number;
  currency: string;
  email: string;
  cancelUrl: string;
  action: string;
  values?: { number: string; expiry: string; cvc: string; name: string };
  error?: { field: 'number' | 'expiry' | 'cvc'; message: string };
}

export function localCheckoutPage(model: CheckoutPageModel): string {
  const plan = PLANS[model.plan];
  const values = model.values ?? { number: '', expiry: '', cvc: '', name: '' };
  const invalid = (field: string) => (model.error?.field === field ? ' aria-invalid="true"' : '');
  const credits = plan.cycles[model.billingCycle]?.credits ?? 0;
  return page(
    `TEST PAYMENT · ${PRODUCT_NAME} checkout`,
    `<div class="card">
<div class="test" role="note">TEST PAYMENT · no real card is charged</div>
<h1>${escapeHtml(plan.title)} plan</h1>
<div class="muted">${escapeHtml(model.email)} · ${credits.toLocaleString('en-US')} memes per ${cycleWord[model.billingCycle]}</div>
<div class="price">${money(model.amount, model.currency)} <span class="muted">per ${cycleWord[model.billingCycle]}</span></div>
<form method="post" action="${escapeHtml(model.action)}" novalidate>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${escapeHtml(values.number)}"${invalid('number')} required>
<div class="row">
<div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12 / 34" value="${escapeHtml(values.expiry)}"${invalid('expiry')} required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${escapeHtml(values.cvc)}"${invalid('cvc')} required></div>
</div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" value="${escapeHtml(values.name)}">
${model.error ? `<div class="error" role="alert">${escapeHtml(model.error.message)}</div>` : ''}
<button type="submit">Pay ${money(model.amount, model.currency)} (test)</button>
</form>
<p class="hint">This is the built-in test checkout. Use 4242 4242 4242 4242 with any future expiry and any CVC; 4000 0000 0000 0002 is declined; 4000 0000 0000 0341 pays now and declines later renewals.</p>
<p class="hint"><a href="${escapeHtml(model.cancelUrl)}">Cancel and go back</a></p>
</div>`,
  );
}

export function localCheckoutDonePage(message: string, link: { label: string; url: string }): string {
  return page(
    `${PRODUCT_NAME} checkout`,
    `<div class="card"><div class="test" role="note">TEST PAYMENT</div><h1>Checkout</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p></div>`,
  );
}

export interface ReceiptModel {
  number: string;
  description: string;
  amount: number;
  currency: string;
  paidAt: Date;
  periodStart: Date | null;
  periodEnd: Date | null;
  email: string;
  creditsGranted: number;
  provider: 'local' | 'stripe';
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function receiptPage(model: ReceiptModel): string {
  const period = model.periodStart && model.periodEnd ? `${day(model.periodStart)} – ${day(model.periodEnd)}` : '–';
  return page(
    `Receipt ${model.number} · ${PRODUCT_NAME}`,
    `<div class="card">
${model.provider === 'local' ? '<div class="test" role="note">TEST PAYMENT · local billing provider</div>' : ''}
<h1>${escapeHtml(PRODUCT_NAME)} receipt</h1>
<div class="muted">Receipt ${escapeHtml(model.number)} · ${escapeHtml(model.email)}</div>
<div class="price">${money(model.amount, model.currency)} <span class="muted">paid ${day(model.paidAt)}</span></div>
<table>
<tr><td>Description</td><td>${escapeHtml(model.description)}</td></tr>
<tr><td>Period</td><td>${period}</td></tr>
<tr><td>Credits added</td><td>${model.creditsGranted.toLocaleString('en-US')}</td></tr>
<tr><td>Amount paid</td><td>${money(model.amount, model.currency)}</td></tr>
</table>
</div>`,
  );
}
