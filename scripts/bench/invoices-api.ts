// The invoices bench's work (loaded with tsx by scripts/bench/invoices.mjs): the server's own host
// (PGlite in a throwaway DATA_DIR, migrated, the admin and the packages seeded), then through the API
// itself: POST /api/admin/invoices (the number taken under its lock, the insert, audit, activity, the
// notification, the PDF rendered for the mail and the mail queued) and GET /api/admin/invoices/:id/pdf
// (the PDF with its embedded DejaVu Sans subset). Only the socket is left out.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createApi } from '../../api/app'
import { newUserRecord } from '../../api/users/user.shared'
import { loadEnv } from '../../server/env'
import { openHost } from '../../server/host/open-host'

const WARM_UP = 5
const ROUNDS = 60
const ADMIN = { email: 'bench-invoices@sitekur.app', password: 'Fatura-Olcum-2026!x9' }

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] ?? 0
}

export interface InvoiceFigures {
  createP50: number
  createP95: number
  pdfP50: number
  pdfP95: number
  pdfBytes: number
  invoices: number
}

export async function measureInvoices(): Promise<InvoiceFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sitekur-bench-invoices-'))
  const host = await openHost(
    loadEnv({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    () => {},
  )
  try {
    const at = new Date().toISOString()
    const customer = await host.ports.repos.users.create(
      newUserRecord(
        { id: 'bench-customer', name: 'Şule Çağlayan Işık', email: 'sule@ornek.com.tr', at },
        { emailVerifiedAt: at },
      ),
    )
    const app = createApi(host.ports)
    const base = host.ports.config.publicUrl
    const login = await app.request(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    })
    const token = ((await login.json()) as { data: { token: string } }).data.token
    const auth = { authorization: `Bearer ${token}` }
    const ids: string[] = []
    const create = async () => {
      const res = await app.request(`${base}/api/admin/invoices`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          customerEmail: customer.email,
          plan: 'Pro Plan',
          description: 'Aylık abonelik',
        }),
      })
      if (res.status !== 201) throw new Error(`POST /api/admin/invoices → ${res.status} ${await res.text()}`)
      ids.push(((await res.json()) as { data: { invoice: { id: string } } }).data.invoice.id)
    }
    let pdfBytes = 0
    const pdf = async (round: number) => {
      const id = ids[round % ids.length]!
      const res = await app.request(`${base}/api/admin/invoices/${id}/pdf`, { headers: auth })
      if (res.status !== 200) throw new Error(`GET /api/admin/invoices/${id}/pdf → ${res.status}`)
      pdfBytes = (await res.arrayBuffer()).byteLength
    }
    const measure = async (call: (round: number) => Promise<unknown>) => {
      for (let round = 0; round < WARM_UP; round++) await call(round)
      const samples: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const started = performance.now()
        await call(round)
        samples.push(performance.now() - started)
      }
      return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95) }
    }
    const created = await measure(create)
    const pdfs = await measure(pdf)
    return {
      createP50: created.p50,
      createP95: created.p95,
      pdfP50: pdfs.p50,
      pdfP95: pdfs.p95,
      pdfBytes,
      invoices: ids.length,
    }
  } finally {
    await host.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
