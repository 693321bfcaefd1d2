// The Galeri's check before an upload: size and file extension, for a quick answer only. The server
// decides by content (an .exe renamed .png is refused there) and its Turkish message is shown.
import { UPLOAD_MAX_BYTES } from '../../api/uploads/upload.shared'
import type { UploadCategory } from '../../api/uploads/upload.shared'
import { uploadMessages } from '../../api/uploads/upload-messages.shared'

export const UPLOAD_NOTICE = 'En fazla 10MB, JPG, PNG, PDF, DOC, DOCX'

export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf', 'doc', 'docx'] as const
/** For <input accept>: the extensions and their types. */
export const UPLOAD_ACCEPT = [
  ...UPLOAD_EXTENSIONS.map((extension) => `.${extension}`),
  'image/jpeg',
  'image/png',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
].join(',')

export const UPLOAD_CATEGORIES: ReadonlyArray<{ category: UploadCategory; title: string; hint: string }> = [
  { category: 'photos', title: 'Fotoğraflar', hint: 'Ürün, mekân ve ekip fotoğrafları' },
  { category: 'documents', title: 'Dokümanlar', hint: 'Metinler, broşürler, kataloglar' },
  { category: 'menu', title: 'Menü/Sayfalar', hint: 'Menü, fiyat listesi, sayfa içerikleri' },
  { category: 'branding', title: 'Logo/Marka', hint: 'Logo, kurumsal kimlik dosyaları' },
]

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.')
  return dot < 0 ? '' : name.slice(dot + 1).toLocaleLowerCase('en-US')
}

/** null when the file may be sent, otherwise the reason it is not. */
export function precheckUpload(file: { name: string; size: number }): string | null {
  if (file.size === 0) return uploadMessages.missingFile
  if (file.size > UPLOAD_MAX_BYTES) return uploadMessages.tooLarge
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return uploadMessages.unsupported
  return null
}

/** 1536 → '1,5 KB' (Turkish decimal comma). */
export function formatFileSize(bytes: number): string {
  const format = (value: number, unit: string) =>
    `${value.toLocaleString('tr-TR', { maximumFractionDigits: 1 })} ${unit}`
  if (bytes < 1024) return format(bytes, 'B')
  if (bytes < 1024 * 1024) return format(bytes / 1024, 'KB')
  return format(bytes / (1024 * 1024), 'MB')
}
