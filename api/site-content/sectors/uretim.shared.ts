import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const URETIM: SectorStarter = {
  tagline: 'Teknik resminizden seri üretime; kalite kontrollü ve zamanında teslim.',
  about: (name) =>
    `${name}, sanayi ve ticari müşterileri için parça ve ürün üreten bir üretim işletmesidir. Teknik resim ya da numune üzerinden çalışıyor, numune onayından sonra seri üretime geçiyoruz. Her partiyi ölçü ve kalite kontrolünden geçirip raporuyla birlikte teslim ediyoruz.`,
  values: [
    {
      title: 'Numune onaylı üretim',
      text: 'Seri üretimden önce numune üretir, onayınızı aldıktan sonra devam ederiz.',
    },
    {
      title: 'Kalite kontrol raporu',
      text: 'Her parti ölçü kontrolünden geçer; raporu teslimatla birlikte paylaşırız.',
    },
    {
      title: 'Teslim tarihine sadakat',
      text: 'Sipariş onayında verdiğimiz tarihe uyarız; bir gecikme riski doğarsa size önceden haber veririz.',
    },
  ],
  servicesIntro: 'Tasarımdan sevkiyata kadar üretimin her aşamasını tek çatı altında yürütüyoruz.',
  services: [
    {
      title: 'Fason üretim',
      text: 'Teknik resminize ya da numunenize göre, kendi tezgâhlarımızda sizin adınıza üretim.',
    },
    {
      title: 'CNC işleme',
      text: 'Torna ve dik işlem merkezlerimizde hassas metal parça üretimi.',
    },
    {
      title: 'Sac işleme',
      text: 'Lazer kesim, abkant büküm ve kaynaklı imalat.',
    },
    {
      title: 'Yüzey işlemleri',
      text: 'Elektrostatik toz boya, galvaniz kaplama ve kumlama.',
    },
    {
      title: 'Montaj ve paketleme',
      text: 'Parçalarınızın montajı, etiketlenmesi ve sevkiyata hazır paketlenmesi.',
    },
    {
      title: 'Ürün geliştirme',
      text: 'Fikrinizi teknik resme dönüştürür, ilk prototipi birlikte test ederiz.',
    },
  ],
  productsIntro: 'Standart ürünlerimizden bir seçki; adet ve ölçüye göre fiyat için teklif isteyin.',
  products: [
    { title: 'Çelik montaj braketi', text: 'Galvaniz kaplı, 2 mm sac, 100 adetlik kutu.', price: '₺1.850' },
    { title: 'Paslanmaz bağlantı seti', text: 'M8 ölçü, 50 takım.', price: '₺1.200' },
    { title: 'Toz boyalı raf ayağı', text: '200 cm, renk seçenekli.', price: '₺650' },
    { title: 'Özel ölçü parça', text: 'Teknik resminize göre, en az 500 adet.', price: '₺45 / adet' },
  ],
  faq: [
    {
      question: 'En az kaç adet sipariş verebilirim?',
      answer:
        'Standart ürünlerimizde en az sipariş bir kutudur. Özel üretimde en az adet, parçanın işçiliğine göre teklifte belirtilir.',
    },
    {
      question: 'Teklif için neler göndermeliyim?',
      answer:
        'Teknik resim, malzeme, adet ve istediğiniz teslim tarihini göndermeniz yeterli. Teknik resminiz yoksa numuneden de çalışabiliriz.',
    },
    {
      question: 'Teslim süresi ne kadar?',
      answer:
        'Numune üretimi genellikle bir hafta, seri üretim ise adede göre 2–4 hafta sürer. Kesin tarihi sipariş onayında yazılı olarak veririz.',
    },
    {
      question: 'Kalite belgesi veriyor musunuz?',
      answer:
        'Her parti için ölçü kontrol raporu, istenirse malzeme sertifikası veriyoruz. Üretim kayıtlarımızı müşteri denetimlerine açık tutuyoruz.',
    },
    {
      question: 'Yurt dışına gönderim yapıyor musunuz?',
      answer:
        'Evet, ihracat siparişlerinde paketleme ve gümrük evraklarının hazırlanmasında destek veriyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Üç yıldır parçalarımızı onlara yaptırıyoruz; tek bir partide bile teslim tarihi kaçmadı.',
      author: 'Hakan B.',
      role: 'Satın alma müdürü, Bursa',
    },
    {
      quote:
        'Teknik resmimizdeki bir hatayı üretimden önce fark edip bizi aradılar. Bu özen her şeyi anlatıyor.',
      author: 'Levent Ç.',
      role: 'Makine üreticisi, Manisa',
    },
    {
      quote: 'Numuneden seri üretime iki haftada geçtik; kalite raporları her sevkiyatla birlikte geliyor.',
      author: 'Özlem T.',
      role: 'Kalite sorumlusu, Kocaeli',
    },
  ],
  pricingHeading: 'Çalışma modellerimiz',
  pricingIntro:
    'Üretim fiyatı adede, malzemeye ve işçiliğe göre belirlenir; aşağıdaki fiyatlar başlangıç içindir.',
  plans: [
    {
      name: 'Numune üretimi',
      price: '₺7.500',
      period: 'parça başına',
      features: ['Teknik resim incelemesi', '1–5 adet numune', 'Ölçü kontrol raporu'],
    },
    {
      name: 'Seri üretim',
      price: '₺45',
      period: 'adet başına, 500 adetten',
      features: [
        'Numune onaylı üretim',
        'Her partide kalite kontrolü',
        'Sevkiyata hazır paketleme',
        'Yazılı teslim tarihi',
      ],
      highlighted: true,
    },
    {
      name: 'Yıllık tedarik anlaşması',
      price: 'Size özel',
      period: 'yıllık',
      features: [
        'Sabit birim fiyat',
        'Planlı parti sevkiyatları',
        'Depomuzda bekleyen güvenlik stoku',
        'Öncelikli üretim sırası',
      ],
    },
  ],
  cta: {
    title: 'Teknik resminizi gönderin',
    text: 'Resmi, malzemeyi ve adedi paylaşın; fiyat ve teslim tarihi bilgisini iki iş günü içinde iletelim.',
  },
  team: [
    { name: 'Genel müdür', role: 'Satış ve müşteri ilişkileri' },
    { name: 'Üretim şefi', role: 'Planlama ve atölye' },
    { name: 'Kalite sorumlusu', role: 'Ölçüm ve raporlama' },
  ],
  teamIntro: 'Siparişinizi tekliften sevkiyata kadar takip eden deneyimli bir ekibiz.',
  galleryIntro: 'Üretim alanımızdan, tezgâhlarımızdan ve ürettiğimiz parçalardan kareler.',
  blogTopics: 'üretim süreçlerimizi, yeni yatırımlarımızı ve tedarik zinciriyle ilgili pratik bilgileri',
  contactText:
    'Teklif için teknik resminizi, malzemeyi ve adedi bize gönderin; iki iş günü içinde yanıt verelim.',
}
