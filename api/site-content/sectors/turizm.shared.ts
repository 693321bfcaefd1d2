import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const TURIZM: SectorStarter = {
  tagline: 'Samimi bir konaklama, yöreyi iyi tanıyan bir ekip ve size göre planlanmış bir tatil.',
  about: (name) =>
    `${name}, misafirlerini ev sıcaklığında ağırlayan bir konaklama ve tur işletmesidir. Odalarımızı sade ve konforlu tutuyor, kahvaltımızı yöresel ürünlerle hazırlıyoruz. Bölgeyi iyi tanıyan ekibimizle günübirlik turları, havalimanı transferini ve araç kiralamayı da tek noktadan ayarlıyoruz.`,
  values: [
    {
      title: 'Doğrudan rezervasyon avantajı',
      text: 'Bize doğrudan yaptığınız rezervasyonlarda en uygun fiyatı ve esnek iptal seçeneğini sunarız.',
    },
    {
      title: 'Yöreyi bilen ekip',
      text: 'Gezilecek yerleri, restoranları ve plajları bizzat gittiğimiz yerlerden öneririz.',
    },
    {
      title: 'Her şey tek noktadan',
      text: 'Konaklamanızı, havalimanı transferinizi ve turlarınızı tek bir görüşmeyle planlarız.',
    },
  ],
  servicesIntro: 'Konaklamadan turlara, tatilinizin her adımını sizin için planlıyoruz.',
  services: [
    {
      title: 'Konaklama',
      text: 'Tek kişilik, çift kişilik ve aile odalarımızda kahvaltı dahil konaklama.',
    },
    {
      title: 'Havalimanı transferi',
      text: 'Uçuş saatinize göre sizi havalimanından alır, dönüşte zamanında bırakırız.',
    },
    {
      title: 'Günübirlik turlar',
      text: 'Tarihi yerler, doğa yürüyüşleri ve tekne gezileri için rehberli günübirlik programlar.',
    },
    {
      title: 'Araç kiralama',
      text: 'Konaklamanız süresince kullanabileceğiniz, kapınıza teslim edilen kiralık araçlar.',
    },
    {
      title: 'Grup ve etkinlik organizasyonu',
      text: 'Şirket gezileri, düğün misafirleri ve okul grupları için konaklama ve program planlaması.',
    },
  ],
  productsHeading: 'Tur ve paketlerimiz',
  productsIntro: 'Sık tercih edilen tur ve paketlerimiz; tarihler ve kontenjan için bize ulaşın.',
  products: [
    {
      title: 'Tarihi kent turu',
      text: 'Rehber eşliğinde yarım gün; müze giriş ücretleri hariç.',
      price: '₺900',
    },
    { title: 'Doğa yürüyüşü', text: 'Rehberli, 8 km, köy kahvaltısıyla.', price: '₺750' },
    { title: 'Havalimanı transferi', text: 'Tek yön, 4 kişiye kadar, özel araçla.', price: '₺1.200' },
    {
      title: 'Hafta sonu kaçamağı',
      text: 'İki gece konaklama ve kahvaltı, iki kişi için.',
      price: '₺6.500',
    },
  ],
  faq: [
    {
      question: 'Giriş ve çıkış saatleriniz nedir?',
      answer:
        "Odanıza saat 14.00'ten itibaren yerleşebilirsiniz; çıkış saatimiz 12.00'dir. Erken giriş ve geç çıkış için lütfen önceden haber verin.",
    },
    {
      question: 'Rezervasyonumu iptal edebilir miyim?',
      answer:
        'Girişinizden 7 gün öncesine kadar yapılan iptallerde ödemenizin tamamını iade ediyoruz. Daha sonraki iptallerde ilk gecenin ücreti alınır.',
    },
    {
      question: 'Kahvaltı fiyata dahil mi?',
      answer: 'Evet, tüm konaklamalarımızda yöresel ürünlerle hazırlanan kahvaltı fiyata dahildir.',
    },
    {
      question: 'Evcil hayvan kabul ediyor musunuz?',
      answer:
        'Küçük ırk evcil hayvanları bazı odalarımızda ağırlayabiliyoruz; rezervasyon sırasında belirtmeniz yeterli.',
    },
    {
      question: 'Otopark var mı?',
      answer: 'Evet, misafirlerimiz için ücretsiz otoparkımız bulunuyor.',
    },
  ],
  testimonials: [
    {
      quote:
        'Oda tertemizdi, kahvaltı tam bir ziyafetti. Önerdikleri yerleri kendi başımıza asla bulamazdık.',
      author: 'Gizem T.',
      role: 'Ankara',
    },
    {
      quote:
        'Transferden tura kadar her şeyi tek telefonla ayarladılar; tatil boyunca hiçbir şey düşünmedik.',
      author: 'Volkan E.',
      role: 'İstanbul',
    },
    {
      quote: 'Çocuklarla gittik, aile odası çok rahattı. Çalışanlar çocuklarımızın adını ilk gün öğrendi.',
      author: 'Aslı N.',
      role: 'Bursa',
    },
  ],
  pricingIntro:
    'Gecelik fiyatlarımız iki kişi ve kahvaltı içindir; sezona göre değişen fiyatlar için bize ulaşın.',
  plans: [
    {
      name: 'Standart oda',
      price: '₺2.800',
      period: 'gecelik',
      features: ['İki kişilik kahvaltı', 'Ücretsiz kablosuz internet', 'Klima ve mini buzdolabı'],
    },
    {
      name: 'Aile odası',
      price: '₺3.900',
      period: 'gecelik',
      features: ['Dört kişiye kadar', 'Kahvaltı dahil', 'Çocuk yatağı', 'Ücretsiz otopark'],
      highlighted: true,
    },
    {
      name: 'Hafta sonu paketi',
      price: '₺6.500',
      period: 'iki gece',
      features: ['İki gece konaklama', 'Kahvaltı ve bir akşam yemeği', 'Havalimanı transferi', 'Geç çıkış'],
    },
  ],
  cta: {
    title: 'Tatilinizi planlayalım',
    text: 'Tarihlerinizi ve kişi sayınızı yazın; müsaitliği ve size özel fiyatı hemen iletelim.',
  },
  team: [
    { name: 'İşletme sahibi', role: 'Misafir ilişkileri' },
    { name: 'Resepsiyon sorumlusu', role: 'Rezervasyon ve transferler' },
    { name: 'Tur rehberi', role: 'Günübirlik turlar' },
  ],
  teamIntro: 'Misafirlerimizi adıyla karşılayan, bölgeyi avucunun içi gibi bilen bir ekibiz.',
  galleryIntro: 'Odalarımızdan, kahvaltı sofralarımızdan ve turlarımızda gezdiğimiz yerlerden kareler.',
  blogTopics: 'bölgede gezilecek yerleri, mevsimlik etkinlikleri ve tatil planlama önerilerini',
  contactText: 'Tarihlerinizi ve kişi sayınızı yazın; müsaitlik ve fiyat bilgisini aynı gün iletelim.',
  hours: {
    heading: 'Rezervasyon hattı',
    weekdays: ['08:00', '22:00'],
    saturday: ['08:00', '22:00'],
    sunday: ['08:00', '22:00'],
    note: 'Resepsiyonumuz 24 saat açıktır; giriş 14.00, çıkış 12.00.',
  },
}
