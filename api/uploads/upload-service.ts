import type { ActivityService } from '../activity/activity-service'
import type { AuditService } from '../audit/audit-service'
import { deleteUploadFiles, withVariants } from './image-variants'
import { activityActor, actorOf, type Actor } from '../audit/actor'
import { ApiError, assertCleanText } from '../lib/http'
import type { ApiPorts } from '../ports'
import type { FileStore } from '../ports/infrastructure'
import {
  uploadCategorySchema,
  type Upload,
  type UploadCategory,
  type UploadMimeType,
  type UploadRecord,
} from './upload.shared'
import type { UserRecord } from '../users/user.shared'
import { cleanFileName } from './content-disposition'
import { nameForType } from './file-type'
import { discardStream } from './collect-stream'
import { formDataBoundary, MultipartError, readFormParts, type FormPart } from './multipart-stream'
import { inspectUpload, UploadTooLargeError } from './upload-inspector'
import { assertWithinQuota, createUploadSlots } from './upload-limits'
import { uploadMessages } from './upload-messages.shared'
import { uploadUsage } from './upload-usage'
import { limitedBody, MULTIPART_OVERHEAD } from '../middleware/body-limit'
import type { SystemSettings } from '../settings/settings.shared'

const MEGABYTE = 1024 * 1024

export function toUpload(record: UploadRecord): Upload {
  const { storageKey: _key, sha256: _hash, mimeType, sizeBytes, ...rest } = record
  return { ...rest, mime: mimeType, size: sizeBytes, downloadUrl: `/api/me/uploads/${record.id}/download` }
}

const keyPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_')

interface StoredFile {
  key: string
  name: string
  size: number
  sha256: string
  mime: UploadMimeType | null
}

async function* chunksOf(
  stream: ReadableStream<Uint8Array<ArrayBuffer>>,
): AsyncGenerator<Uint8Array<ArrayBuffer>> {
  const reader = stream.getReader()
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) yield next.value
  } finally {
    reader.releaseLock()
  }
}

/** A File and a category as the parts of a form, as if they had been posted. */
async function* fileParts(file: File, category: string): AsyncGenerator<FormPart> {
  yield { name: 'category', filename: undefined, content: chunksOf(new Blob([category]).stream()) }
  yield { name: 'file', filename: file.name, content: chunksOf(file.stream()) }
}

/** A text field of the form (category): short, and free of control characters like any body text. */
async function readField(content: AsyncIterable<Uint8Array<ArrayBuffer>>): Promise<string> {
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  for await (const chunk of content) {
    size += chunk.length
    if (size > 1024) throw new ApiError(400, uploadMessages.invalidCategory)
    chunks.push(chunk)
  }
  return assertCleanText(new TextDecoder().decode(await new Blob(chunks).arrayBuffer()))
}

