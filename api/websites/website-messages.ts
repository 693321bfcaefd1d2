export const websiteMessages = {
  required: 'Ad, domain ve sahip email alanları zorunludur.',
  domainTaken: 'Bu domain zaten kullanılıyor.',
  notFound: 'Website bulunamadı.',
  created: 'Website başarıyla oluşturuldu.',
  updated: 'Website başarıyla güncellendi!',
  deleted: 'Website başarıyla silindi.',
  invalidOwnerEmail: 'Geçerli bir sahip email adresi girin.',
}

// The edit screen's save messages live with its model (the edit screen shows the same words).
export { websiteEditMessages } from '../schemas/website-edit'
