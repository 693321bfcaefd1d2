// The Turkish texts of subscriptions that the server and the screens both say (docs/shared-code.md).

export const subscriptionMessages = {
  planUnknown: 'Seçilen paket bulunamadı.',
  periodUnknown: 'Ödeme dönemi aylık veya yıllık olmalıdır.',
  packageUnavailable: 'Bu paket artık sunulmuyor; lütfen başka bir paket seçin.',
  chosenPlan: (name: string, period: string) => `Seçilen paket: ${name} · ${period}`,
  periodLabel: { monthly: 'Aylık', yearly: 'Yıllık' } as const,
  statusLabel: {
    pending: 'E-posta doğrulaması bekleniyor',
    active: 'Etkin',
    past_due: 'Ödeme gecikti',
    suspended: 'Askıya alındı',
    cancelled: 'İptal edildi',
  } as const,
  suspendedHint:
    'Ödenmemiş faturanız nedeniyle siteleriniz ziyaretçilere bakım sayfası gösteriyor. Faturayı ödediğiniz anda yeniden yayına girer.',
  quoteCharge: (amount: string) => `Bugün kesilecek fark faturası: ${amount} (KDV dahil)`,
  quoteCredit: (amount: string) => `Sonraki faturanızdan düşülecek alacak: ${amount} (KDV hariç)`,
  quoteNothing: 'Bu değişiklik için ek ücret veya alacak oluşmaz.',
  quoteNoPlan: 'Şu an ücretli bir paketiniz yok: yeni paketin ilk faturası onaydan sonra kesilir.',
} as const
