import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const EGITIM: SectorStarter = {
  tagline: 'Küçük gruplar, deneyimli öğretmenler ve her öğrenciye özel takip.',
  about: (name) =>
    `${name}, öğrencilere okul derslerinde, sınavlara hazırlıkta ve yabancı dil öğreniminde destek veren bir eğitim kurumudur. Her öğrenciyle bir seviye belirleme görüşmesiyle başlıyor, küçük gruplarda ya da birebir derslerde ilerliyor, gelişimi düzenli deneme sınavları ve veli görüşmeleriyle takip ediyoruz.`,
  values: [
    {
      title: 'En fazla 8 kişilik sınıflar',
      text: 'Küçük gruplarda her öğrenci soru sorabilir, öğretmen herkesin eksiğini görür.',
    },
    {
      title: 'Düzenli veli bilgilendirmesi',
      text: 'Deneme sonuçlarını ve derslerdeki gelişimi ayda bir veli görüşmesinde paylaşırız.',
    },
    {
      title: 'Kişiye özel çalışma planı',
      text: 'Seviye belirleme sonucuna göre her öğrenciye haftalık bir çalışma programı hazırlarız.',
    },
  ],
  servicesHeading: 'Programlarımız',
  servicesButton: 'Programlarımız',
  servicesIntro: 'İlkokuldan yetişkinlere kadar her yaşa uygun programlarımız.',
  services: [
    {
      title: 'LGS hazırlık',
      text: '8. sınıf öğrencileri için konu anlatımı, soru çözümü ve düzenli deneme sınavları.',
    },
    {
      title: 'YKS hazırlık',
      text: 'TYT ve AYT için küçük gruplarda ders, birebir soru saatleri ve rehberlik.',
    },
    {
      title: 'İlkokul ve ortaokul desteği',
      text: 'Okul derslerine paralel ilerleyen, ödev ve konu tekrarı odaklı destek programı.',
    },
    {
      title: 'Yabancı dil kursları',
      text: 'İngilizce ve Almanca için başlangıçtan ileri seviyeye, konuşma ağırlıklı kurslar.',
    },
    {
      title: 'Birebir özel ders',
      text: 'Öğrencinin eksiklerine odaklanan, saatini birlikte belirlediğimiz birebir dersler.',
    },
    {
      title: 'Yetişkin kursları',
      text: 'İş hayatı için yabancı dil, bilgisayar ve sunum becerileri kursları.',
    },
  ],
  productsHeading: 'Kurslarımız',
  productsIntro: 'Dönemlik kurslarımız ve ücretleri; kardeş ve peşin ödeme indirimleri için bize sorun.',
  products: [
    {
      title: 'LGS dönem kursu',
      text: 'Eylül–Haziran, haftada 3 gün, deneme sınavları dahil.',
      price: '₺4.500 / ay',
    },
    {
      title: 'YKS dönem kursu',
      text: 'TYT ve AYT, haftada 4 gün, rehberlik görüşmeleri dahil.',
      price: '₺5.500 / ay',
    },
    {
      title: 'İngilizce konuşma kursu',
      text: '12 hafta, haftada 2 akşam, en fazla 8 kişi.',
      price: '₺6.000',
    },
    {
      title: 'Birebir özel ders',
      text: 'Tüm dersler için 60 dakikalık birebir ders.',
      price: '₺900 / saat',
    },
  ],
  faq: [
    {
      question: 'Kayıttan önce seviye belirleme yapıyor musunuz?',
      answer:
        'Evet. Her öğrenciyle ücretsiz bir seviye belirleme sınavı ve görüşme yapıyor, sonuca göre uygun grubu öneriyoruz.',
    },
    {
      question: 'Sınıflar kaç kişilik?',
      answer:
        'Gruplarımız en fazla 8 öğrenciden oluşur. Birebir ders isteyen öğrencilerimiz için ayrı bir programımız var.',
    },
    {
      question: 'Deneme dersine katılabilir miyiz?',
      answer: 'Evet, kayıttan önce istediğiniz programdan bir derse ücretsiz katılabilirsiniz.',
    },
    {
      question: 'Ödemeyi taksitle yapabilir miyim?',
      answer:
        'Dönem ücretini aylık olarak ya da kredi kartına taksitle ödeyebilirsiniz; peşin ödemede indirim uyguluyoruz.',
    },
    {
      question: 'Öğrencinin gelişimini nasıl takip ediyorsunuz?',
      answer:
        'Düzenli deneme sınavları yapıyor, sonuçları ve öğretmen gözlemlerini ayda bir veli görüşmesinde paylaşıyoruz.',
    },
  ],
  testimonials: [
    {
      quote: 'Kızım matematikten korkuyordu; küçük sınıfta soru sormaya başladı, netleri her denemede arttı.',
      author: 'Canan Y.',
      role: 'Veli, Ankara',
    },
    {
      quote: 'Konuşma kursundan sonra iş görüşmelerimi İngilizce yapabiliyorum. Dersler hiç sıkıcı değildi.',
      author: 'Onur B.',
      role: 'Yetişkin öğrenci, İzmir',
    },
    {
      quote: 'Her ay yapılan veli görüşmeleri sayesinde oğlumun nerede eksik olduğunu hep bildik.',
      author: 'Serkan D.',
      role: 'Veli, Bursa',
    },
  ],
  pricingIntro: 'Aylık ücretlerimiz; kardeş indirimi ve peşin ödeme indirimi için bize sorun.',
  plans: [
    {
      name: 'Grup dersi',
      price: '₺4.500',
      period: 'aylık',
      features: [
        'Haftada 3 gün ders',
        'En fazla 8 kişilik sınıf',
        'Aylık deneme sınavı',
        'Veli bilgilendirmesi',
      ],
    },
    {
      name: 'Grup ve birebir',
      price: '₺6.500',
      period: 'aylık',
      features: [
        'Grup derslerinin tamamı',
        'Haftada 2 saat birebir ders',
        'Kişisel çalışma planı',
        'Rehberlik görüşmeleri',
      ],
      highlighted: true,
    },
    {
      name: 'Birebir program',
      price: '₺9.000',
      period: 'aylık',
      features: ['Haftada 3 saat birebir ders', 'Size uygun ders saatleri', 'Haftalık ilerleme raporu'],
    },
  ],
  cta: {
    title: 'Ücretsiz seviye belirleme sınavına gelin',
    text: 'Öğrencinizin seviyesini birlikte görelim, ona en uygun programı ve ders saatlerini planlayalım.',
  },
  team: [
    { name: 'Kurucu', role: 'Eğitim koordinatörü' },
    { name: 'Matematik öğretmeni', role: 'LGS ve YKS grupları' },
    { name: 'Rehber öğretmen', role: 'Öğrenci ve veli görüşmeleri' },
  ],
  teamIntro: 'Öğrencilerimizi adıyla tanıyan, alanında deneyimli öğretmenlerden oluşan bir ekibiz.',
  galleryIntro:
    'Sınıflarımızdan, etkinliklerimizden ve öğrencilerimizin başarılarını kutladığımız günlerden kareler.',
  blogTopics: 'sınav takvimini, verimli ders çalışma yöntemlerini ve velilere yönelik önerileri',
  contactText:
    'Ücretsiz seviye belirleme ve deneme dersi için bize yazın ya da arayın; size uygun bir gün ve saat belirleyelim.',
}
