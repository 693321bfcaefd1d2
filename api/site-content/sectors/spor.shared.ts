import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const SPOR: SectorStarter = {
  tagline: 'Hedefinize uygun program, yanınızda bir antrenör ve kalabalık olmayan bir salon.',
  about: (name) =>
    `${name}, her seviyeden üyesine kişisel antrenman programları ve grup dersleri sunan bir spor salonudur. Üyeliğin ilk haftasında ücretsiz bir vücut analizi yapıyor, hedefinize göre antrenman programınızı hazırlıyoruz. Ağırlık alanımız, kardiyo bölümümüz ve grup dersi stüdyomuzla haftanın her günü açığız.`,
  values: [
    {
      title: 'Ücretsiz ilk değerlendirme',
      text: 'Üyeliğin başında vücut analizi ve antrenörünüzle bir hedef görüşmesi yaparız.',
    },
    {
      title: 'Sınırlı kontenjanlı dersler',
      text: 'Grup derslerimiz en fazla 15 kişiyle yapılır; eğitmen herkesin hareketini düzeltebilir.',
    },
    {
      title: 'Temiz ve bakımlı salon',
      text: 'Aletler her gün temizlenir, düzenli bakımları aksatılmadan yapılır.',
    },
  ],
  servicesIntro: 'Kilo vermekten güç kazanmaya, hedefiniz ne olursa olsun size uygun bir program var.',
  services: [
    {
      title: 'Ağırlık ve kardiyo',
      text: 'Ağırlık ve kardiyo alanlarımızda antrenörünüzün hazırladığı programla çalışın.',
    },
    {
      title: 'Kişisel antrenörlük',
      text: 'Birebir derslerle hedefinize daha hızlı ve sakatlanmadan ulaşın.',
    },
    {
      title: 'Pilates',
      text: 'Aletli ve mat pilates derslerinde duruşunuzu ve esnekliğinizi geliştirin.',
    },
    {
      title: 'Grup dersleri',
      text: 'Fonksiyonel antrenman, yoga ve bisiklet derslerinden oluşan haftalık program.',
    },
    {
      title: 'Beslenme danışmanlığı',
      text: 'Antrenmanınızı destekleyen, günlük yaşamınıza uyan bir beslenme planı.',
    },
    {
      title: 'Vücut analizi',
      text: 'Yağ, kas ve su oranınızı ölçer, gelişiminizi ayda bir birlikte değerlendiririz.',
    },
  ],
  productsHeading: 'Paketler ve ürünler',
  productsIntro: 'Salonumuzdan satın alabileceğiniz ders paketleri ve sporcu ürünleri.',
  products: [
    {
      title: '10 derslik pilates paketi',
      text: 'İki ay içinde kullanılabilir, grup derslerinde geçerli.',
      price: '₺3.500',
    },
    {
      title: '8 seans kişisel antrenörlük',
      text: 'Birebir, 60 dakikalık seanslar.',
      price: '₺6.400',
    },
    { title: 'Günlük giriş', text: 'Tüm alanlar ve o günün grup dersleri dahil.', price: '₺350' },
    { title: 'Protein tozu', text: '1 kg, çikolata ya da vanilya aromalı.', price: '₺1.450' },
  ],
  faq: [
    {
      question: 'Daha önce hiç spor yapmadım, başlayabilir miyim?',
      answer:
        'Elbette. İlk hafta antrenörünüz size aletlerin kullanımını gösterir ve seviyenize uygun, yavaş ilerleyen bir program hazırlar.',
    },
    {
      question: 'Üyeliğimi dondurabilir miyim?',
      answer:
        'Yıllık üyeliklerde yılda 30 güne, altı aylık üyeliklerde 15 güne kadar üyeliğinizi dondurabilirsiniz.',
    },
    {
      question: 'Grup dersleri üyeliğe dahil mi?',
      answer:
        'Altı aylık ve yıllık üyeliklerde grup dersleri dahildir; derslere resepsiyondan ya da telefonla yer ayırtabilirsiniz.',
    },
    {
      question: 'Deneme antrenmanı yapabilir miyim?',
      answer:
        'Evet, üye olmadan önce bir günlük ücretsiz deneme hakkınız var. Gelmeden önce bizi aramanız yeterli.',
    },
    {
      question: 'Soyunma odası ve duş var mı?',
      answer: 'Kadın ve erkek soyunma odalarımızda duş, kilitli dolap ve saç kurutma makinesi bulunur.',
    },
  ],
  testimonials: [
    {
      quote: 'Altı ayda 12 kilo verdim. Programımı her ay yenilediler, hiç sıkılmadım.',
      author: 'Barış Y.',
      role: 'Üye, Beşiktaş',
    },
    {
      quote: 'Bel ağrım için pilatese başladım; üç ayda farkı hissettim. Eğitmenler çok dikkatli.',
      author: 'Nurcan E.',
      role: 'Üye, Ataşehir',
    },
    {
      quote: "Sabah 7'de açık olması işe gitmeden antrenman yapmamı sağlıyor. Salon hiç kalabalık değil.",
      author: 'Kaan D.',
      role: 'Üye, Çankaya',
    },
  ],
  pricingIntro: 'Tüm üyeliklerde ücretsiz vücut analizi ve başlangıç programı vardır.',
  plans: [
    {
      name: 'Aylık',
      price: '₺1.500',
      period: 'aylık',
      features: ['Ağırlık ve kardiyo alanları', 'Başlangıç programı', 'Soyunma odası ve duş'],
    },
    {
      name: 'Altı aylık',
      price: '₺7.200',
      period: '6 ay',
      features: [
        'Ağırlık ve kardiyo alanları',
        'Tüm grup dersleri',
        'Aylık vücut analizi',
        '15 gün dondurma hakkı',
      ],
      highlighted: true,
    },
    {
      name: 'Yıllık',
      price: '₺12.000',
      period: 'yıllık',
      features: [
        'Tüm alanlar ve grup dersleri',
        '4 seans kişisel antrenörlük',
        'Beslenme danışmanlığı',
        '30 gün dondurma hakkı',
      ],
    },
  ],
  cta: {
    title: 'Ücretsiz deneme antrenmanına gelin',
    text: 'Salonu gezin, antrenörümüzle tanışın ve size uygun programı birlikte belirleyin.',
  },
  team: [
    { name: 'Kurucu', role: 'Antrenör, kuvvet antrenmanı' },
    { name: 'Pilates eğitmeni', role: 'Aletli ve mat pilates' },
    { name: 'Diyetisyen', role: 'Beslenme danışmanlığı' },
  ],
  teamIntro: 'Sertifikalı antrenörlerimiz ve eğitmenlerimiz hedefinize ulaşana kadar yanınızda.',
  galleryIntro: 'Salonumuzdan, grup derslerimizden ve üyelerimizle katıldığımız etkinliklerden kareler.',
  blogTopics:
    'antrenman ve beslenme önerilerini, ders programımızdaki değişiklikleri ve üyelerimizin başarı hikâyelerini',
  contactText: 'Ücretsiz deneme antrenmanı ve üyelik bilgisi için bize yazın ya da salonumuza uğrayın.',
  hours: {
    weekdays: ['07:00', '23:00'],
    saturday: ['09:00', '20:00'],
    sunday: ['09:00', '20:00'],
    note: 'Grup dersi saatleri resepsiyonda ve sosyal medya hesaplarımızda duyurulur.',
  },
}
