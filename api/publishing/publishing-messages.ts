// The publishing API's answers and the owner's notifications (docs/rules/publishing.md).
export const publishingMessages = {
  published: 'Website yayınlandı.',
  unpublished: 'Website yayından kaldırıldı.',
  requestNotCompleted: 'Yalnızca tamamlanan talepler yayınlanabilir.',
  notLiveYet:
    'Siteniz henüz yayında değil. İlk yayını ekibimiz yapar; siteniz yayına alındıktan sonra değişikliklerinizi kendiniz yayınlayabilirsiniz.',
  publishedNotice: (name: string, url: string) => ({
    title: 'Websiteniz yayında',
    message: `"${name}" yayınlandı. Ziyaretçileriniz sitenize şu adresten ulaşabilir: ${url}`,
  }),
  unpublishedNotice: (name: string) => ({
    title: 'Websiteniz yayından kaldırıldı',
    message: `"${name}" artık ziyaretçilere gösterilmiyor.`,
  }),
}
