export const customerRequestMessages = {
  /** Customer spec §5: the dashboard's request form and the support ticket prompts. */
  titleAndDescriptionRequired: 'Lütfen başlık ve açıklama alanlarını doldurun',
  created: 'Talebiniz başarıyla gönderildi!',
  ticketCreated: 'Destek talebiniz başarıyla gönderildi!',
  websiteNotFound: 'Website bulunamadı.',
}
