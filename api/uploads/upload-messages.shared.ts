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
  /** A published site shows the file: its deletion is refused (409). */
  inUse: (sites: readonly string[]) =>
    sites.length === 1
      ? `Bu dosya yayındaki “${sites[0]}” sitesinde kullanılıyor; önce siteden kaldırın.`
      : `Bu dosya yayındaki ${quotedList(sites)} sitelerinde kullanılıyor; önce sitelerden kaldırın.`,
  /** Only unpublished content showed it: deleted, and the customer is told where it is now missing. */
  deletedFromDrafts: (sites: readonly string[]) =>
    `Dosya silindi. ${quotedList(sites)} ${sites.length === 1 ? 'sitesinin' : 'sitelerinin'} yayınlanmamış içeriğinde kullanılıyordu; orada artık görünmeyecek.`,
}

/** “A”, “B” ve “C” */
function quotedList(names: readonly string[]): string {
  const quoted = names.map((name) => `“${name}”`)
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} ve ${quoted.at(-1)}` : (quoted[0] ?? '')
}
