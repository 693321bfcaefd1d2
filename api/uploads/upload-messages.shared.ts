// docs/rules/customer-dashboard.md#galeri-uploads: the server's answers, and the Galeri's own quick check
// says the same words.

const tooLargeFor = (megabytes: number) =>
  `Dosya boyutu ${megabytes} MB sınırını aşıyor. Lütfen daha küçük bir dosya seçin.`

export const uploadMessages = {
  tooLarge: tooLargeFor(10),
  /** The Galeri's limit is the settings' maxFileSize (docs/rules/system-settings.md#maximum-file-size). */
  tooLargeFor,
  unsupported: 'Desteklenmeyen dosya türü. Yalnızca JPG, PNG, PDF, DOC ve DOCX dosyaları yüklenebilir.',
  tooManyPixels:
    'Görselin çözünürlüğü çok yüksek: en fazla 40 megapiksel (ör. 8000 × 5000) olabilir. Lütfen küçültüp yeniden yükleyin.',
  missingFile: 'Lütfen yüklenecek bir dosya seçin.',
  invalidCategory: 'Geçersiz dosya kategorisi.',
  notFound: 'Dosya bulunamadı.',
  unavailable: 'Dosya yükleme şu anda kullanılamıyor.',
  uploaded: 'Dosya başarıyla yüklendi.',
  deleted: 'Dosya silindi.',
}
