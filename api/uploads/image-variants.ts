import type { ApiPorts } from '../ports'
import type { FileStore } from '../ports/infrastructure'
import type { UploadRecord } from './upload.shared'

// An image's smaller WebP copies (docs/rules/publishing.md#images): made once per upload, when it is
// uploaded (and, for an upload from before, by the first publication that shows it), stored beside the
// original under `<storageKey>-w<width>`, and deleted with it. A published page offers them in
// `srcset` as `media/<uploadId>.w<width>.webp`.

/** The copies' widths: a phone, a tablet or a phone at 2×, a wide screen at 2×. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const

/** Photos only: GIFs may move and icons are tiny. */
const RESIZED = new Set<UploadRecord['mimeType']>(['image/jpeg', 'image/png', 'image/webp'])

/** What an upload that gets no copies records (an icon, an animation, bytes that are no image). */
const NO_COPIES = { width: 0, height: 0, copies: [] }

export const variantKey = (storageKey: string, width: number) => `${storageKey}-w${width}`

/** Every key an upload's bytes are stored under: the original's and its copies'. */
export function uploadFileKeys(upload: Pick<UploadRecord, 'storageKey' | 'variants'>): string[] {
  const copies = upload.variants?.copies ?? []
  return [upload.storageKey, ...copies.map((copy) => variantKey(upload.storageKey, copy.width))]
}

/** Deletes an upload's bytes, its copies' too; a key already gone is no error. */
export async function deleteUploadFiles(
  files: FileStore | undefined,
  upload: Pick<UploadRecord, 'storageKey' | 'variants'>,
): Promise<void> {
  for (const key of uploadFileKeys(upload)) await files?.delete(key).catch(() => false)
}

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array<ArrayBuffer>> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
}

/**
 * The upload with its copies made and recorded, when it is an image that gets them and this host can make
 * them; otherwise as it is. A failure leaves the upload without copies (its page shows the original).
 */
export async function withVariants(
  ports: Pick<ApiPorts, 'repos' | 'files' | 'images' | 'logger'>,
  upload: UploadRecord,
): Promise<UploadRecord> {
  const { files, images } = ports
  if (upload.variants || !files || !images) return upload
  try {
    const made = RESIZED.has(upload.mimeType) ? await resized(files, images, upload) : null
    return (await ports.repos.uploads.update(upload.id, { variants: made ?? NO_COPIES })) ?? upload
  } catch (error) {
    ports.logger.warn('image copies not made', { uploadId: upload.id, error: String(error) })
    return upload
  }
}

async function resized(
  files: FileStore,
  images: NonNullable<ApiPorts['images']>,
  upload: UploadRecord,
): Promise<UploadRecord['variants']> {
  const bytes = await files.get(upload.storageKey)
  const made = bytes ? await images.variants(bytes, VARIANT_WIDTHS) : null
  if (!made) return undefined
  const copies = []
  for (const copy of made.copies) {
    const stored = await files.put(variantKey(upload.storageKey, copy.width), streamOf(copy.bytes))
    copies.push({ width: copy.width, height: copy.height, sizeBytes: stored.size })
  }
  return { width: made.width, height: made.height, copies }
}
