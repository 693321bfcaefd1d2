import { describe, expect, it } from 'vitest'
import { UPLOAD_MAX_BYTES } from '../../api/uploads/upload.shared'
import { uploadMessages } from '../../api/uploads/upload-messages.shared'
import { extensionOf, formatFileSize, precheckUpload } from './upload-rules'

describe('precheckUpload', () => {
  it('lets the five formats through up to 10 MB', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.pdf', 'e.doc', 'f.Docx']) {
      expect(precheckUpload({ name, size: 1000 })).toBeNull()
    }
    expect(precheckUpload({ name: 'sınır.png', size: UPLOAD_MAX_BYTES })).toBeNull()
  })

  it('refuses a file over 10 MB, another extension and an empty file', () => {
    expect(precheckUpload({ name: 'büyük.png', size: UPLOAD_MAX_BYTES + 1 })).toBe(uploadMessages.tooLarge)
    expect(precheckUpload({ name: 'kurulum.exe', size: 10 })).toBe(uploadMessages.unsupported)
    expect(precheckUpload({ name: 'adsiz', size: 10 })).toBe(uploadMessages.unsupported)
    expect(precheckUpload({ name: 'bos.png', size: 0 })).toBe(uploadMessages.missingFile)
  })

  it('reads the extension after the last dot', () => {
    expect(extensionOf('virus.exe.png')).toBe('png')
    expect(extensionOf('LOGO.PNG')).toBe('png')
    expect(extensionOf('README')).toBe('')
  })
})

describe('formatFileSize', () => {
  it('uses Turkish decimals', () => {
    expect(formatFileSize(512)).toBe('512 B')
    expect(formatFileSize(1536)).toBe('1,5 KB')
    expect(formatFileSize(11 * 1024 * 1024)).toBe('11 MB')
  })
})
