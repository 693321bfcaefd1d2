import { ApiError } from '../lib/http'
import type { ApiPorts } from '../ports'
import type { FileStore } from '../ports/infrastructure'
import { UPLOAD_MAX_BYTES, type Upload, type UploadCategory, type UploadRecord } from '../schemas/upload'
import type { UserRecord } from '../schemas/user'
import { cleanFileName } from './content-disposition'
import { detectUploadType } from './file-type'
import { uploadMessages } from '../schemas/upload-messages'

export function toUpload(record: UploadRecord): Upload {
  const { storageKey: _key, sha256: _hash, mimeType, sizeBytes, ...rest } = record
  return { ...rest, mime: mimeType, size: sizeBytes, downloadUrl: `/api/uploads/${record.id}/download` }
}

const keyPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_')

async function sha256OfBytes(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('')
}

// Customer uploads: at most 10 MB, JPG/PNG/PDF/DOC/DOCX by content. The bytes go to the host's
// FileStore first and the metadata row second; a failed row removes the bytes again.
export function createUploadService(ports: ApiPorts) {
  const repos = ports.repos
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

  return {
    async upload(user: UserRecord, file: File, category: UploadCategory): Promise<Upload> {
      const store = files()
      if (file.size > UPLOAD_MAX_BYTES) throw new ApiError(413, uploadMessages.tooLarge)
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (bytes.length === 0) throw new ApiError(400, uploadMessages.missingFile)
      if (bytes.length > UPLOAD_MAX_BYTES) throw new ApiError(413, uploadMessages.tooLarge)
      const mimeType = detectUploadType(bytes)
      if (!mimeType) throw new ApiError(415, uploadMessages.unsupported)
      const id = ports.ids.uuid()
      const storageKey = `${keyPart(user.id)}/${keyPart(id)}`
      await store.put(storageKey, bytes)
      try {
        const record = await repos.uploads.create({
          id,
          userId: user.id,
          websiteId: null,
          requestId: null,
          category,
          originalName: cleanFileName(file.name),
          mimeType,
          sizeBytes: bytes.length,
          storageKey,
          sha256: await sha256OfBytes(bytes),
          createdAt: ports.clock.now().toISOString(),
        })
        return toUpload(record)
      } catch (error) {
        await store.delete(storageKey).catch(() => false)
        throw error
      }
    },

    async mine(user: UserRecord, category?: UploadCategory): Promise<{ uploads: Upload[]; total: number }> {
      const filter = category ? { userId: user.id, category } : { userId: user.id }
      const records = await repos.uploads.list({ filter, limit: 500 })
      return { uploads: records.map(toUpload), total: records.length }
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

    async remove(id: string, viewer: UserRecord): Promise<void> {
      const store = files()
      const record = await owned(id, viewer)
      await repos.uploads.delete(record.id)
      await store.delete(record.storageKey)
    },
  }
}
export type UploadService = ReturnType<typeof createUploadService>
