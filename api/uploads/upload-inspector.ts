import { contains, detectSampleType, WORD_STREAM } from './file-type'
import { hasTooManyPixels, IMAGE_PROBE_BYTES } from './image-pixels'
import type { UploadMimeType } from './upload.shared'

// Watches an upload's bytes as they stream to storage: counts them (and stops the stream past the
// limit, so a store never writes more than the limit), and keeps just enough to tell the type by
// content afterwards: the first bytes (signatures, and an image's declared size), the last 128 KB (a
// .docx's zip directory) and whether the UTF-16 name of a .doc's WordDocument stream went by.

export class UploadTooLargeError extends Error {
  constructor() {
    super('upload too large')
    this.name = 'UploadTooLargeError'
  }
}

const HEAD_BYTES = IMAGE_PROBE_BYTES
/** A zip's end record (22 bytes + a comment of up to 64 KB) and a central directory of normal size. */
const TAIL_BYTES = 128 * 1024

export interface UploadInspection {
  readonly size: number
  type(): UploadMimeType | null
  /** The file's first bytes, up to IMAGE_PROBE_BYTES (./image-pixels.ts). */
  head(): Uint8Array
  /** The bytes are an image that declares more pixels than an upload may have (./image-pixels.ts). */
  tooManyPixels(): boolean
}

export function inspectUpload(
  source: AsyncIterable<Uint8Array<ArrayBuffer>>,
  maxBytes: number,
): { stream: ReadableStream<Uint8Array<ArrayBuffer>>; inspection: UploadInspection } {
  let size = 0
  let head: Uint8Array = new Uint8Array(0)
  let tail: Uint8Array = new Uint8Array(0)
  let hasWordStream = false
  // The last bytes of the previous chunk, so a name split between two chunks is still found.
  let seam: Uint8Array = new Uint8Array(0)
  const iterator = source[Symbol.asyncIterator]()

  const observe = (chunk: Uint8Array) => {
    if (head.length < HEAD_BYTES) head = concat(head, chunk.subarray(0, HEAD_BYTES - head.length))
    if (!hasWordStream) {
      hasWordStream =
        contains(concat(seam, chunk.subarray(0, WORD_STREAM.length)), WORD_STREAM) ||
        contains(chunk, WORD_STREAM)
      seam = chunk.slice(Math.max(0, chunk.length - WORD_STREAM.length + 1))
    }
    tail =
      chunk.length >= TAIL_BYTES
        ? chunk.slice(chunk.length - TAIL_BYTES)
        : concat(tail.subarray(Math.max(0, tail.length + chunk.length - TAIL_BYTES)), chunk)
  }

  const stream = new ReadableStream<Uint8Array<ArrayBuffer>>({
    async pull(controller) {
      const next = await iterator.next()
      if (next.done) {
        controller.close()
        return
      }
      size += next.value.length
      if (size > maxBytes) {
        controller.error(new UploadTooLargeError())
        await iterator.return?.()
        return
      }
      observe(next.value)
      controller.enqueue(next.value)
    },
    async cancel() {
      await iterator.return?.()
    },
  })

  return {
    stream,
    inspection: {
      get size() {
        return size
      },
      type: () => detectSampleType({ head, tail, tailOffset: size - tail.length, hasWordStream }),
      head: () => head,
      tooManyPixels: () => hasTooManyPixels(head),
    },
  }
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length)
  out.set(a)
  out.set(b, a.length)
  return out
}