// Customer uploads: at most 10 MB, JPG/PNG/PDF/DOC/DOCX by content, within the package's storage
// quota, a few at a time per user. The multipart body is read as a stream and the file's bytes go
// straight to the host's FileStore (never whole in memory); the type is told from what streamed by,
// and the metadata row comes last. Anything refused afterwards removes the stored bytes again.
export function createUploadService(
  ports: ApiPorts,
  activity: ActivityService,
  settings: () => Promise<SystemSettings>,
  audit: AuditService,
) {
  const repos = ports.repos

  /** One activity entry per upload and per deletion (docs/rules/activity-and-audit.md). */
  const logUpload = (
    actor: Actor,
    owner: string | null,
    record: UploadRecord,
    action: 'yüklendi' | 'silindi',
  ) =>
    activity.log({
      ...activityActor(actor),
      action: action === 'yüklendi' ? 'Dosya yüklendi' : 'Dosya silindi',
      details: `${record.originalName} (${Math.ceil(record.sizeBytes / 1024)} KB) ${action}.`,
      type: 'user',
      severity: 'info',
      subject: { resource: 'uploads', recordId: record.id, userIds: owner ? [owner] : [] },
    })
  const slots = createUploadSlots(ports)
  const files = (): FileStore => {
    if (!ports.files) throw new ApiError(503, uploadMessages.unavailable)
    return ports.files
  }

  async function owned(id: string, viewer: UserRecord): Promise<UploadRecord> {
    const record = await repos.uploads.findById(id)
    if (!record || (viewer.role !== 'admin' && record.userId !== viewer.id)) {
      throw new ApiError(404, uploadMessages.notFound)
    }
    return record
  }

  /** Streams the `file` part into the store; returns what was stored (key, name, size, type, hash). */
  async function storeFile(user: UserRecord, parts: AsyncGenerator<FormPart>, maxBytes: number) {
    const store = files()
    const fields = new Map<string, string>()
    let stored: StoredFile | null = null
    try {
      for await (const part of parts) {
        if (part.filename === undefined) {
          fields.set(part.name, await readField(part.content))
          continue
        }
        if (part.name !== 'file' || stored) continue
        const { stream, inspection } = inspectUpload(part.content, maxBytes)
        const key = `${keyPart(user.id)}/${keyPart(ports.ids.uuid())}`
        const result = await store.put(key, stream)
        stored = { key, name: part.filename, ...result, mime: inspection.type() }
        if (inspection.tooManyPixels()) throw new ApiError(400, uploadMessages.tooManyPixels)
      }
    } catch (error) {
      if (stored) await store.delete(stored.key).catch(() => false)
      if (error instanceof UploadTooLargeError)
        throw new ApiError(413, uploadMessages.tooLargeFor(maxBytes / MEGABYTE))
      if (error instanceof MultipartError) throw new ApiError(400, uploadMessages.missingFile)
      throw error
    } finally {
      await parts.return(undefined)
    }
    return { stored, fields }
  }

  async function receive(
    user: UserRecord,
    parts: AsyncGenerator<FormPart>,
    declaredBytes: number,
    ip: string | null,
  ) {
    const store = files()
    const release = await slots.acquire(user.id)
    try {
      // The settings' maxFileSize (docs/rules/system-settings.md#maximum-file-size).
      const maxBytes = (await settings()).maxFileSize * MEGABYTE
      // A declared body larger than a file of that size can be is refused before a byte is read.
      if (declaredBytes > maxBytes + MULTIPART_OVERHEAD)
        throw new ApiError(413, uploadMessages.tooLargeFor(maxBytes / MEGABYTE))
      // A declared size over the quota is refused before a byte is read.
      await assertWithinQuota(repos, user, Math.min(declaredBytes, maxBytes))
      const { stored, fields } = await storeFile(user, parts, maxBytes)
      if (!stored || stored.size === 0) {
        if (stored) await store.delete(stored.key)
        throw new ApiError(400, uploadMessages.missingFile)
      }
      let created: UploadRecord
      try {
        created = await record(user, stored, fields.get('category') ?? 'photos')
      } catch (error) {
        await store.delete(stored.key).catch(() => false)
        throw error
      }
      await logUpload(actorOf(user, ip), user.id, created, 'yüklendi')
      // A photo's smaller copies for the sites that will show it (docs/rules/publishing.md#images).
      return toUpload(await withVariants(ports, created))
    } finally {
      await release()
    }
  }

  async function record(user: UserRecord, stored: StoredFile, rawCategory: string): Promise<UploadRecord> {
    const mimeType = stored.mime
    if (!mimeType) throw new ApiError(415, uploadMessages.unsupported)
    const category = uploadCategorySchema.safeParse(rawCategory)
    if (!category.success) throw new ApiError(400, uploadMessages.invalidCategory)
    // Checked again with the real size: parallel uploads may have used the room meanwhile.
    await assertWithinQuota(repos, user, stored.size)
    return repos.uploads.create({
      id: stored.key.split('/')[1] ?? ports.ids.uuid(),
      userId: user.id,
      websiteId: null,
      requestId: null,
      category: category.data,
      originalName: nameForType(cleanFileName(stored.name), mimeType),
      mimeType,
      sizeBytes: stored.size,
      storageKey: stored.key,
      sha256: stored.sha256,
      createdAt: ports.clock.now().toISOString(),
    })
  }

  return {
    /** The route: a multipart/form-data request with `file` and `category`, read as a stream. */
    async uploadFromRequest(user: UserRecord, request: Request, ip: string | null = null): Promise<Upload> {
      const boundary = formDataBoundary(request.headers.get('content-type') ?? undefined)
      if (!boundary || !request.body) throw new ApiError(400, uploadMessages.missingFile)
      const declared = Number(request.headers.get('content-length') ?? 0)
      const declaredBytes = Number.isFinite(declared) ? declared : 0
      // The whole body is one file of the settings' size at most, plus its envelope: stop reading there.
      const maxBody = (await settings()).maxFileSize * MEGABYTE + MULTIPART_OVERHEAD
      const body = limitedBody(request.body, maxBody)
      try {
        return await receive(user, readFormParts(body, boundary), declaredBytes, ip)
      } catch (error) {
        // Refused before a byte was read (too many at once, no room left): the client hears why once it
        // has sent its file, not a reset connection. A body declared past the limit is not waited for.
        const early = error instanceof ApiError && (error.status === 429 || error.status === 413)
        if (early && declaredBytes <= maxBody) await discardStream(body)
        throw error
      }
    },

    /** A file already in memory (seeds, examples): the same checks as an upload. */
    async upload(user: UserRecord, file: File, category: UploadCategory): Promise<Upload> {
      return receive(user, fileParts(file, category), file.size, null)
    },

    /** The owner or an admin. */
    async download(
      id: string,
      viewer: UserRecord,
    ): Promise<{ record: UploadRecord; bytes: Uint8Array<ArrayBuffer> }> {
      const store = files()
      const record = await owned(id, viewer)
      const bytes = await store.get(record.storageKey)
      if (!bytes) throw new ApiError(404, uploadMessages.notFound)
      return { record, bytes }
    },

    /**
     * Deletes the file, its image copies and its row (docs/rules/file-storage.md#deleting-an-upload):
     * refused (409, naming the site) while a published page shows it; the websites whose unpublished
     * content showed it are returned, for the answer to warn about.
     */
    async remove(id: string, viewer: UserRecord, ip: string | null = null): Promise<{ drafts: string[] }> {
      const store = files()
      const record = await owned(id, viewer)
      const usage = await uploadUsage(repos, record)
      if (usage.published.length > 0) throw new ApiError(409, uploadMessages.inUse(usage.published))
      const actor = actorOf(viewer, ip)
      const deleted = await repos.transaction(async (tx) => {
        if (!(await tx.uploads.delete(record.id))) return false
        await audit.deleted(tx, { actor, resource: 'uploads', recordId: record.id }, record)
        return true
      })
      if (!deleted) return { drafts: [] }
      // The bytes once the row is gone: a FileStore is no part of the transaction.
      await deleteUploadFiles(store, record)
      await logUpload(actor, record.userId, record, 'silindi')
      return { drafts: usage.drafts }
    },
  }
}
export type UploadService = ReturnType<typeof createUploadService>
