// Sends one file to POST /api/me/uploads as multipart/form-data with upload progress (XMLHttpRequest:
// fetch reports none), the session's bearer token and an Idempotency-Key. The outcome: uploaded (the
// server's record), queued (the service worker kept it for later while offline) or failed with the
// server's Turkish message (415 for a file that is not what its name says, 413 over 10 MB). An upload
// the server kept refreshes the customer's file list (data/uploads.ts) before the outcome is reported.
import { uploadResponseSchema } from '../../api/uploads/upload.shared'
import type { Upload, UploadCategory } from '../../api/uploads/upload.shared'
import { CONNECTION_ERROR_MESSAGE } from './api-client'
import { MY_UPLOADS_PATH, uploadsChanged } from './data/uploads'
import { noteNetworkFailure, noteResponse } from './availability'
import { sessionState } from './session'
import { ensureFreshToken } from './session-refresh'

export const UPLOAD_FAILED_MESSAGE = 'Dosya yüklenirken bir hata oluştu. Lütfen tekrar deneyin.'

export type UploadOutcome =
  { kind: 'uploaded'; upload: Upload } | { kind: 'queued' } | { kind: 'failed'; message: string }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** What an answer means, from its status and parsed body. */
export function uploadOutcome(status: number, body: unknown): UploadOutcome {
  if (status === 0) return { kind: 'failed', message: CONNECTION_ERROR_MESSAGE }
  if (status >= 200 && status < 300 && isRecord(body) && body.queued === true) return { kind: 'queued' }
  if (status >= 200 && status < 300) {
    const parsed = uploadResponseSchema.safeParse(body)
    return parsed.success
      ? { kind: 'uploaded', upload: parsed.data.data.upload }
      : { kind: 'failed', message: UPLOAD_FAILED_MESSAGE }
  }
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message ? body.message : UPLOAD_FAILED_MESSAGE
  return { kind: 'failed', message }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export interface UploadOptions {
  /** 0–100 while the bytes go out. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

export async function uploadFile(
  file: File,
  category: UploadCategory,
  options: UploadOptions = {},
): Promise<UploadOutcome> {
  await ensureFreshToken()
  const form = new FormData()
  form.append('category', category)
  form.append('file', file, file.name)
  const outcome = await new Promise<UploadOutcome>((resolve) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', MY_UPLOADS_PATH)
    xhr.setRequestHeader('Accept', 'application/json')
    xhr.setRequestHeader('Idempotency-Key', crypto.randomUUID())
    if (sessionState.accessToken) xhr.setRequestHeader('Authorization', `Bearer ${sessionState.accessToken}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      noteResponse(
        new Response(null, {
          headers: { 'X-SiteKur-Source': xhr.getResponseHeader('X-SiteKur-Source') ?? '' },
        }),
      )
      resolve(uploadOutcome(xhr.status, parseJson(xhr.responseText)))
    }
    xhr.onerror = () => {
      noteNetworkFailure()
      resolve(uploadOutcome(0, null))
    }
    xhr.onabort = () => resolve({ kind: 'failed', message: 'Yükleme iptal edildi.' })
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(form)
  })
  if (outcome.kind === 'uploaded') await uploadsChanged()
  return outcome
}
