export const userMessages = {
  nameAndEmailRequired: 'Ad ve email alanları zorunludur.',
  emailTaken: 'Bu email adresi zaten kullanılıyor.',
  notFound: 'Kullanıcı bulunamadı.',
  adminNotDeletable: 'Admin kullanıcılar silinemez.',
  selfChange: 'Kendi hesabınızın rolünü veya durumunu değiştiremezsiniz.',
  created: 'Kullanıcı başarıyla oluşturuldu.',
  updated: 'Kullanıcı başarıyla güncellendi.',
  deleted: 'Kullanıcı başarıyla silindi.',
  profileUpdated: 'Profiliniz güncellendi.',
  updateFailed: 'Kullanıcı güncellenirken bir hata oluştu.',
  deleteFailed: 'Kullanıcı silinirken bir hata oluştu.',
}
