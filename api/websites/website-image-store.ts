import { ApiError } from '../lib/http'
import type { FileStore, Ids } from '../ports/infrastructure'
import { UPLOAD_MAX_BYTES } from '../uploads/upload.shared'
import { cleanFileName } from '../uploads/content-disposition'
import { nameForType } from '../uploads/file-type'
import { inspectUpload } from '../uploads/upload-inspector'
import { uploadMessages } from '../uploads/upload-messages.shared'
import type { EditFormFile } from './website-edit-form'
import type { StoredImage } from './website-edit-patch'
import { acceptsImage, detectImageType } from './website-image-type'
import { websiteEditMessages } from './website-messages'

// One image of the edit form, streamed into the file store like any upload (at most UPLOAD_MAX_BYTES,
// never whole in memory) and told by its first bytes. What is not an image the slot takes, or declares
// more pixels than an upload may have, is removed again and refused; an empty file part (a file input
// left empty) is no image at all.

const keyPart = (value: string) => value.replace(/[^A-Za-z0-9_-]/g, '_')

export async function storeWebsiteImage(options: {
  store: FileStore
  ids: Ids
  owner: string
  file: EditFormFile
}): Promise<StoredImage | null> {
  const { store, ids, owner, file } = options
  const { stream, inspection } = inspectUpload(file.content, UPLOAD_MAX_BYTES)
  const id = ids.uuid()
  const key = `${keyPart(owner)}/${keyPart(id)}`
  const { size, sha256 } = await store.put(key, stream)
  const type = detectImageType(inspection.head())
  const tooManyPixels = inspection.tooManyPixels()
  if (size === 0 || !acceptsImage(file.slot, type) || tooManyPixels) {
    await store.delete(key).catch(() => false)
    if (size === 0) return null
    throw new ApiError(400, tooManyPixels ? uploadMessages.tooManyPixels : websiteEditMessages.imagesOnly)
  }
  const name = nameForType(cleanFileName(file.filename) || 'gorsel', type)
  return { id, key, slot: file.slot, index: file.index, name, mimeType: type, size, sha256 }
}
