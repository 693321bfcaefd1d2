import type { FileStore } from '../../api/ports/infrastructure'
import { readBlob, type BlobStore } from './blob-store'

/** Uploads and their smaller copies live under this prefix of the blob store. */
export const UPLOADS_PREFIX = 'uploads/'

/** The API's FileStore over the host's blob store: the upload keys, under 'uploads/'. */
export function blobFileStore(blobs: BlobStore): FileStore {
  return {
    put: (key, body) => blobs.put(UPLOADS_PREFIX + key, body),
    get: (key) => readBlob(blobs, UPLOADS_PREFIX + key),
    delete: (key) => blobs.delete(UPLOADS_PREFIX + key),
  }
}
