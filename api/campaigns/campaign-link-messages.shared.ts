// The Turkish answers of a campaign mail's links (docs/rules/email-campaigns.md#tracking, #unsubscribe);
// the unsubscribe page says the same.
export const campaignLinkMessages = {
  invalid: 'Bu bağlantı geçersiz.',
  expired: 'Bu bağlantının süresi dolmuş.',
  home: 'SiteKur ana sayfasına git',
  unsubscribed: 'Abonelikten çıktınız. Artık SiteKur kampanya e-postaları almayacaksınız.',
} as const
