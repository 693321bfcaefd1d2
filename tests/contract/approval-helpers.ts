import { expect } from 'vitest'
import { approvalResource } from '../../api/approvals/approval-resource'
import { resources } from '../../api/kernel/resources'
import { sampleRecord } from '../../api/kernel/sample-record'
import { approvalRecordSchema, type ApprovalRecord } from '../../api/approvals/approval.shared'
import { approvalResponseSchema } from '../../api/approvals/approval-requests.shared'
import type { PackageRecord } from '../../api/packages/package.shared'
import type { Harness } from './harness'

// Helpers of the approvals suites (approvals*.suite.ts).

export const APPROVALS = '/api/me/approvals'
export const ADMIN_APPROVALS = '/api/admin/approvals'

let packages = 0

/** A package of the catalogue, active unless told otherwise. */
export function createPackage(h: Harness, fields: Partial<PackageRecord> = {}): Promise<PackageRecord> {
  packages += 1
  return h.ports.repos.packages.create(
    sampleRecord(resources.packages, packages, {
      id: crypto.randomUUID(),
      code: `paket-${crypto.randomUUID().slice(0, 8)}`,
      name: `Paket ${packages}-${crypto.randomUUID().slice(0, 4)}`,
      price: 100 + packages,
      isActive: true,
      showOnDashboard: true,
      ...fields,
    }),
  )
}

/** POST /api/me/approvals as the holder of `token`. */
export const ask = (h: Harness, token: string, body: Record<string, unknown>) =>
  h.call('POST', APPROVALS, { token, body })

/** A request the server accepted (201), as it answered it. */
export async function asked(
  h: Harness,
  token: string,
  body: Record<string, unknown>,
): Promise<ApprovalRecord> {
  const res = await ask(h, token, body)
  expect(res.status, res.text).toBe(201)
  return approvalResponseSchema.parse(res.body).data.approval
}

export const approve = (h: Harness, token: string, id: string, notes?: string) =>
  h.call('POST', `${ADMIN_APPROVALS}/${id}/approve`, { token, body: notes === undefined ? {} : { notes } })

export const reject = (h: Harness, token: string, id: string, reason?: string) =>
  h.call('POST', `${ADMIN_APPROVALS}/${id}/reject`, { token, body: reason === undefined ? {} : { reason } })

/** The request as stored now. */
export async function stored(h: Harness, id: string): Promise<ApprovalRecord | null> {
  const record = await h.ports.repos.resource(approvalResource).findById(id)
  return record ? approvalRecordSchema.parse(record) : null
}

/** Sends the e-mail change code to `email` and returns it (read from the mail, as the customer would). */
export async function emailCode(h: Harness, token: string, email: string): Promise<string> {
  const res = await h.call('POST', '/api/me/email-change/code', { token, body: { email } })
  expect(res.status, res.text).toBe(200)
  return h.codeFor(email)
}
