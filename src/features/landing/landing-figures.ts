// The promises the landing page makes (docs/rules/landing.md#promises). Kept together so copy and tests agree.
export const landingFigures = [
  { value: '24 saat', label: 'içinde ilk canlı yayın' },
  { value: '19 saat 40 dakika', label: 'ortalama yayına alma süresi' },
  { value: '%94', label: 'müşteri memnuniyeti' },
  { value: '320+', label: 'tamamlanan proje' },
] as const
