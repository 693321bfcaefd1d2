// The Turkish answers of the customer's requests and support tickets; the dashboard's forms say the same.
export const customerRequestMessages = {
  /** docs/rules/customer-dashboard.md#taleplerim: the dashboard's request form and the support ticket prompts. */
  titleAndDescriptionRequired: 'Lütfen başlık ve açıklama alanlarını doldurun',
  created: 'Talebiniz başarıyla gönderildi!',
  ticketCreated: 'Destek talebiniz başarıyla gönderildi!',
  websiteNotFound: 'Website bulunamadı.',
}
