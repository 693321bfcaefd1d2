import { bytes, pngDeclaring } from '../support/image-bytes'
import { expect } from 'vitest'
import { uploadResponseSchema } from '../../api/uploads/upload.shared'
import { websiteRequestResponseSchema } from '../../api/website-requests/website-request-input.shared'
import type { WebsiteRequest } from '../../api/website-requests/website-request.shared'
import type { WebsiteRequestStatus } from '../../api/website-requests/website-request-status.shared'
import type { Harness } from './harness'
import { addMissingDefaultPackages } from '../../api/packages/seed-packages'

// Shared steps of the request and upload suites: submitting requests, moving them, sample files.

export const STATUS_FAILED = { success: false, message: 'Status güncellenirken hata oluştu' }

/** POST /api/me/website-requests as `token`; returns the created request (201 asserted). */
export async function submit(
  h: Harness,
  token: string,
  body: Record<string, unknown>,
): Promise<WebsiteRequest> {
  const res = await h.call('POST', '/api/me/website-requests', { token, body })
  expect(res.status, res.text).toBe(201)
  return websiteRequestResponseSchema.parse(res.body).data.request
}

/** GET one request: the customer's own under /api/me, any request under /api/admin. */
export async function getRequest(h: Harness, token: string, id: string, as: 'me' | 'admin' = 'me') {
  return h.call('GET', `/api/${as}/website-requests/${id}`, { token })
}

/** The reason a rejection must carry (docs/rules/website-requests.md#rejecting-a-request). */
export const REJECTION_REASON = 'Bu sektörde şu an site hazırlamıyoruz.'

/** PATCH the status as `token`; a rejection carries REJECTION_REASON unless `reason` says otherwise. */
export function patchStatus(
  h: Harness,
  token: string,
  id: string,
  status: string,
  expectedStatus?: string,
  reason: string | null = status === 'rejected' ? REJECTION_REASON : null,
) {
  const body = {
    status,
    ...(expectedStatus === undefined ? {} : { expectedStatus }),
    ...(reason === null ? {} : { reason }),
  }
  return h.call('PATCH', `/api/admin/website-requests/${id}`, { token, body })
}

/** Legal path from pending to `target` (the transition table's shortest walk). */
export const PATH_TO: Record<WebsiteRequestStatus, WebsiteRequestStatus[]> = {
  pending: [],
  'in-progress': ['in-progress'],
  completed: ['in-progress', 'completed'],
  rejected: ['rejected'],
}

export async function moveTo(h: Harness, adminToken: string, id: string, target: WebsiteRequestStatus) {
  for (const status of PATH_TO[target]) {
    const res = await patchStatus(h, adminToken, id, status)
    expect(res.status, res.text).toBe(200)
  }
}

// --- sample files (real signatures) --------------------------------------------------------------

export const samplePng = () => pngDeclaring(16, 16)
export const sampleJpeg = () => bytes([0xff, 0xd8, 0xff, 0xe0], new Uint8Array(300).fill(1), [0xff, 0xd9])
export const samplePdf = () => bytes('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')

/** A PDF the user uploads as a document through /api/me/uploads (multipart); the answer's upload. */
export async function uploadPdf(h: Harness, token: string, name = 'ekran.pdf') {
  const form = new FormData()
  form.set('file', new File([samplePdf().slice().buffer], name))
  form.set('category', 'documents')
  const response = await h.app.request('/api/me/uploads', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  expect(response.status).toBe(201)
  return uploadResponseSchema.parse(await response.json()).data.upload
}
export const sampleDoc = () =>
  bytes(
    [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    new Uint8Array(500),
    new Uint8Array([...'WordDocument'].flatMap((c) => [c.charCodeAt(0), 0])),
    new Uint8Array(100),
  )
/** A Windows executable: what an .exe renamed .png really is. */
export const sampleExe = () => bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0], new Uint8Array(120), 'PE\0\0')

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of data) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}

/** A stored (uncompressed) zip with the given entries, central directory and all. */
export function zip(entries: Record<string, string>): Uint8Array {
  const local: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = 0
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = new TextEncoder().encode(name)
    const data = new TextEncoder().encode(content)
    const crc = crc32(data)
    const header = new DataView(new ArrayBuffer(30))
    header.setUint32(0, 0x04034b50, true)
    header.setUint16(4, 20, true)
    header.setUint32(14, crc, true)
    header.setUint32(18, data.length, true)
    header.setUint32(22, data.length, true)
    header.setUint16(26, nameBytes.length, true)
    local.push(new Uint8Array(header.buffer), nameBytes, data)
    const entry = new DataView(new ArrayBuffer(46))
    entry.setUint32(0, 0x02014b50, true)
    entry.setUint16(4, 20, true)
    entry.setUint16(6, 20, true)
    entry.setUint32(16, crc, true)
    entry.setUint32(20, data.length, true)
    entry.setUint32(24, data.length, true)
    entry.setUint16(28, nameBytes.length, true)
    entry.setUint32(42, offset, true)
    central.push(new Uint8Array(entry.buffer), nameBytes)
    offset += 30 + nameBytes.length + data.length
  }
  const centralSize = central.reduce((n, c) => n + c.length, 0)
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, central.length / 2, true)
  end.setUint16(10, central.length / 2, true)
  end.setUint32(12, centralSize, true)
  end.setUint32(16, offset, true)
  return bytes(...local, ...central, new Uint8Array(end.buffer))
}

export const sampleDocx = () =>
  zip({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': '<w:document/>',
  })
/** An .xlsx is a zip too, but not a Word document. */
export const sampleXlsx = () => zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' })

/** The default package catalogue (Launch, Scale, Vision) in the store, once: what requests choose from. */
export async function ensureCatalogue(h: Harness): Promise<void> {
  await addMissingDefaultPackages(
    h.ports.repos,
    { uuid: () => crypto.randomUUID() },
    h.store.clock.now().toISOString(),
  )
}
