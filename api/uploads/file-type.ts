import type { UploadMimeType } from './upload.shared'

// What an upload IS, from its first bytes (never from its name or declared type): JPEG, PNG, PDF,
// Word 97-2003 (OLE2 compound file with a WordDocument stream) and Word 2007+ (a zip whose central
// directory lists [Content_Types].xml and word/ parts).

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b)

const JPEG = [0xff, 0xd8, 0xff]
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP_LOCAL = [0x50, 0x4b, 0x03, 0x04]
const ZIP_END = 0x06054b50
const ZIP_CENTRAL = 0x02014b50

export function contains(bytes: Uint8Array, needle: Uint8Array): boolean {
  outer: for (let i = 0; i + needle.length <= bytes.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

/** "WordDocument" in UTF-16LE: the name of the main stream of every .doc file. */
export const WORD_STREAM = new Uint8Array([...'WordDocument'].flatMap((ch) => [ch.charCodeAt(0), 0]))

/**
 * The file names in a zip's central directory (empty when it cannot be read). `bytes` may be the
 * file's last bytes only, starting at `baseOffset` of the file (a streamed upload keeps its tail).
 */
export function zipEntryNames(bytes: Uint8Array, maxEntries = 10_000, baseOffset = 0): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const lowest = Math.max(0, bytes.length - 22 - 0xffff)
  let end = -1
  for (let i = bytes.length - 22; i >= lowest; i--) {
    if (view.getUint32(i, true) === ZIP_END) {
      end = i
      break
    }
  }
  if (end < 0) return []
  const count = Math.min(view.getUint16(end + 10, true), maxEntries)
  let p = view.getUint32(end + 16, true) - baseOffset
  if (p < 0) return []
  const names: string[] = []
  const decoder = new TextDecoder()
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || view.getUint32(p, true) !== ZIP_CENTRAL) break
    const nameLength = view.getUint16(p + 28, true)
    const extraLength = view.getUint16(p + 30, true)
    const commentLength = view.getUint16(p + 32, true)
    if (p + 46 + nameLength > bytes.length) break
    names.push(decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)))
    p += 46 + nameLength + extraLength + commentLength
  }
  return names
}

/** What a streamed file showed of itself: its first bytes, its last bytes and a needle search. */
export interface UploadSample {
  head: Uint8Array
  tail: Uint8Array
  /** Byte offset of `tail` in the file. */
  tailOffset: number
  hasWordStream: boolean
}

export function detectSampleType(sample: UploadSample): UploadMimeType | null {
  const { head } = sample
  if (startsWith(head, JPEG)) return 'image/jpeg'
  if (startsWith(head, PNG)) return 'image/png'
  if (startsWith(head, PDF)) return 'application/pdf'
  if (startsWith(head, OLE2)) return sample.hasWordStream ? 'application/msword' : null
  if (startsWith(head, ZIP_LOCAL)) {
    const names = zipEntryNames(sample.tail, 10_000, sample.tailOffset)
    if (names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'))) {
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    }
  }
  return null
}

export function detectUploadType(bytes: Uint8Array): UploadMimeType | null {
  return detectSampleType({
    head: bytes,
    tail: bytes,
    tailOffset: 0,
    hasWordStream: contains(bytes, WORD_STREAM),
  })
}

/** The extensions each type may carry; the first is the one a name gets when it has none of them. */
export const UPLOAD_EXTENSIONS: Readonly<Record<UploadMimeType, readonly string[]>> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'application/pdf': ['pdf'],
  'application/msword': ['doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/x-icon': ['ico'],
}

/**
 * The name with the extension of what the bytes are: a PDF named `fatura.html` becomes `fatura.pdf`,
 * JPEG bytes named `setup.exe` become `setup.jpg`, `foto.JPEG` stays. The name is what a browser or
 * the operating system decides by when the file is opened, so it must not claim another type.
 */
export function nameForType(name: string, type: UploadMimeType): string {
  const allowed = UPLOAD_EXTENSIONS[type]
  const dot = name.lastIndexOf('.')
  const stem = dot > 0 ? name.slice(0, dot) : name
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
  if (allowed.includes(extension)) return name
  return `${stem || 'dosya'}.${allowed[0]}`
}
