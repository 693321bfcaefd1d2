// The real server with card payments for e2e specs: iyzico's loopback stand-in as its gateway
// (IYZICO_* in the environment), a loopback SMTP server for its mail, a fixed PUBLIC_URL (the gateway's
// callbackUrl and the mailed links need the server's own address), and the calls a spec uses to set the
// scene: customers made by the admin API, invoices issued to them. Reusable by any spec that pays.
import { resolve } from 'node:path'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import type { InvoiceRecord } from '../../api/invoices/invoice.shared'
import { newApiContext } from './api-context'
import { signInThroughApi } from './api-sign-in'
import { freePort } from './free-port'
import { IYZICO_TEST_KEYS, startIyzicoStandIn, type IyzicoStandIn } from './iyzico-stand-in'
import { startMailCatcher, type MailCatcher } from './mail-catcher'
import { startOwnServer, type OwnServer } from './own-server'

export const PAYING_ADMIN = { email: 'yonetici@odeme.test', password: 'Odeme-Masasi-2026!' }
export const PAYING_CUSTOMER_PASSWORD = 'Kaplan-Deniz-4827!'

export interface PayingCustomer {
  name: string
  email: string
  password: string
}

export interface CardPaymentServer {
  url: string
  api: APIRequestContext
  mail: MailCatcher
  iyzico: IyzicoStandIn
  adminToken: string
  createCustomer(name: string): Promise<PayingCustomer>
  /** An invoice the admin issues to `customer` (amount: net TRY). */
  issueInvoice(customer: PayingCustomer, amount: number): Promise<InvoiceRecord>
  invoice(id: string): Promise<InvoiceRecord>
  signIn(page: Page, customer: PayingCustomer, path: string): Promise<void>
  stop(): Promise<void>
}

export async function startCardPaymentServer(): Promise<CardPaymentServer> {
  const mail = await startMailCatcher()
  const iyzico = await startIyzicoStandIn()
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server: OwnServer = await startOwnServer(resolve(process.env.OUT_DIR ?? 'dist'), {
    env: {
      PORT: String(port),
      PUBLIC_URL: url,
      ADMIN_EMAIL: PAYING_ADMIN.email,
      ADMIN_PASSWORD: PAYING_ADMIN.password,
      SMTP_URL: mail.url,
      IYZICO_API_KEY: IYZICO_TEST_KEYS.apiKey,
      IYZICO_SECRET_KEY: IYZICO_TEST_KEYS.secretKey,
      IYZICO_BASE_URL: iyzico.url,
    },
  })
  const api = await newApiContext(server.url)
  const login = async (email: string, password: string) => {
    const response = await api.post('/api/auth/login', { data: { email, password } })
    expect(response.ok(), await response.text()).toBe(true)
    return ((await response.json()) as { data: { token: string } }).data.token
  }
  const adminToken = await login(PAYING_ADMIN.email, PAYING_ADMIN.password)
  const asAdmin = { Authorization: `Bearer ${adminToken}` }
  let count = 0

  return {
    url: server.url,
    api,
    mail,
    iyzico,
    adminToken,
    async createCustomer(name) {
      count += 1
      const email = `odeyen-${count}-${Date.now().toString(36)}@musteri.test`
      const created = await api.post('/api/users', {
        headers: asAdmin,
        data: { action: 'create', name, email, password: PAYING_CUSTOMER_PASSWORD },
      })
      expect(created.ok(), await created.text()).toBe(true)
      return { name, email, password: PAYING_CUSTOMER_PASSWORD }
    },
    async issueInvoice(customer, amount) {
      const issued = await api.post('/api/admin/invoices', {
        headers: asAdmin,
        data: { customerEmail: customer.email, amount },
      })
      expect(issued.status(), await issued.text()).toBe(201)
      return ((await issued.json()) as { data: { invoice: InvoiceRecord } }).data.invoice
    },
    async invoice(id) {
      const response = await api.get(`/api/admin/invoices/${id}`, { headers: asAdmin })
      expect(response.ok(), await response.text()).toBe(true)
      return ((await response.json()) as { data: { item: InvoiceRecord } }).data.item
    },
    async signIn(page, customer, path) {
      await signInThroughApi(page, server.url, customer)
      await page.goto(`${server.url}/#${path}`)
    },
    async stop() {
      await api.dispose()
      await server.stop()
      await iyzico.close()
      await mail.stop()
    },
  }
}
