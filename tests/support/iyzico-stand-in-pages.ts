// The iyzico stand-in's hosted page and its cards (tests/support/iyzico-stand-in.ts; tests only).

/** iyzico's sandbox test cards the stand-in knows (any future expiry and any CVC, as in the sandbox). */
export const IYZICO_TEST_CARDS = {
  /** Halkbank Master Card credit: a successful payment. */
  success: '5528790000000008',
  /** An error-generating card: not sufficient funds (bank error 10051). */
  insufficientFunds: '4111111111111129',
  /** An error-generating card: 3-D Secure is not completed (mdStatus 0), no payment is made. */
  threeDsDeclined: '4131111111111117',
} as const

/** iyzico's Turkish messages for these cards (its error codes list gives 10051's). */
export const IYZICO_TEST_MESSAGES = {
  insufficientFunds: 'Kart limiti yetersiz, yetersiz bakiye',
  threeDsDeclined: '3D Secure doğrulaması başarısız. Kartınızı kontrol edip tekrar deneyin.',
} as const

export function iyzicoCardOutcome(
  card: string,
): { ok: true } | { ok: false; errorCode: string; errorMessage: string } {
  if (card === IYZICO_TEST_CARDS.insufficientFunds)
    return { ok: false, errorCode: '10051', errorMessage: IYZICO_TEST_MESSAGES.insufficientFunds }
  if (card === IYZICO_TEST_CARDS.threeDsDeclined)
    return { ok: false, errorCode: 'mdStatus-0', errorMessage: IYZICO_TEST_MESSAGES.threeDsDeclined }
  if (/^\d{15,16}$/.test(card)) return { ok: true }
  return { ok: false, errorCode: '12', errorMessage: 'Kart numarası geçersizdir' }
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

export function iyzicoPaymentPage(session: { token: string; paidPrice: string; currency: string }): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>iyzico ile Öde</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<main><h1>iyzico ile Öde</h1><p>Ödenecek tutar: <strong>${escape(session.paidPrice)} ${escape(session.currency)}</strong></p>
<form method="post" action="/checkoutform/pay">
<input type="hidden" name="token" value="${escape(session.token)}">
<label>Kart numarası <input name="cardNumber" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Son kullanma tarihi <input name="expiry" value="12/30"></label>
<label>CVC <input name="cvc" value="123"></label>
<button type="submit">${escape(session.paidPrice)} ${escape(session.currency)} Öde</button>
</form></main></body></html>`
}

/** What iyzico's page does after the card: posts the token to the merchant's callbackUrl. */
export function iyzicoCallbackPage(callbackUrl: string, token: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Yönlendiriliyor</title></head>
<body><form method="post" action="${escape(callbackUrl)}"><input type="hidden" name="token" value="${escape(token)}">
<noscript><button type="submit">Devam</button></noscript></form>
<script>document.forms[0].submit()</script></body></html>`
}
