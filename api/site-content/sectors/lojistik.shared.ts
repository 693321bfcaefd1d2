import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const LOJISTIK: SectorStarter = {
  tagline: 'Evden eve nakliyattan şehirler arası yük taşımaya; sigortalı, planlı ve zamanında.',
  about: (name) =>
    `${name}, bireysel ve kurumsal müşterilerine nakliyat, yük taşıma ve depolama hizmeti veren bir lojistik firmasıdır. Her taşımayı önceden yerinde keşifle planlıyor, eşyalarınızı ve yüklerinizi sigortalı olarak taşıyor, teslimata kadar her adımda sizi bilgilendiriyoruz.`,
  values: [
    { title: 'Sigortalı taşıma', text: 'Tüm taşımalarımız nakliyat sigortası kapsamındadır.' },
    {
      title: 'Ücretsiz keşif',
      text: 'Taşınacak eşyayı ya da yükü yerinde görür, net fiyatı yazılı olarak veririz.',
    },
    {
      title: 'Adım adım bilgilendirme',
      text: 'Yükünüz yola çıktığında, yoldayken ve teslim edildiğinde size haber veririz.',
    },
  ],
  servicesIntro: 'Taşınmanızı ve yüklerinizi ilk aramadan teslimata kadar biz planlıyoruz.',
  services: [
    {
      title: 'Evden eve nakliyat',
      text: 'Paketleme, söküm, taşıma ve yeni evinizde kurulumla birlikte eksiksiz taşınma.',
    },
    {
      title: 'Ofis taşımacılığı',
      text: 'İşlerinizi aksatmadan, hafta sonu ya da mesai dışında ofis taşıma.',
    },
    {
      title: 'Şehirler arası yük taşıma',
      text: "Komple ve parça yükleriniz için Türkiye'nin her yerine düzenli seferler.",
    },
    {
      title: 'Depolama',
      text: 'Kısa ya da uzun süreli, kameralı ve sigortalı depolarımızda eşya ve ürün saklama.',
    },
    {
      title: 'Asansörlü taşıma',
      text: 'Dar merdivenli ve yüksek katlı binalarda dış cephe asansörüyle güvenli taşıma.',
    },
  ],
  productsHeading: 'Hizmet fiyatlarımız',
  productsIntro:
    'Sık talep edilen hizmetlerin başlangıç fiyatları; kesin fiyatı yerinde keşiften sonra yazılı olarak veriyoruz.',
  products: [
    { title: '1+1 ev taşıma', text: 'Şehir içi, paketleme ve kurulum dahil.', price: '₺9.500' },
    { title: '3+1 ev taşıma', text: 'Şehir içi, paketleme ve kurulum dahil.', price: '₺18.000' },
    { title: 'Asansörlü taşıma', text: 'Kat sayısına göre, yarım gün.', price: '₺3.500' },
    { title: 'Depolama', text: '10 m² alan.', price: '₺2.750 / ay' },
  ],
  faq: [
    {
      question: 'Taşınma fiyatı nasıl belirleniyor?',
      answer:
        'Eşya miktarına, kat ve asansör durumuna ve mesafeye göre belirlenir. Ücretsiz keşiften sonra net fiyatı yazılı olarak veriyoruz.',
    },
    {
      question: 'Eşyalarım sigortalı mı?',
      answer:
        'Evet, tüm taşımalarımız nakliyat sigortası kapsamındadır; sigorta poliçesini taşınmadan önce size iletiyoruz.',
    },
    {
      question: 'Paketleme malzemelerini siz mi getiriyorsunuz?',
      answer:
        'Evet. Koli, balonlu naylon, streç film ve battaniye gibi tüm malzemeleri biz getiriyor, eşyalarınızı ekibimizle paketliyoruz.',
    },
    {
      question: 'Ne kadar önceden randevu almalıyım?',
      answer:
        'Ay sonları ve yaz ayları yoğun geçtiği için en az iki hafta önceden randevu almanızı öneririz.',
    },
    {
      question: 'Yükümün nerede olduğunu öğrenebilir miyim?',
      answer:
        'Şehirler arası taşımalarda yükünüz yola çıktığında, yoldayken ve teslim edildiğinde size telefonla ya da mesajla bilgi veriyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Tek bir bardağımız bile kırılmadı. Sabah başladılar, akşam yeni evimizde her şey yerindeydi.',
      author: 'Gökhan P.',
      role: 'Ataşehir',
    },
    {
      quote: 'Ofisimizi hafta sonu taşıdılar; pazartesi sabahı herkes masasında çalışıyordu.',
      author: 'Ebru N.',
      role: 'Ofis müdürü, İzmir',
    },
    {
      quote: 'Her hafta düzenli sevkiyatımız var; bugüne kadar hiç gecikme yaşamadık.',
      author: 'Recep Ü.',
      role: 'Toptancı, Konya',
    },
  ],
  pricingHeading: 'Taşınma paketleri',
  pricingIntro: 'Şehir içi taşınma paketlerimiz; şehirler arası taşımalarda fiyatı keşiften sonra veriyoruz.',
  plans: [
    {
      name: 'Temel taşıma',
      price: '₺7.500',
      period: 'taşıma başına',
      features: ['Yükleme ve boşaltma', 'Sigortalı taşıma', 'Mobilyaların korunması'],
    },
    {
      name: 'Paketlemeli taşıma',
      price: '₺12.500',
      period: 'taşıma başına',
      features: ['Tüm paketleme malzemeleri', 'Ekibimizle paketleme', 'Söküm ve kurulum', 'Sigortalı taşıma'],
      highlighted: true,
    },
    {
      name: 'Eksiksiz taşınma',
      price: '₺18.000',
      period: 'taşıma başına',
      features: [
        'Paketlemeli taşımadaki her şey',
        'Asansörlü taşıma',
        'Yeni evde yerleştirme',
        'Taşınma sonrası temizlik',
      ],
    },
  ],
  cta: {
    title: 'Ücretsiz keşif isteyin',
    text: 'Taşınma tarihinizi ve adresinizi yazın; yerinde görelim ve net fiyatı yazılı olarak verelim.',
  },
  team: [
    { name: 'Kurucu', role: 'Operasyon ve müşteri ilişkileri' },
    { name: 'Taşıma ekip şefi', role: 'Paketleme ve taşıma' },
    { name: 'Planlama sorumlusu', role: 'Keşif ve randevular' },
  ],
  teamIntro: 'Eşyalarınızı kendi eşyası gibi taşıyan, eğitimli ve deneyimli bir ekibiz.',
  galleryIntro: 'Araçlarımızdan, depomuzdan ve tamamladığımız taşımalardan kareler.',
  blogTopics: 'taşınmadan önce yapılacakları, eşya paketleme önerilerini ve hizmetlerimizdeki yenilikleri',
  contactText: 'Taşınma tarihinizi, çıkış ve varış adresinizi yazın; ücretsiz keşif için sizi arayalım.',
}
