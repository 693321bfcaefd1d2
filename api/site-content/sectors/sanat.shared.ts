import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const SANAT: SectorStarter = {
  tagline: 'Markalar ve mekânlar için özgün tasarım, illüstrasyon ve sanat eserleri.',
  about: (name) =>
    `${name}, grafik tasarım, illüstrasyon ve özgün sanat eserleri üreten bir tasarım stüdyosudur. Her işe sizi, markanızı ya da mekânınızı tanıyarak başlıyor, fikirleri eskizlerle paylaşıyor ve işin son hâline birlikte karar veriyoruz. Koleksiyonerler için özgün eserler, markalar için kimlik ve ambalaj tasarımları hazırlıyoruz.`,
  values: [
    {
      title: 'Eskizden onaya',
      text: 'Fikirleri önce eskizlerle paylaşır, son hâline sizinle birlikte karar veririz.',
    },
    { title: 'Özgün üretim', text: 'Her iş size özel üretilir; hazır şablon kullanmayız.' },
    {
      title: 'Net kullanım hakları',
      text: 'Teslim ettiğimiz işlerin kullanım haklarını sözleşmede açıkça belirtiriz.',
    },
  ],
  servicesIntro: 'Fikirden son baskıya kadar yaratıcı sürecin her adımında yanınızdayız.',
  services: [
    {
      title: 'Logo ve kimlik tasarımı',
      text: 'Markanızın karakterini yansıtan logo, renk ve yazı karakteri sistemi.',
    },
    {
      title: 'İllüstrasyon',
      text: 'Kitap, ambalaj, afiş ve ekran kullanımı için özgün çizimler.',
    },
    {
      title: 'Ambalaj tasarımı',
      text: 'Rafta fark edilen, üretime uygun ambalaj ve etiket tasarımları.',
    },
    {
      title: 'Duvar resmi',
      text: 'Kafe, ofis ve evler için mekâna özel tasarlanan duvar resimleri.',
    },
    {
      title: 'Özgün eser siparişi',
      text: 'Ölçüsünü, renklerini ve konusunu birlikte belirlediğimiz tuval ve kâğıt üzeri eserler.',
    },
  ],
  productsHeading: 'Eserler ve baskılar',
  productsIntro:
    'Satıştaki eserlerimiz ve sınırlı sayıdaki baskılarımız; çerçeve seçenekleri için bize yazın.',
  products: [
    {
      title: 'Sınırlı sayıda baskı',
      text: 'A3, arşiv kalitesinde kâğıda, numaralı ve imzalı, 50 adet.',
      price: '₺1.200',
    },
    { title: 'Tuval üzerine akrilik', text: '50 x 70 cm, özgün eser.', price: '₺9.500' },
    {
      title: 'Kişiye özel portre çizimi',
      text: 'Dijital dosya ve A4 baskı olarak teslim.',
      price: '₺2.500',
    },
    { title: 'Kartpostal seti', text: '8 farklı illüstrasyon.', price: '₺240' },
  ],
  faq: [
    {
      question: 'Bir tasarım projesi ne kadar sürer?',
      answer:
        'Logo ve kimlik çalışmaları genellikle 3–4 hafta, illüstrasyon işleri kapsamına göre 1–3 hafta sürer. Takvimi işe başlamadan önce birlikte belirliyoruz.',
    },
    {
      question: 'Kaç düzeltme hakkım var?',
      answer: 'Tekliflerimizde iki düzeltme turu yer alır; ek düzeltmelerin ücretini önceden bildiririz.',
    },
    {
      question: 'Teslim edilen işlerin kullanım hakları kime ait?',
      answer:
        'Sözleşmede belirttiğimiz kullanım alanları için haklar size devredilir; işi kendi portfolyomuzda gösterme hakkımız saklı kalır.',
    },
    {
      question: 'Eserleri yurt dışına gönderiyor musunuz?',
      answer:
        'Evet, eserlerimizi özel ambalajla ve sigortalı kargoyla yurt içine ve yurt dışına gönderiyoruz.',
    },
    {
      question: 'Kişiye özel eser sipariş edebilir miyim?',
      answer:
        'Elbette. Ölçüyü, renkleri ve konuyu birlikte belirliyor, eskiz onayınızdan sonra üretime başlıyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Logomuzu görür görmez bizim olduğunu anladık. Eskiz aşamasında her fikrimizi dinlediler.',
      author: 'İrem S.',
      role: 'Kahve markası kurucusu, İzmir',
    },
    {
      quote: 'Kafemizin duvarına yaptıkları resim, müşterilerimizin en çok fotoğraf çektiği köşe oldu.',
      author: 'Batuhan K.',
      role: 'Kafe sahibi, Eskişehir',
    },
    {
      quote: 'Annemin portresini doğum gününde hediye ettim; gözleri doldu.',
      author: 'Melis D.',
      role: 'İstanbul',
    },
  ],
  pricingIntro: 'Sık istenen tasarım işlerinin başlangıç fiyatları; projenize özel teklif için bize yazın.',
  plans: [
    {
      name: 'Logo',
      price: '₺12.000',
      period: 'tek seferlik',
      features: ['Üç farklı fikir eskizi', 'İki düzeltme turu', 'Tüm baskı ve ekran dosyaları'],
    },
    {
      name: 'Marka kimliği',
      price: '₺28.000',
      period: 'tek seferlik',
      features: [
        'Logo ve renk sistemi',
        'Yazı karakteri seçimi',
        'Kartvizit ve antetli kâğıt',
        'Kullanım kılavuzu',
      ],
      highlighted: true,
    },
    {
      name: 'İllüstrasyon',
      price: '₺4.500',
      period: 'çizim başına',
      features: [
        'Konu ve üslup görüşmesi',
        'Eskiz onayı',
        'Yüksek çözünürlüklü teslim',
        'Ticari kullanım hakkı',
      ],
    },
  ],
  cta: {
    title: 'Projenizi konuşalım',
    text: 'Aklınızdaki fikri birkaç cümleyle anlatın; yaklaşımımızı, takvimi ve fiyatı içeren bir teklif gönderelim.',
  },
  team: [
    { name: 'Kurucu', role: 'Sanat yönetmeni' },
    { name: 'Grafik tasarımcı', role: 'Kimlik ve ambalaj' },
    { name: 'İllüstratör', role: 'Çizim ve duvar resmi' },
  ],
  teamIntro: 'Küçük, meraklı ve her işe kendi imzasını atan bir stüdyoyuz.',
  galleryIntro: 'Tamamladığımız tasarımlardan, eserlerimizden ve stüdyomuzdan bir seçki.',
  blogTopics: 'projelerimizin hikâyelerini, tasarım sürecimizi ve ilham aldığımız sergileri',
  contactText:
    'Bir proje, eser siparişi ya da iş birliği için bize yazın; en geç iki iş günü içinde yanıt veriyoruz.',
}
