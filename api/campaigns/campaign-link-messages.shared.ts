// The Turkish answers of a campaign mail's links (docs/rules/email-campaigns.md#unsubscribe); the
// unsubscribe page says the same.
export const campaignLinkMessages = {
  invalid: 'Bu bağlantı geçersiz.',
  unsubscribed: 'Abonelikten çıktınız. Artık SiteKur kampanya e-postaları almayacaksınız.',
} as const
