// The invoices' Turkish answers (docs/rules/invoices-and-plans.md#invoices). No schemas here: the screens
// show the same words without loading the invoice input's schemas.

export const invoiceMessages = {
  emailRequired: 'Müşteri email adresi zorunludur.',
  customerNotFound: 'Bu email adresine sahip kullanıcı bulunamadı.',
  notFound: 'Fatura bulunamadı.',
  packageNotFound: 'Seçilen paket bulunamadı.',
  created: 'Fatura başarıyla oluşturuldu.',
  updated: 'Fatura başarıyla güncellendi.',
  deleted: 'Fatura başarıyla silindi.',
  createFailed: 'Fatura oluşturulurken bir hata oluştu.',
  updateFailed: 'Fatura güncellenirken bir hata oluştu.',
  deleteFailed: 'Fatura silinirken bir hata oluştu.',
  frozen: 'Ödenmiş bir faturanın tutarı ve kalemleri değiştirilemez.',
  belowPaid: 'Yeni toplam, alınmış ödemelerden az olamaz.',
  onlyNewestDeletable:
    'Yalnızca serinin en son faturası silinebilir (fatura numaraları boşluksuz ilerler). Bu faturayı silmek yerine durumunu “İptal” olarak değiştirin.',
  dueBeforeIssue: 'Son ödeme tarihi fatura tarihinden önce olamaz.',
  paymentRecorded: 'Ödeme kaydedildi.',
  paymentOnCancelled: 'İptal edilmiş bir faturaya ödeme kaydedilemez.',
  alreadyPaid: 'Bu faturanın ödemesi zaten tamamlanmış.',
  paymentTooLarge: 'Ödeme tutarı kalan tutarı aşamaz.',
  paymentAmountInvalid: 'Ödeme tutarı sıfırdan büyük ve en çok iki ondalık basamaklı olmalıdır.',
  amountInvalid: 'Tutar 1 TL veya daha fazla bir tam sayı olmalıdır.',
  amountOrPackageRequired: 'Müşterinin bir paketi yok: bir tutar girin ya da bir paket seçin.',
  pdfUnavailable: 'Fatura PDF dosyası şu anda oluşturulamıyor. Lütfen biraz sonra tekrar deneyin.',
} as const
