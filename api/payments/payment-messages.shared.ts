// The card payments' Turkish answers (docs/rules/invoices-and-plans.md#card-payments). No schemas here:
// the screens show the same words without loading the payment schemas.

export const paymentMessages = {
  payByCard: 'Kartla öde',
  cardUnavailable: 'Kartla ödeme şu anda kullanılamıyor. Lütfen havale/EFT ile ödeyin.',
  nothingToPay: 'Bu faturanın ödenecek tutarı yok.',
  notPayable: 'Bu fatura ödenemez (iptal edilmiş).',
  gatewayUnreachable: 'Ödeme altyapısına şu anda ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
  gatewayRefused: (reason: string) => `Ödeme başlatılamadı: ${reason}`,
  checkoutNotFound: 'Ödeme kaydı bulunamadı.',
  paid: 'Ödemeniz alındı, faturanız ödendi. Teşekkür ederiz.',
  partlyPaid: 'Ödemeniz alındı.',
  declined: (reason: string) => `Ödeme tamamlanamadı: ${reason}`,
  declinedNoReason: 'Ödeme tamamlanamadı. Kart bilgilerinizi kontrol edip tekrar deneyin.',
  pending: 'Ödemenizin sonucu bekleniyor.',
  mismatch: 'Ödeme altyapısının yanıtı bu ödemeyle eşleşmedi; ödeme kaydedilmedi.',
  notApplied: 'Kartınızdan çekilen tutar faturaya işlenemedi; ekibimiz iade edecek.',
  expired: 'Ödeme sayfasının süresi doldu; ödeme alınmadı.',
  resultUnknown:
    'Ödemenin sonucu ödeme altyapısından alınamadı. Kartınızdan tutar çekildiyse ekibimiz sizinle iletişime geçecek.',
  refundNotCard: 'Yalnızca ödeme altyapısıyla alınmış kart ödemeleri iade edilebilir.',
  refundPaymentNotFound: 'İade edilecek ödeme bulunamadı.',
  refundTooLarge: 'İade tutarı ödemenin iade edilmemiş kısmını aşamaz.',
  refundAmountInvalid: 'İade tutarı sıfırdan büyük ve en çok iki ondalık basamaklı olmalıdır.',
  refunded: 'İade yapıldı.',
  refundFailed: (reason: string) => `İade yapılamadı: ${reason}`,
  bankTransferTitle: 'Havale / EFT ile ödeme',
  bankTransferMissing: 'Ödeme bilgileri için destek ekibimizle iletişime geçin.',
  bankTransferNote: 'Açıklama alanına fatura numaranızı yazın.',
} as const
