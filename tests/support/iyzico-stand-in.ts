import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { iyzicoCardOutcome, iyzicoPaymentPage, iyzicoCallbackPage } from './iyzico-stand-in-pages'

// A stand-in for iyzico on loopback, for tests only (never in the product): the documented Checkout Form
// initialize and retrieve calls and the refund call, each refused unless its IYZWSv2 signature is right;
// a minimal hosted payment page (a card number field) that posts the token to the merchant's callbackUrl,
// as iyzico's page does; iyzico's test cards for a success, a plain decline and a 3-D Secure decline.
// It is written from iyzico's documentation, independently of server/payments/, so a mistake in our
// adapter's signing or field names fails here.

export const IYZICO_TEST_KEYS = { apiKey: 'sandbox-test-api-key', secretKey: 'sandbox-test-secret-key' }

interface Session {
  token: string
  conversationId: string
  basketId: string
  price: string
  paidPrice: string
  currency: string
  callbackUrl: string
  itemId: string
  outcome: { paymentId: string; transactionId: string } | { errorCode: string; errorMessage: string } | null
}

export interface IyzicoStandIn {
  url: string
  /** Every signed call the stand-in accepted, by path. */
  calls: Array<{ path: string; body: Record<string, unknown> }>
  sessions: Map<string, Session>
  /** Refunded kuruş per paymentTransactionId. */
  refunded: Map<string, number>
  /** Pays a session as the hosted page would with `card`; answers the callback URL and the token. */
  pay(token: string, card: string): { callbackUrl: string; token: string }
  close(): Promise<void>
}

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
const kurus = (price: unknown) => Math.round(Number(price) * 100)
/** A price as iyzico answers it: a JSON number. */
const priceOf = (text: string) => Number(text)

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/** IYZWSv2: base64('apiKey:…&randomKey:…&signature:hex(HMAC-SHA256(secret, randomKey + path + body)))'). */
function signedBy(header: string | undefined, path: string, body: string): boolean {
  const match = /^IYZWSv2 (.+)$/.exec(header ?? '')
  if (!match?.[1]) return false
  const fields = new Map(
    Buffer.from(match[1], 'base64')
      .toString('utf8')
      .split('&')
      .map((pair) => [pair.slice(0, pair.indexOf(':')), pair.slice(pair.indexOf(':') + 1)] as const),
  )
  if (fields.get('apiKey') !== IYZICO_TEST_KEYS.apiKey) return false
  const expected = hmacHex(IYZICO_TEST_KEYS.secretKey, `${fields.get('randomKey') ?? ''}${path}${body}`)
  const given = fields.get('signature') ?? ''
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

export async function startIyzicoStandIn(): Promise<IyzicoStandIn> {
  const sessions = new Map<string, Session>()
  const transactions = new Map<string, { session: Session }>()
  const refunded = new Map<string, number>()
  const calls: IyzicoStandIn['calls'] = []
  let nextId = 24_000_000

  const json = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  }
  const failure = (res: ServerResponse, errorCode: string, errorMessage: string) =>
    json(res, 200, { status: 'failure', errorCode, errorMessage, locale: 'tr', systemTime: Date.now() })

  function pay(token: string, card: string) {
    const session = sessions.get(token)
    if (!session) throw new Error(`no checkout ${token}`)
    const outcome = iyzicoCardOutcome(card)
    if (outcome.ok) {
      const transactionId = String(++nextId)
      session.outcome = { paymentId: String(++nextId), transactionId }
      transactions.set(transactionId, { session })
    } else session.outcome = { errorCode: outcome.errorCode, errorMessage: outcome.errorMessage }
    return { callbackUrl: session.callbackUrl, token }
  }

  const api: Record<string, (body: Record<string, unknown>, res: ServerResponse) => void> = {
    '/payment/iyzipos/checkoutform/initialize/auth/ecom'(body, res) {
      const items = Array.isArray(body.basketItems)
        ? (body.basketItems as Array<Record<string, unknown>>)
        : []
      const itemsTotal = items.reduce((sum, item) => sum + kurus(item.price), 0)
      if (
        typeof body.price !== 'string' ||
        kurus(body.price) <= 0 ||
        kurus(body.price) !== itemsTotal ||
        typeof body.paidPrice !== 'string' ||
        typeof body.callbackUrl !== 'string' ||
        typeof body.conversationId !== 'string'
      )
        return failure(res, '11', 'Geçersiz istek')
      if (body.currency !== 'TRY') return failure(res, '5085', 'Geçersiz para birimi')
      const token = randomUUID()
      sessions.set(token, {
        token,
        conversationId: body.conversationId,
        basketId: String(body.basketId ?? ''),
        price: body.price,
        paidPrice: body.paidPrice,
        currency: body.currency,
        callbackUrl: body.callbackUrl,
        itemId: String(items[0]?.id ?? ''),
        outcome: null,
      })
      json(res, 200, {
        status: 'success',
        locale: 'tr',
        systemTime: Date.now(),
        conversationId: body.conversationId,
        token,
        checkoutFormContent: '<script type="text/javascript">/* iyziInit */</script>',
        tokenExpireTime: 1800,
        paymentPageUrl: `${standIn.url}/checkoutform?token=${token}&lang=tr`,
      })
    },

    '/payment/iyzipos/checkoutform/auth/ecom/detail'(body, res) {
      const session = sessions.get(String(body.token ?? ''))
      if (!session) return failure(res, '5160', 'Ödeme formu bulunamadı')
      const outcome = session.outcome
      if (!outcome) return failure(res, '5161', 'Ödeme formu tamamlanmadı')
      const base = {
        locale: 'tr',
        systemTime: Date.now(),
        conversationId: body.conversationId,
        token: session.token,
        basketId: session.basketId,
        currency: session.currency,
        price: priceOf(session.price),
        paidPrice: priceOf(session.paidPrice),
      }
      if ('errorCode' in outcome)
        return json(res, 200, {
          ...base,
          status: 'success',
          paymentStatus: 'FAILURE',
          ...outcome,
          errorGroup: 'ERROR',
        })
      const signed = ['SUCCESS', outcome.paymentId, base.currency, base.basketId, base.conversationId]
      const signature = hmacHex(
        IYZICO_TEST_KEYS.secretKey,
        [...signed, base.paidPrice, base.price, session.token].map(String).join(':'),
      )
      json(res, 200, {
        ...base,
        status: 'success',
        paymentStatus: 'SUCCESS',
        paymentId: outcome.paymentId,
        fraudStatus: 1,
        installment: 1,
        itemTransactions: [
          {
            itemId: session.itemId,
            paymentTransactionId: outcome.transactionId,
            price: base.price,
            paidPrice: base.paidPrice,
          },
        ],
        signature,
      })
    },

    '/payment/refund'(body, res) {
      const transactionId = String(body.paymentTransactionId ?? '')
      const transaction = transactions.get(transactionId)
      if (!transaction) return failure(res, '5092', 'Ödeme bulunamadı')
      const asked = kurus(body.price)
      const left = kurus(transaction.session.paidPrice) - (refunded.get(transactionId) ?? 0)
      if (!(asked > 0) || asked > left)
        return failure(res, '5093', 'İade tutarı, iade edilebilir tutardan büyük olamaz')
      refunded.set(transactionId, (refunded.get(transactionId) ?? 0) + asked)
      json(res, 200, {
        status: 'success',
        locale: 'tr',
        systemTime: Date.now(),
        conversationId: body.conversationId,
        paymentId:
          transaction.session.outcome && 'paymentId' in transaction.session.outcome
            ? transaction.session.outcome.paymentId
            : '',
        paymentTransactionId: transactionId,
        price: asked / 100,
        currency: transaction.session.currency,
        hostReference: `iade-${++nextId}`,
      })
    },
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const body = await read(req)
      if (req.method === 'GET' && url.pathname === '/checkoutform') {
        const session = sessions.get(url.searchParams.get('token') ?? '')
        if (!session) return void res.writeHead(404).end('Ödeme formu bulunamadı')
        return void res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(iyzicoPaymentPage(session))
      }
      if (req.method === 'POST' && url.pathname === '/checkoutform/pay') {
        const form = new URLSearchParams(body)
        const { callbackUrl, token } = pay(
          form.get('token') ?? '',
          (form.get('cardNumber') ?? '').replace(/\s/g, ''),
        )
        return void res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(iyzicoCallbackPage(callbackUrl, token))
      }
      const handler = req.method === 'POST' ? api[url.pathname] : undefined
      if (!handler) return void res.writeHead(404).end()
      if (!signedBy(req.headers.authorization, url.pathname, body))
        return failure(res, '1001', 'Geçersiz imza')
      let parsed: Record<string, unknown>
      try {
        parsed = JSON.parse(body) as Record<string, unknown>
      } catch {
        return failure(res, '11', 'Geçersiz istek')
      }
      calls.push({ path: url.pathname, body: parsed })
      handler(parsed, res)
    })().catch(() => res.writeHead(500).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const standIn: IyzicoStandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    sessions,
    refunded,
    pay,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  return standIn
}
