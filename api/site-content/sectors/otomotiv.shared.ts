import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const OTOMOTIV: SectorStarter = {
  tagline: 'Periyodik bakımdan arıza onarımına, aracınız güvenilir ellerde.',
  about: (name) =>
    `${name}, her marka ve model araca bakım, onarım ve lastik hizmeti veren bir oto servistir. Aracınızı bilgisayarlı arıza tespitiyle inceliyor, yapılacak işi ve fiyatını başlamadan önce size onaylatıyoruz. Değişen parçaları size gösteriyor, yaptığımız işçiliğe garanti veriyoruz.`,
  values: [
    {
      title: 'Onayınız olmadan işlem yok',
      text: 'Yapılacak işleri ve fiyatı önceden bildirir, onayınızı almadan hiçbir işleme başlamayız.',
    },
    {
      title: 'Değişen parça size teslim',
      text: 'Değiştirdiğimiz parçaları size gösterir, isterseniz teslim ederiz.',
    },
    {
      title: 'İşçilik garantisi',
      text: 'Yaptığımız onarımlara 6 ay işçilik garantisi veririz.',
    },
  ],
  servicesIntro: 'Aracınızın bakımı ve onarımı için ihtiyaç duyduğunuz her şey tek serviste.',
  services: [
    {
      title: 'Periyodik bakım',
      text: 'Üretici bakım planına uygun yağ, filtre ve genel kontroller; bakım kaydınıza işlenir.',
    },
    {
      title: 'Bilgisayarlı arıza tespiti',
      text: 'Motor ve elektronik sistemlerdeki arızaları cihazla tespit eder, sonucu size açıklarız.',
    },
    {
      title: 'Fren ve yürüyen aksam',
      text: 'Balata, disk, amortisör, rot ve balans işlemleri.',
    },
    {
      title: 'Lastik hizmetleri',
      text: 'Lastik satışı, değişimi, balans ve mevsimlik lastik saklama.',
    },
    {
      title: 'Klima bakımı',
      text: 'Klima gazı dolumu, kaçak testi ve polen filtresi değişimi.',
    },
    {
      title: 'Muayene öncesi kontrol',
      text: 'Araç muayenesine gitmeden önce eksikleri tespit eder, gidermeniz için öneride bulunuruz.',
    },
  ],
  productsHeading: 'Bakım ve onarım fiyatları',
  productsIntro:
    'Sık yapılan işlemlerin başlangıç fiyatları; aracınıza göre kesin fiyatı telefonda bildiririz.',
  products: [
    {
      title: 'Yağ ve filtre değişimi',
      text: 'Binek araçlar için, motor yağı ve yağ filtresi dahil.',
      price: '₺2.400',
    },
    { title: 'Fren balatası değişimi', text: 'Ön takım, parça ve işçilik dahil.', price: '₺2.900' },
    { title: 'Klima gazı dolumu', text: 'Kaçak testi dahil.', price: '₺1.200' },
    { title: 'Rot ve balans', text: 'Dört teker.', price: '₺900' },
  ],
  faq: [
    {
      question: 'Bakım için randevu almam gerekiyor mu?',
      answer:
        'Randevuyla gelirseniz aracınızla hemen ilgileniyoruz. Randevusuz geldiğinizde de müsait olduğumuz ilk sırada aracınıza bakıyoruz.',
    },
    {
      question: 'Bakım ne kadar sürer?',
      answer:
        'Periyodik bakım genellikle 2–3 saatte tamamlanır. Parça gerektiren onarımlarda süreyi aracınızı inceledikten sonra bildiririz.',
    },
    {
      question: 'Orijinal parça mı kullanıyorsunuz?',
      answer:
        'Tercihinize göre orijinal ya da eş değer parça kullanıyoruz; ikisinin fiyatını da işe başlamadan önce bildiriyoruz.',
    },
    {
      question: 'Garantisi devam eden araçlara bakım yapıyor musunuz?',
      answer:
        'Evet. Üreticinin bakım planına uygun parça ve yağ kullanıyor, yapılan her işlemi faturalı olarak kayda geçiriyoruz.',
    },
    {
      question: 'Aracımı adresimden alabilir misiniz?',
      answer:
        'Yakın çevrede aracınızı adresinizden alıp iş bitince geri getirebiliyoruz; ücretini randevu sırasında bildiriyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Fiyatı baştan söylediler, değişen parçaları da tek tek gösterdiler. İçim rahat.',
      author: 'Serdar K.',
      role: 'Gebze',
    },
    {
      quote: 'Arızayı ilk seferde buldular. Ne yapılacağını önceden arayıp sordular, sürpriz yaşamadım.',
      author: 'Esra D.',
      role: 'Pendik',
    },
    {
      quote:
        'Şirket araçlarımızın bakımını yıllardır burada yaptırıyoruz; bakım zamanını bile onlar hatırlatıyor.',
      author: 'Cengiz A.',
      role: 'Filo sorumlusu, Kocaeli',
    },
  ],
  pricingHeading: 'Bakım paketleri',
  pricingIntro:
    'Bakım paketlerimizin başlangıç fiyatları; aracınızın marka ve modeline göre kesin fiyatı önceden bildiririz.',
  plans: [
    {
      name: 'Temel bakım',
      price: '₺2.400',
      period: 'bakım başına',
      features: ['Motor yağı ve yağ filtresi', 'Hava filtresi kontrolü', 'Fren ve lastik kontrolü'],
    },
    {
      name: 'Kapsamlı bakım',
      price: '₺4.500',
      period: 'bakım başına',
      features: [
        'Yağ, hava, polen ve yakıt filtreleri',
        'Buji kontrolü',
        'Bilgisayarlı arıza taraması',
        'Tüm sıvı seviyelerinin kontrolü',
      ],
      highlighted: true,
    },
    {
      name: 'Filo bakımı',
      price: 'Size özel',
      period: 'araç sayısına göre',
      features: [
        'Tüm araçlar için bakım takvimi',
        'Öncelikli randevu',
        'Aylık tek fatura',
        'Aracı alma ve teslim',
      ],
    },
  ],
  cta: {
    title: 'Aracınız için randevu alın',
    text: 'Aracınızın marka, model ve kilometresini yazın; bakım fiyatını ve size uygun randevu saatini bildirelim.',
  },
  team: [
    { name: 'Servis sahibi', role: 'Motor ve şanzıman ustası' },
    { name: 'Oto elektrik ustası', role: 'Elektronik sistemler ve arıza tespiti' },
    { name: 'Servis danışmanı', role: 'Randevu ve fiyat bilgisi' },
  ],
  teamIntro: 'Aracınızı her seferinde aynı ustalara emanet edersiniz.',
  galleryIntro: 'Atölyemizden, kullandığımız cihazlardan ve tamamladığımız işlerden kareler.',
  blogTopics:
    'araç bakım takvimini, mevsim geçişlerinde yapılması gerekenleri ve sürüş güvenliği önerilerini',
  contactText: 'Randevu ve fiyat bilgisi için aracınızın marka ve modelini yazın ya da bizi arayın.',
  hours: {
    weekdays: ['08:30', '18:30'],
    saturday: ['08:30', '15:00'],
    sunday: null,
    note: 'Bakım için randevu almanızı öneririz.',
  },
}
