import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const HUKUK: SectorStarter = {
  tagline: 'Şirketlere ve bireylere hukuki süreçlerinde açık, zamanında ve anlaşılır danışmanlık.',
  about: (name) =>
    `${name}, ticaret, iş, aile ve gayrimenkul hukuku alanlarında şirketlere ve bireylere danışmanlık veren bir hukuk bürosudur. Her dosyaya müvekkilimizi dinleyerek başlar, olası yolları, süreleri ve masrafları baştan açıkça anlatırız. Süreç boyunca dosyanızdaki her gelişmeden sizi haberdar eder, kararları birlikte veririz.`,
  values: [
    {
      title: 'Açık bilgilendirme',
      text: 'Dosyanızın durumunu, olası sonuçlarını ve masraflarını anlaşılır bir dille ve yazılı olarak paylaşırız.',
    },
    {
      title: 'Düzenli iletişim',
      text: 'Her duruşmadan ve önemli gelişmeden sonra size bilgi verir, sorularınızı en geç bir iş günü içinde yanıtlarız.',
    },
    { title: 'Gizlilik', text: 'Paylaştığınız her bilgi ve belge meslek sırrı kapsamında korunur.' },
  ],
  servicesHeading: 'Çalışma alanlarımız',
  servicesButton: 'Çalışma alanlarımız',
  servicesIntro: 'Dosyanıza özel yol haritasını ilk görüşmede birlikte çıkarıyoruz.',
  services: [
    {
      title: 'Ticaret ve şirketler hukuku',
      text: 'Şirket kuruluşu, ortaklık sözleşmeleri, genel kurul işlemleri ve ticari uyuşmazlıklarda danışmanlık ve dava takibi.',
    },
    {
      title: 'İş hukuku',
      text: 'İş sözleşmeleri, işe iade, kıdem ve ihbar tazminatı konularında işçilere ve işverenlere danışmanlık.',
    },
    {
      title: 'Aile hukuku',
      text: 'Anlaşmalı ve çekişmeli boşanma, velayet, nafaka ve mal paylaşımı süreçlerinin takibi.',
    },
    {
      title: 'Gayrimenkul hukuku',
      text: 'Tapu ve kira uyuşmazlıkları, kat mülkiyeti sorunları ve alım satım öncesi hukuki inceleme.',
    },
    {
      title: 'Sözleşme hazırlama ve inceleme',
      text: 'Sözleşmelerinizi imzadan önce inceler, haklarınızı koruyan maddeleri birlikte yazarız.',
    },
    {
      title: 'İcra ve alacak takibi',
      text: 'Alacaklarınız için icra takibi başlatır, tahsilat sürecini baştan sona yürütürüz.',
    },
  ],
  productsHeading: 'Danışmanlık hizmetlerimiz',
  productsIntro:
    'Sık talep edilen danışmanlık hizmetleri ve başlangıç ücretleri; dosyanıza özel ücreti ilk görüşmede yazılı olarak bildiriyoruz.',
  products: [
    {
      title: 'Sözlü danışma (1 saat)',
      text: 'Büromuzda ya da görüntülü görüşmeyle dosyanızın değerlendirilmesi ve yol haritası.',
      price: '₺5.000',
    },
    {
      title: 'Sözleşme incelemesi',
      text: 'Mevcut bir sözleşmenin incelenmesi ve yazılı görüş.',
      price: '₺8.500',
    },
    {
      title: 'İhtarname hazırlama',
      text: 'Noter aracılığıyla gönderilecek ihtarnamenin hazırlanması ve takibi.',
      price: '₺6.000',
    },
    {
      title: 'Şirketlere aylık danışmanlık',
      text: 'Sözleşmeler, yazışmalar ve günlük hukuki sorular için sürekli danışmanlık.',
      price: '₺25.000 / ay',
    },
  ],
  faq: [
    {
      question: 'İlk görüşme nasıl yapılıyor?',
      answer:
        'Büromuzda ya da görüntülü görüşmeyle yapılıyor. Elinizdeki belgeleri görüşmeye getirmeniz ya da önceden e-postayla göndermeniz, dosyanızı daha hızlı değerlendirmemizi sağlar.',
    },
    {
      question: 'Avukatlık ücreti nasıl belirleniyor?',
      answer:
        "Ücret; dosyanın türüne, kapsamına ve süresine göre, Avukatlık Asgari Ücret Tarifesi'nin altında kalmamak üzere belirlenir ve yazılı bir sözleşmeyle kayıt altına alınır.",
    },
    {
      question: 'Bir dava ne kadar sürer?',
      answer:
        'Süre; mahkemenin iş yüküne, dosyanın türüne ve delillere göre değişir. İlk görüşmede benzer dosyalardaki tecrübemize dayanarak gerçekçi bir süre öngörüsü paylaşırız.',
    },
    {
      question: 'Dosyamın durumunu nasıl takip edebilirim?',
      answer:
        'Her duruşmadan ve önemli gelişmeden sonra sizi telefonla ya da e-postayla bilgilendiririz. Dilediğiniz zaman dosyanızla ilgilenen avukata ulaşabilirsiniz.',
    },
    {
      question: 'Başka şehirdeki dosyaları da takip ediyor musunuz?',
      answer:
        'Evet. Dosyanızı UYAP üzerinden her şehirde takip ediyor, gerektiğinde duruşmalara bizzat katılıyoruz.',
    },
  ],
  testimonials: [
    {
      quote:
        'Şirket kuruluşundan ilk sözleşmelerimize kadar her adımda neyi neden yaptığımızı anlattılar. Sorularımıza hep aynı gün yanıt aldık.',
      author: 'Burak E.',
      role: 'Şirket kurucusu, Ankara',
    },
    {
      quote: 'Zor bir dönemde süreci bize sade bir dille anlattılar; her duruşmadan sonra bilgi verdiler.',
      author: 'Zeynep A.',
      role: 'İstanbul',
    },
    {
      quote: 'Kira uyuşmazlığımızda önce uzlaşma yolunu denediler; mesele mahkemeye gitmeden çözüldü.',
      author: 'Ahmet K.',
      role: 'Ev sahibi, Bursa',
    },
  ],
  homeTestimonials: false,
  pricingIntro:
    'Danışmanlık seçeneklerimiz; kesin ücret dosyanın kapsamına göre ilk görüşmede yazılı olarak belirlenir.',
  plans: [
    {
      name: 'Bireysel danışmanlık',
      price: '₺5.000',
      period: 'görüşme başına',
      features: ['1 saatlik sözlü danışma', 'Belgelerin incelenmesi', 'Yazılı yol haritası'],
    },
    {
      name: 'Şirket danışmanlığı',
      price: '₺25.000',
      period: 'aylık',
      features: [
        'Sözleşme hazırlama ve inceleme',
        'Telefon ve e-postayla sürekli danışma',
        'Ayda bir yüz yüze toplantı',
        'İhtarname ve yazışmalar',
      ],
      highlighted: true,
    },
    {
      name: 'Dava takibi',
      price: 'Dosyaya göre',
      period: 'yazılı sözleşmeyle',
      features: [
        'Dava öncesi değerlendirme',
        'Dilekçe ve duruşma takibi',
        'Her aşamada yazılı bilgilendirme',
      ],
    },
  ],
  cta: {
    title: 'Hukuki sorununuzu konuşalım',
    text: 'Durumunuzu kısaca anlatın; hangi yolların açık olduğunu ve sürecin nasıl işleyeceğini ilk görüşmede açıkça anlatalım.',
  },
  team: [
    { name: 'Kurucu avukat', role: 'Ticaret ve şirketler hukuku' },
    { name: 'Avukat', role: 'İş ve aile hukuku' },
    { name: 'Hukuk asistanı', role: 'Dosya takibi ve randevular' },
  ],
  teamIntro: 'Dosyanızı baştan sona aynı avukat takip eder; kiminle çalıştığınızı her zaman bilirsiniz.',
  galleryIntro: 'Büromuzdan, toplantı odamızdan ve katıldığımız seminerlerden kareler.',
  blogTopics:
    'mevzuattaki değişiklikleri, önemli yargı kararlarını ve günlük hayatta işinize yarayacak hukuki bilgileri',
  contactText:
    'Görüşme için bize yazın ya da arayın; konunuzu kısaca anlatırsanız sizi ilgili avukatımızla görüştürelim.',
}
