// The Turkish answers of the drafts kept on the server (docs/drafts.md#on-the-server).
export const draftMessages = {
  tooLarge: 'Taslak çok büyük.',
  invalidValue: 'Taslak kaydedilemedi: form verisi geçersiz.',
} as const
