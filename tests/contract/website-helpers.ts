import { expect } from 'vitest'
import type { FileStore } from '../../api/ports/infrastructure'
import type { UserRecord } from '../../api/users/user.shared'
import type { WebsiteRecord } from '../../api/websites/website.shared'
import { editableWebsiteResponseSchema, type EditableWebsite } from '../../api/websites/website.shared'
import { newWebsiteRecord } from '../../api/websites/new-website-record'
import type { Harness } from './harness'
import { bytes } from '../support/image-bytes'

// Shared steps of the edit-screen and publishing suites: websites of a customer, the edit form, images.

export async function createWebsite(
  h: Harness,
  owner: UserRecord,
  fields: Partial<WebsiteRecord> = {},
): Promise<WebsiteRecord> {
  const at = h.store.clock.now().toISOString()
  return h.ports.repos.websites.create(
    newWebsiteRecord(
      {
        id: crypto.randomUUID(),
        name: 'Örnek Site',
        ownerEmail: owner.email,
        ownerId: owner.id,
        owner: owner.name,
        status: 'active',
        ...fields,
      },
      at,
    ),
  )
}

/** The edit form: text fields as given (objects as JSON), files by field name. */
export function editForm(fields: Record<string, unknown>, files: Record<string, [Uint8Array, string]> = {}) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    form.append(name, typeof value === 'string' ? value : JSON.stringify(value))
  }
  for (const [name, [bytes, filename]] of Object.entries(files)) {
    form.append(name, new File([bytes.slice().buffer], filename, { type: 'image/png' }))
  }
  return form
}

export async function saveWebsite(h: Harness, token: string, id: string, form: FormData) {
  const response = await h.app.request(`/api/me/websites/${id}`, {
    method: 'PUT',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  const text = await response.text()
  return { status: response.status, body: JSON.parse(text) as unknown, text }
}

/** Saves and asserts 200; the editable website of the answer. */
export async function saved(h: Harness, token: string, id: string, form: FormData): Promise<EditableWebsite> {
  const res = await saveWebsite(h, token, id, form)
  expect(res.status, res.text).toBe(200)
  return editableWebsiteResponseSchema.parse(res.body).data.website
}

/** The file store with a record of every key written and deleted through it. */
export function recordingFiles(files: FileStore) {
  const written: string[] = []
  const store: FileStore = {
    put: (key, body) => {
      written.push(key)
      return files.put(key, body)
    },
    get: (key) => files.get(key),
    delete: (key) => files.delete(key),
  }
  return { store, written }
}

export const sampleGif = () => bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], new Uint8Array(40).fill(3), [0x3b])
export const sampleWebp = () => bytes('RIFF', [40, 0, 0, 0], 'WEBPVP8 ', new Uint8Array(40).fill(5))
/** One 16×16 image: ICONDIR (0, 1, count 1) and an ICONDIRENTRY with planes 1, 32 bits. */
export const sampleIco = () =>
  bytes(
    [0, 0, 1, 0, 1, 0],
    [16, 16, 0, 0, 1, 0, 32, 0],
    [40, 0, 0, 0, 22, 0, 0, 0],
    new Uint8Array(40).fill(9),
  )
