import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const SAGLIK: SectorStarter = {
  tagline: 'Randevulu muayene, anlaşılır bilgilendirme ve düzenli takip.',
  about: (name) =>
    `${name}, hastalarını randevuyla ve bekletmeden muayene eden bir sağlık kuruluşudur. Muayenede size yeterli zaman ayırıyor, tanıyı ve tedavi seçeneklerini anlaşılır bir dille anlatıyoruz. Tedaviden sonra kontrol randevularınızı biz planlıyor, sorularınız için ulaşabileceğiniz bir iletişim hattı sunuyoruz.`,
  values: [
    {
      title: 'Randevulu muayene',
      text: 'Randevu saatinizde muayeneye alınırsınız; bekleme salonunda saatler geçirmezsiniz.',
    },
    {
      title: 'Anlaşılır bilgilendirme',
      text: 'Tanınızı, tedavi seçeneklerini ve olası yan etkileri sade bir dille anlatırız.',
    },
    {
      title: 'Kontrol takibi',
      text: 'Kontrol randevularınızı size hatırlatır, tedavinizin seyrini düzenli olarak izleriz.',
    },
  ],
  servicesIntro: 'Muayeneden tahlile, tedaviden kontrole kadar sağlığınız için ihtiyaç duyduğunuz hizmetler.',
  services: [
    {
      title: 'Muayene',
      text: 'Şikâyetlerinizin değerlendirilmesi, gerekli tetkiklerin planlanması ve tedavi önerisi.',
    },
    {
      title: 'Sağlık taramaları',
      text: 'Yaşınıza ve risklerinize göre hazırlanan, tahlil ve görüntülemeleri içeren kontrol paketleri.',
    },
    {
      title: 'Laboratuvar tahlilleri',
      text: 'Kan ve idrar tahlilleri için aynı gün örnek alma ve sonuçların hekiminizle değerlendirilmesi.',
    },
    {
      title: 'Küçük cerrahi girişimler',
      text: 'Pansuman, dikiş ve benzeri küçük işlemlerin steril ortamda yapılması.',
    },
    {
      title: 'Aşı uygulamaları',
      text: 'Yetişkin ve çocuk aşılarının takvimine uygun olarak yapılması ve kaydı.',
    },
    {
      title: 'Görüntülü görüşme',
      text: 'Kontrol görüşmeleri ve tahlil sonuçlarının değerlendirilmesi için görüntülü görüşme.',
    },
  ],
  productsHeading: 'Muayene ve kontrol ücretleri',
  productsIntro: 'Muayene ve kontrol paketlerimizin ücretleri; anlaşmalı kurumlar için bize sorun.',
  products: [
    { title: 'Muayene', text: 'İlk muayene, yaklaşık 30 dakika.', price: '₺1.500' },
    { title: 'Kontrol muayenesi', text: 'İlk muayeneden sonraki 15 gün içinde.', price: '₺750' },
    {
      title: 'Temel kontrol paketi',
      text: 'Hemogram, biyokimya, tiroit ve idrar tahlili ile hekim değerlendirmesi.',
      price: '₺3.500',
    },
    {
      title: 'Kapsamlı kontrol paketi',
      text: 'Temel pakete ek olarak vitamin değerleri, EKG ve ultrason.',
      price: '₺7.500',
    },
  ],
  faq: [
    {
      question: 'Randevu almam gerekiyor mu?',
      answer:
        "Muayenelerimiz randevuyla yapılır. Randevunuzu telefonla ya da iletişim sayfasından alabilirsiniz; acil durumlarda lütfen 112'yi arayın.",
    },
    {
      question: 'Özel sağlık sigortamı kabul ediyor musunuz?',
      answer:
        'Anlaşmalı olduğumuz sigorta şirketlerinin listesini telefonla paylaşıyoruz; randevu alırken sigortanızı belirtmeniz yeterli.',
    },
    {
      question: 'Muayeneye gelirken neler getirmeliyim?',
      answer:
        'Kimliğinizi, kullandığınız ilaçların listesini ve varsa önceki tahlil ve raporlarınızı getirmeniz muayeneyi kolaylaştırır.',
    },
    {
      question: 'Tahlil sonuçlarım ne zaman çıkar?',
      answer:
        'Çoğu tahlilin sonucu aynı gün ya da ertesi gün çıkar; sonuçlarınız hazır olduğunda size haber veririz.',
    },
    {
      question: 'Kontrol muayenesi ücretli mi?',
      answer: 'İlk muayeneden sonraki 15 gün içindeki kontrol muayenesi için indirimli ücret uygulanır.',
    },
  ],
  testimonials: [
    {
      quote:
        'Randevu saatimde içeri alındım, muayenede hiç acele edilmedi. Tahlil sonuçlarımı da tek tek anlattılar.',
      author: 'Hülya B.',
      role: 'Kadıköy',
    },
    {
      quote: 'Kontrol randevumu kendileri hatırlattı; takibimi hiç aksatmadım.',
      author: 'İsmail G.',
      role: 'Keçiören',
    },
    {
      quote: 'Annemin bütün tetkiklerini aynı gün tamamladık. Çalışanlar çok ilgiliydi.',
      author: 'Ayşe K.',
      role: 'Nilüfer',
    },
  ],
  homeTestimonials: false,
  pricingIntro: 'Kontrol paketlerimiz; içerik ve ücret için hekimimize danışabilirsiniz.',
  plans: [
    {
      name: 'Temel kontrol',
      price: '₺3.500',
      period: 'tek seferlik',
      features: ['Hemogram ve biyokimya', 'Tiroit tahlili', 'İdrar tahlili', 'Hekim değerlendirmesi'],
    },
    {
      name: 'Kapsamlı kontrol',
      price: '₺7.500',
      period: 'tek seferlik',
      features: [
        'Temel kontroldeki tüm tahliller',
        'Vitamin değerleri',
        'EKG',
        'Karın ultrasonu',
        'Hekim değerlendirmesi',
      ],
      highlighted: true,
    },
    {
      name: 'Yıllık takip',
      price: '₺12.000',
      period: 'yıllık',
      features: [
        'Yılda iki kapsamlı kontrol',
        'Sınırsız kontrol muayenesi',
        'Tahlil sonuçlarının görüntülü değerlendirilmesi',
      ],
    },
  ],
  cta: {
    title: 'Randevunuzu planlayalım',
    text: 'Size uygun gün ve saati birlikte belirleyelim; muayeneden önce yanınızda getirmeniz gerekenleri de hatırlatalım.',
  },
  team: [
    { name: 'Uzman hekim', role: 'Muayene ve tedavi' },
    { name: 'Hemşire', role: 'Tahliller ve uygulamalar' },
    { name: 'Hasta danışmanı', role: 'Randevu ve bilgilendirme' },
  ],
  teamIntro: 'Sağlığınızı emanet ettiğiniz ekibimizin her üyesi alanında eğitimli ve deneyimlidir.',
  galleryIntro: 'Bekleme salonumuzdan, muayene odalarımızdan ve laboratuvarımızdan kareler.',
  blogTopics:
    'mevsimsel hastalıklardan korunma yollarını, kontrol muayenelerinin önemini ve sağlıklı yaşam önerilerini',
  contactText: "Randevu ve bilgi için bizi arayın ya da yazın. Acil durumlarda lütfen 112'yi arayın.",
  hours: {
    weekdays: ['09:00', '18:00'],
    saturday: ['09:00', '14:00'],
    sunday: null,
    note: "Muayeneler randevuyla yapılır; acil durumlarda 112'yi arayın.",
  },
}
