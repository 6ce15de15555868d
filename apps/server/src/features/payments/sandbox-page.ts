// The sandbox gateway's hosted page (ADR 403): plain server-rendered HTML with one form, styled
// like the method the payer chose. It plays a third party, so it shares nothing with the
// storefront (no bundle, no session) and works without JavaScript.
import { formatMoney, PaymentMethod } from '@sufra/domain';

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

type Skin = { title: string; brand: string; bg: string; fg: string; accent: string; fields: string };

const cardFields = (number: string) => `
  <label>Card number<input name="card" inputmode="numeric" value="${number}" autocomplete="off"></label>
  <div class="row"><label>Expiry<input name="exp" value="12/34"></label><label>CVC<input name="cvc" value="123"></label></div>`;

function skinOf(method: number): Skin {
  switch (method) {
    case PaymentMethod.knet:
      return {
        title: 'KNET Payment Gateway',
        brand: 'KNET',
        bg: '#eef3fb',
        fg: '#0d2c6c',
        accent: '#0d6efd',
        fields: `<label>Bank<select name="bank"><option>Test Bank (sandbox)</option><option>Other bank</option></select></label>
  <label>Card number<input name="card" value="8888880000000001"></label>
  <div class="row"><label>Expiry<input name="exp" value="09/30"></label><label>PIN<input name="pin" type="password" value="1234"></label></div>`,
      };
    case PaymentMethod.benefit:
      return {
        title: 'BENEFIT Payment Gateway',
        brand: 'BENEFIT',
        bg: '#fff3f3',
        fg: '#7a0c12',
        accent: '#c8102e',
        fields: cardFields('4600 0000 0000 0006'),
      };
    case PaymentMethod.applePay:
    case PaymentMethod.applePayKnet:
      return {
        title: method === PaymentMethod.applePay ? 'Apple Pay' : 'Apple Pay (KNET)',
        brand: ' Pay',
        bg: '#f5f5f7',
        fg: '#000000',
        accent: '#000000',
        fields:
          '<p class="hint">Sandbox wallet: “Sufra Test Card •••• 4242”. Double-click to pay is simulated by Approve.</p>',
      };
    case PaymentMethod.mada:
      return {
        title: 'mada',
        brand: 'mada',
        bg: '#eefaf3',
        fg: '#0b3d2e',
        accent: '#00a651',
        fields: cardFields('5297 4100 0000 0002'),
      };
    default:
      return {
        title: 'Card payment',
        brand: 'VISA · Mastercard · Amex',
        bg: '#f4f6f8',
        fg: '#1a1f36',
        accent: '#635bff',
        fields: cardFields('4242 4242 4242 4242'),
      };
  }
}

export type SandboxPageInput = {
  reference: string;
  method: number;
  amount: number;
  currency: string;
  merchant: string;
  /** The order's public reference (ADR 1471); null for a wallet package or a table's bill. */
  orderRef: string | null;
  /** A part of a shared table's bill (ADR 1406). */
  tablePart?: boolean;
  /** 'elsewhere': pending, but this browser does not hold the attempt's secret (ADR 722). */
  status: 'pending' | 'paid' | 'failed' | 'elsewhere';
  /** The payer's per-attempt secret, posted back with the decision. */
  secret: string | null;
};

export function renderSandboxPage(p: SandboxPageInput): string {
  const skin = skinOf(p.method);
  const amount = esc(formatMoney(p.amount, p.currency, 'en'));
  const body =
    p.status === 'pending' && p.secret
      ? `<form method="post">
  <input type="hidden" name="secret" value="${esc(p.secret)}">
  ${skin.fields}
  <button class="approve" name="decision" value="approve" type="submit">Approve ${amount}</button>
  <button class="decline" name="decision" value="decline" type="submit">Decline</button>
</form>`
      : `<p class="done">${
          p.status === 'elsewhere'
            ? 'This test payment is open in the browser that placed the order; only that page can approve or decline it.'
            : `This payment is ${p.status === 'paid' ? 'already paid' : 'no longer open'}.`
        }</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${esc(skin.title)} — sandbox</title>
<style>
body{margin:0;font:16px/1.4 system-ui,sans-serif;background:${skin.bg};color:${skin.fg};display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:16px;box-shadow:0 8px 30px #0002;padding:24px;width:min(92vw,380px)}
.brand{font-weight:800;font-size:22px;color:${skin.accent};letter-spacing:.5px}
.sandbox{display:inline-block;font-size:12px;background:#fde68a;color:#713f12;border-radius:99px;padding:2px 8px;margin-left:6px}
.amount{font-size:28px;font-weight:700;margin:12px 0 4px}
label{display:block;font-size:13px;margin:10px 0 0}
input,select{display:block;width:100%;box-sizing:border-box;font:inherit;padding:10px;border:1px solid #ccd;border-radius:8px;margin-top:4px}
.row{display:flex;gap:8px}.row label{flex:1}
button{display:block;width:100%;font:inherit;font-weight:600;padding:12px;border-radius:10px;margin-top:14px;cursor:pointer}
.approve{background:${skin.accent};color:#fff;border:0}.decline{background:#fff;color:${skin.fg};border:1px solid #ccd}
.hint,.meta{font-size:13px;opacity:.75}
</style></head>
<body><main>
<div><span class="brand">${esc(skin.brand)}</span><span class="sandbox">TEST PAYMENT</span></div>
<p class="meta">${esc(p.merchant)} · ${p.orderRef !== null ? `order ${esc(p.orderRef)}` : p.tablePart ? 'table bill' : 'wallet package'} · ref ${esc(p.reference)}</p>
<div class="amount" data-testid="amount">${amount}</div>
${body}
<p class="hint">No money moves: this is Sufra's built-in test gateway.</p>
</main></body></html>`;
}
