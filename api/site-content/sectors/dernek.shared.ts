import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const DERNEK: SectorStarter = {
  tagline: 'Gönüllülerimiz ve bağışçılarımızla, ihtiyacı olanların yanındayız.',
  about: (name) =>
    `${name}, eğitim, sağlık ve sosyal dayanışma alanlarında ihtiyaç sahiplerine destek olmak için çalışan bir sivil toplum kuruluşudur. Gönüllülerimiz ve bağışçılarımızla burs, ayni yardım ve eğitim programları yürütüyor; her yıl faaliyet ve mali raporlarımızı kamuoyuyla paylaşıyoruz.`,
  values: [
    {
      title: 'Şeffaflık',
      text: 'Bağışların nereye harcandığını yıllık faaliyet ve mali raporlarımızla açıkça paylaşırız.',
    },
    {
      title: 'Gönüllü gücü',
      text: 'Çalışmalarımızın çoğunu, zamanını ve emeğini paylaşan gönüllülerimizle yürütürüz.',
    },
    {
      title: 'Yerinde destek',
      text: 'İhtiyacı yerinde tespit eder, yardımı doğrudan ihtiyaç sahibine ulaştırırız.',
    },
  ],
  servicesHeading: 'Çalışmalarımız',
  servicesButton: 'Çalışmalarımız',
  servicesIntro: 'Gönüllülerimizin ve bağışçılarımızın desteğiyle yürüttüğümüz programlar.',
  services: [
    {
      title: 'Burs programı',
      text: 'Maddi desteğe ihtiyaç duyan lise ve üniversite öğrencilerine eğitim dönemi boyunca aylık burs.',
    },
    {
      title: 'Ayni yardım',
      text: 'İhtiyaç sahibi ailelere gıda, giyim ve kırtasiye yardımı.',
    },
    {
      title: 'Eğitim ve atölyeler',
      text: 'Çocuklar ve kadınlar için meslek edindirme ve kişisel gelişim atölyeleri.',
    },
    {
      title: 'Gönüllülük programı',
      text: 'Zamanını ve bilgisini paylaşmak isteyenleri ihtiyaç duyulan çalışmalarla buluşturuyoruz.',
    },
    {
      title: 'Afet ve acil durum desteği',
      text: 'Afet bölgelerinde ihtiyaçları tespit edip yardımı hızla ulaştırıyoruz.',
    },
  ],
  productsHeading: 'Bağış seçenekleri',
  productsIntro: 'Bağışınızın neye dönüştüğünü görebilmeniz için bazı örnekler.',
  products: [
    {
      title: 'Bir öğrencinin aylık bursu',
      text: 'Bir öğrencinin bir aylık eğitim desteği.',
      price: '₺2.000',
    },
    {
      title: 'Kırtasiye seti',
      text: 'Bir ilkokul öğrencisinin dönemlik kırtasiye ihtiyacı.',
      price: '₺750',
    },
    {
      title: 'Gıda kolisi',
      text: 'Dört kişilik bir ailenin bir aylık temel gıda ihtiyacı.',
      price: '₺2.500',
    },
    {
      title: 'Atölye desteği',
      text: 'Bir katılımcının meslek edindirme atölyesi giderleri.',
      price: '₺1.500',
    },
  ],
  faq: [
    {
      question: 'Bağışım nereye harcanıyor?',
      answer:
        'Bağışlar seçtiğiniz programa ya da en acil ihtiyaca yönlendirilir. Yıllık faaliyet ve mali raporlarımızda harcamaların dökümünü paylaşıyoruz.',
    },
    {
      question: 'Bağış makbuzu alabilir miyim?',
      answer:
        'Evet, tüm bağışlar için makbuz düzenliyoruz. Bağışınızın vergi matrahından düşülüp düşülemeyeceğini bağış sırasında sizinle paylaşıyoruz.',
    },
    {
      question: 'Nasıl gönüllü olabilirim?',
      answer:
        'Bize yazın; ilgi alanlarınızı ve uygun zamanlarınızı öğrendikten sonra sizi bir tanışma toplantısına davet edelim.',
    },
    {
      question: 'Üye olmak için ne yapmalıyım?',
      answer:
        'Üyelik başvuru formunu doldurup bize iletmeniz yeterli. Başvurular her ay yönetim kurulu toplantısında değerlendirilir.',
    },
    {
      question: 'Düzenli bağış yapabilir miyim?',
      answer: 'Evet. Banka talimatıyla her ay belirlediğiniz tutarda düzenli bağış yapabilirsiniz.',
    },
  ],
  testimonials: [
    {
      quote: 'Üniversiteyi bitirmemi sağlayan burs buradan geldi; şimdi ben de bir öğrenciye burs veriyorum.',
      author: 'Emine Ç.',
      role: 'Eski bursiyer',
    },
    {
      quote:
        'Hafta sonları gönüllü olarak çocuklarla kitap okuyoruz. Verdiğimden çok daha fazlasını alıyorum.',
      author: 'Doğan Y.',
      role: 'Gönüllü',
    },
    {
      quote:
        'Bağışlarımın nereye gittiğini her yıl raporlardan görebiliyorum; bu yüzden desteğime devam ediyorum.',
      author: 'Nesrin A.',
      role: 'Bağışçı, Ankara',
    },
  ],
  pricingHeading: 'Üyelik ve düzenli destek',
  pricingIntro: 'Üyelik ve düzenli bağış seçeneklerimiz; her katkı bir ihtiyaca dokunur.',
  plans: [
    {
      name: 'Üyelik',
      price: '₺500',
      period: 'yıllık aidat',
      features: ['Genel kurulda oy hakkı', 'Faaliyet raporları', 'Etkinliklere davet'],
    },
    {
      name: 'Düzenli bağışçı',
      price: '₺250',
      period: 'aylık',
      features: ['Seçtiğiniz programa destek', 'Yıllık etki raporu', 'Bağış makbuzu'],
      highlighted: true,
    },
    {
      name: 'Burs destekçisi',
      price: '₺2.000',
      period: 'aylık',
      features: [
        'Bir öğrencinin aylık bursu',
        'Öğrencinin gelişimi hakkında bilgilendirme',
        'Yıl sonu buluşması',
      ],
    },
  ],
  cta: {
    title: 'Siz de destek olun',
    text: 'Bağışçı, gönüllü ya da üye olarak çalışmalarımıza katılın; birlikte daha çok insana ulaşalım.',
  },
  team: [
    { name: 'Yönetim kurulu başkanı', role: 'Kurumsal ilişkiler' },
    { name: 'Genel sekreter', role: 'Program yönetimi' },
    { name: 'Gönüllü koordinatörü', role: 'Gönüllü çalışmaları' },
  ],
  teamIntro: 'Çalışmalarımızı yürüten yönetim kurulumuz ve gönüllü ekibimiz.',
  galleryIntro: 'Programlarımızdan, etkinliklerimizden ve gönüllülerimizle geçirdiğimiz günlerden kareler.',
  blogTopics: 'çalışmalarımızdan haberleri, bağışlarınızla hayata geçen projeleri ve gönüllülük fırsatlarını',
  contactText: 'Bağış, gönüllülük ve üyelik için bize yazın ya da arayın; size en kısa sürede dönüş yapalım.',
}
