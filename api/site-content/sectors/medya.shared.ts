import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const MEDYA: SectorStarter = {
  tagline: 'Markanızı doğru kitleye, doğru kanalda ve ölçülebilir sonuçlarla anlatıyoruz.',
  about: (name) =>
    `${name}, markaların hikâyesini sosyal medyada, dijital reklamlarda ve basılı işlerde anlatan bir reklam ajansıdır. Her işe hedef kitlenizi ve bütçenizi anlayarak başlıyor, içerikleri planlıyor, üretiyor ve sonuçlarını her ay raporluyoruz. Küçük ve orta ölçekli işletmelerle, büyük ajans bütçeleri gerektirmeden çalışıyoruz.`,
  values: [
    {
      title: 'Ölçülebilir sonuç',
      text: 'Her kampanyanın erişimini, tıklamalarını ve getirdiği müşteriyi aylık raporla paylaşırız.',
    },
    {
      title: 'Bütçenize uygun plan',
      text: 'Reklam bütçenizi en çok sonuç aldığınız kanallara yönlendiririz.',
    },
    {
      title: 'Tüm üretim tek ekipte',
      text: 'Fotoğraf, video, metin ve tasarımı aynı ekip üretir; markanızın dili her yerde tutarlı kalır.',
    },
  ],
  servicesIntro:
    'Strateji, tasarım, içerik ve reklam yönetimi; markanızın ihtiyaç duyduğu her şey bir arada.',
  services: [
    {
      title: 'Sosyal medya yönetimi',
      text: 'Aylık içerik takvimi, paylaşım tasarımları, metinler ve yorumların takibi.',
    },
    {
      title: 'Dijital reklam yönetimi',
      text: 'Google ve Meta reklamlarınızı kurar, bütçenizi her gün izleyerek sonuç getiren reklamlara yönlendiririz.',
    },
    {
      title: 'Marka kimliği',
      text: 'Logo, renk ve yazı karakteri seçimiyle markanızın her yerde aynı ve tutarlı görünmesini sağlarız.',
    },
    {
      title: 'Fotoğraf ve video çekimi',
      text: 'Ürün, mekân ve tanıtım çekimlerini planlar, kurgusuyla birlikte teslim ederiz.',
    },
    {
      title: 'Basılı işler',
      text: 'Katalog, broşür, kartvizit ve tabela tasarımlarını baskıya hazır olarak teslim ederiz.',
    },
    {
      title: 'Metin yazarlığı',
      text: 'Web siteniz, e-bülteniniz ve reklamlarınız için markanızın sesini taşıyan metinler.',
    },
  ],
  productsHeading: 'Tek seferlik işlerimiz',
  productsIntro: 'Sık tercih edilen tek seferlik işlerimiz ve başlangıç fiyatları.',
  products: [
    {
      title: 'Logo ve kurumsal kimlik',
      text: 'Logo, renk paleti, kartvizit ve antetli kâğıt tasarımı.',
      price: '₺12.500',
    },
    {
      title: 'Ürün fotoğrafı çekimi',
      text: '20 ürüne kadar beyaz fonda ve kullanım ortamında çekim, düzenlenmiş olarak teslim.',
      price: '₺7.500',
    },
    {
      title: 'Tanıtım videosu',
      text: '60 saniyelik, sosyal medyaya uygun çekim ve kurgu.',
      price: '₺15.000',
    },
    {
      title: 'Katalog tasarımı',
      text: '16 sayfaya kadar ürün kataloğu, baskıya hazır dosyalarla.',
      price: '₺9.000',
    },
  ],
  faq: [
    {
      question: 'Reklam bütçesi ajans ücretine dahil mi?',
      answer:
        'Hayır. Ajans ücretimiz planlama, tasarım ve yönetim içindir; reklam bütçesi doğrudan sizin hesabınızdan reklam platformlarına ödenir.',
    },
    {
      question: 'Sonuçları ne zaman görmeye başlarım?',
      answer:
        'Reklam kampanyalarında ilk veriler birkaç gün içinde gelir. Sosyal medyada kalıcı bir büyüme için en az üç aylık düzenli çalışma öneririz.',
    },
    {
      question: 'Hesaplarımın şifreleri kimde kalıyor?',
      answer:
        'Sizde. Hesaplarınıza yönetici olarak ekleniriz; çalışmamız bittiğinde erişimimizi kaldırmanız yeterlidir.',
    },
    {
      question: 'İçerikleri yayından önce görebilir miyim?',
      answer: 'Evet. Aylık içerik takvimini ve tasarımları yayından önce onayınıza sunarız.',
    },
    {
      question: 'Sözleşme süresi ne kadar?',
      answer:
        'Aylık paketlerimizde en az üç aylık çalışma öneririz; sonrasında bir ay önceden haber vererek dilediğiniz zaman ayrılabilirsiniz.',
    },
  ],
  testimonials: [
    {
      quote:
        'Üç ayda sosyal medyadan gelen rezervasyonlarımız ikiye katlandı. Her ay net bir raporla neyin işe yaradığını görüyoruz.',
      author: 'Cem A.',
      role: 'Butik otel, Bodrum',
    },
    {
      quote: 'Logodan kataloğa kadar tüm kimliğimizi yenilediler; fuarda ilk kez bu kadar çok ilgi gördük.',
      author: 'Nilay K.',
      role: 'Mobilya üreticisi, Kayseri',
    },
    {
      quote:
        'Küçük bir bütçeyle başladık, reklamları adım adım büyüttük. Harcadığımız her liranın karşılığını görüyoruz.',
      author: 'Tolga S.',
      role: 'Kahve dükkânı, Ankara',
    },
  ],
  pricingIntro:
    'Aylık paketlerimize reklam bütçesi dahil değildir; kapsamı ihtiyacınıza göre birlikte belirleriz.',
  plans: [
    {
      name: 'Başlangıç',
      price: '₺8.000',
      period: 'aylık',
      features: ['1 sosyal medya hesabı', 'Ayda 12 paylaşım', 'Aylık içerik takvimi', 'Aylık rapor'],
    },
    {
      name: 'Büyüme',
      price: '₺15.000',
      period: 'aylık',
      features: [
        '2 sosyal medya hesabı',
        'Ayda 20 paylaşım ve hikâye tasarımları',
        'Reklam kampanyası yönetimi',
        'Aylık rapor ve toplantı',
      ],
      highlighted: true,
    },
    {
      name: 'Tam hizmet',
      price: '₺28.000',
      period: 'aylık',
      features: [
        'Tüm sosyal medya hesapları',
        'Aylık fotoğraf ve video çekimi',
        'Google ve Meta reklamları',
        'Haftalık rapor',
      ],
    },
  ],
  cta: {
    title: 'Markanızı birlikte büyütelim',
    text: 'Hedeflerinizi ve bütçenizi anlatın; size özel bir iletişim planını ücretsiz hazırlayalım.',
  },
  team: [
    { name: 'Kurucu', role: 'Strateji ve müşteri ilişkileri' },
    { name: 'Grafik tasarımcı', role: 'Marka kimliği ve tasarım' },
    { name: 'Sosyal medya uzmanı', role: 'İçerik ve reklam yönetimi' },
  ],
  teamIntro: 'Markanızla her gün ilgilenen, işini seven küçük ve deneyimli bir ekibiz.',
  galleryIntro:
    'Tasarladığımız kimliklerden, çektiğimiz fotoğraflardan ve hayata geçirdiğimiz kampanyalardan örnekler.',
  blogTopics:
    'sosyal medya ve dijital reklam önerilerini, başarılı kampanya örneklerini ve sektördeki yenilikleri',
  contactText:
    'Markanızı ve hedeflerinizi birkaç cümleyle anlatın; size özel bir teklif ve ilk fikirlerimizle dönelim.',
}
