import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const TEKNOLOJI: SectorStarter = {
  tagline: 'İşletmenize özel yazılım, web ve mobil çözümler; fikirden yayına, sonrasında da yanınızda.',
  about: (name) =>
    `${name}, işletmelerin günlük işlerini kolaylaştıran yazılımlar geliştiren bir teknoloji ekibidir. Web siteleri, mobil uygulamalar ve şirket içi yazılımlar tasarlıyor; projeyi küçük ve test edilebilir adımlarla ilerletiyor, her adımda çalışan bir sürümü sizinle paylaşıyoruz. Teslimden sonra bakım ve destekle sistemlerinizin sorunsuz çalışmasını sağlıyoruz.`,
  values: [
    {
      title: 'İki haftada bir çalışan sürüm',
      text: 'Projenin ilerleyişini raporlardan değil, kullanabildiğiniz sürümlerden takip edersiniz.',
    },
    {
      title: 'Kaynak kod sizin',
      text: 'Geliştirdiğimiz yazılımın kaynak kodu ve tüm erişim bilgileri teslimde size devredilir.',
    },
    {
      title: 'Kişisel verilere özen',
      text: 'Kişisel verileri KVKK kurallarına uygun, yetki ve kayıt kontrolleriyle saklarız.',
    },
  ],
  servicesIntro:
    'Fikir aşamasından yayına ve sonrasına kadar yazılım projelerinizin her adımında yanınızdayız.',
  services: [
    {
      title: 'Kurumsal web siteleri',
      text: 'Hızlı açılan, mobil uyumlu ve arama motorlarında kolayca bulunan web siteleri tasarlayıp kuruyoruz.',
    },
    {
      title: 'Mobil uygulamalar',
      text: 'iOS ve Android için geliştirdiğimiz uygulamaları uygulama mağazalarına yüklemeyi de biz üstleniyoruz.',
    },
    {
      title: 'İşletmeye özel yazılım',
      text: 'Teklif, stok, randevu ya da saha ekibi takibi gibi süreçlerinizi tek bir panelde toplayan yazılımlar.',
    },
    {
      title: 'E-ticaret altyapısı',
      text: 'Sanal pos, kargo ve e-fatura bağlantılarıyla satışa hazır internet mağazaları kuruyoruz.',
    },
    {
      title: 'Bakım ve destek',
      text: 'Güncellemeler, yedekleme ve güvenlik takibiyle sistemlerinizin kesintisiz çalışmasını sağlıyoruz.',
    },
    {
      title: 'Sunucu ve bulut yönetimi',
      text: 'Sunucularınızı kuruyor, izliyor ve işiniz büyüdükçe kapasiteyi birlikte planlıyoruz.',
    },
  ],
  productsHeading: 'Hazır çözümlerimiz',
  productsIntro: 'Kurulumu hızlı, aylık ücretle kullanabileceğiniz hazır çözümlerimiz.',
  products: [
    {
      title: 'Randevu ve rezervasyon sistemi',
      text: 'Müşterileriniz sitenizden randevu alır, her yeni randevu size SMS ile bildirilir.',
      price: '₺750 / ay',
    },
    {
      title: 'Ön muhasebe paneli',
      text: 'Teklif, fatura ve tahsilatlarınızı tek ekrandan takip edin; e-fatura bağlantısı dahil.',
      price: '₺950 / ay',
    },
    {
      title: 'Kurumsal e-posta kurulumu',
      text: 'Alan adınızla e-posta hesapları, eski postaların taşınması ve cihazlarınıza kurulum.',
      price: '₺2.500',
    },
    {
      title: 'Web sitesi bakım paketi',
      text: 'Aylık güncelleme, yedekleme, güvenlik taraması ve içerik değişiklikleri.',
      price: '₺1.200 / ay',
    },
  ],
  faq: [
    {
      question: 'Bir web sitesi ya da uygulama ne kadar sürede hazır olur?',
      answer:
        'Kurumsal bir web sitesi genellikle 2–4 haftada, bir mobil uygulamanın ilk sürümü 2–3 ayda yayına çıkar. Kesin takvimi ön görüşmeden sonra yazılı olarak paylaşırız.',
    },
    {
      question: 'Kaynak kod kime ait oluyor?',
      answer:
        'Size. Teslimde kaynak kodu, alan adı ve sunucu erişimleri dahil tüm bilgileri size devrediyoruz.',
    },
    {
      question: 'Proje bittikten sonra destek veriyor musunuz?',
      answer:
        'Evet. Teslimden sonraki ilk üç ay hata düzeltmeleri ücretsizdir; sonrası için aylık bakım paketlerimiz var.',
    },
    {
      question: 'Fiyatı nasıl belirliyorsunuz?',
      answer:
        'İhtiyaçlarınızı bir ön görüşmede dinler, işi parçalara ayırarak sabit fiyatlı bir teklif hazırlarız. Kapsam değişmedikçe fiyat da değişmez.',
    },
    {
      question: 'Verilerimiz nerede saklanıyor?',
      answer:
        'Tercihinize göre yurt içindeki sunucularda ya da bulut hizmetlerinde; yetkilendirme, yedekleme ve kayıt tutma ile birlikte.',
    },
  ],
  testimonials: [
    {
      quote:
        'Randevu sistemimizi üç haftada kurdular; telefonla randevu verme derdimiz bitti. Her hafta çalışan bir sürümü görmek bize çok güven verdi.',
      author: 'Selin A.',
      role: 'Klinik sahibi, İzmir',
    },
    {
      quote: 'Depo ve sipariş takibini tek panelde topladık, stok hataları neredeyse sıfırlandı.',
      author: 'Kerem T.',
      role: 'Toptan gıda, Konya',
    },
    {
      quote:
        'Bir sorunu ilettiğimiz gün dönüş alıyoruz. Teknik konuları bizim anlayacağımız dille anlatıyorlar.',
      author: 'Deniz Ö.',
      role: 'Mimarlık ofisi, İstanbul',
    },
  ],
  pricingIntro:
    'Sık istenen işler için başlangıç paketlerimiz; özel yazılım projelerinde kapsamı birlikte belirleyip sabit fiyat veriyoruz.',
  plans: [
    {
      name: 'Tanıtım sitesi',
      price: '₺15.000',
      period: 'tek seferlik',
      features: [
        '5 sayfaya kadar mobil uyumlu site',
        'Alan adı ve SSL kurulumu',
        'Temel arama motoru ayarları',
        '1 ay ücretsiz destek',
      ],
    },
    {
      name: 'Kurumsal site',
      price: '₺30.000',
      period: 'tek seferlik',
      features: [
        'Sınırsız sayfa ve blog',
        'Yönetim paneli',
        'Çok dilli yapı',
        'Ziyaretçi istatistikleri kurulumu',
        '3 ay ücretsiz destek',
      ],
      highlighted: true,
    },
    {
      name: 'Bakım ve destek',
      price: '₺1.200',
      period: 'aylık',
      features: [
        'Aylık güncellemeler',
        'Günlük yedekleme',
        'Güvenlik takibi',
        'Ayda 4 saate kadar değişiklik',
      ],
    },
  ],
  cta: {
    title: 'Projenizi konuşalım',
    text: 'Aklınızdaki fikri bize anlatın; kapsamı, süreyi ve fiyatı içeren bir yol haritasını ücretsiz hazırlayalım.',
  },
  team: [
    { name: 'Kurucu', role: 'Proje yönetimi ve müşteri ilişkileri' },
    { name: 'Yazılım geliştirici', role: 'Web ve mobil uygulamalar' },
    { name: 'Arayüz tasarımcısı', role: 'Kullanıcı deneyimi ve tasarım' },
  ],
  teamIntro: 'Projenizi baştan sona aynı ekip geliştirir; kiminle çalıştığınızı her zaman bilirsiniz.',
  galleryIntro:
    'Geliştirdiğimiz uygulamalardan, yayına aldığımız sitelerden ve ekibimizin çalışma ortamından kareler.',
  blogTopics:
    'yazılım projelerinden öğrendiklerimizi, dijital dönüşüm için pratik önerileri ve yeni çözümlerimizi',
  contactText: 'Projenizi kısaca anlatın; aynı iş günü içinde dönüş yapıp bir ön görüşme planlayalım.',
}
