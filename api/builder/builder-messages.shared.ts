// The builder's Turkish texts on the server (docs/rules/website-builder.md).
export const builderMessages = {
  companyRequired: 'Lütfen firma adını girin.',
  contactEmailInvalid: 'Lütfen geçerli bir iletişim e-postası girin.',
  created: 'Talebiniz alındı! Ekibimiz 24 saat içinde sizinle iletişime geçecek.',
} as const
