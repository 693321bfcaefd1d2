import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const GENEL: SectorStarter = {
  tagline: 'Söz verdiğimiz işi, söz verdiğimiz günde ve baştan belli bir fiyatla teslim ediyoruz.',
  about: (name) =>
    `${name}, müşterilerine özenli ve güvenilir hizmet sunmak için kuruldu. Her işe ihtiyacınızı dinleyerek başlıyor, yapılacakları ve fiyatı baştan açıkça yazıyor, işi söz verdiğimiz tarihte teslim ediyoruz. Küçük bir ekip olmanın avantajıyla her müşterimizle birebir ilgileniyor, sorularınıza aynı gün yanıt veriyoruz.`,
  values: [
    {
      title: 'Baştan belli fiyat',
      text: 'İşe başlamadan önce yapılacakları ve ücretini yazılı olarak paylaşırız; sonradan sürpriz çıkmaz.',
    },
    {
      title: 'Tek muhatap',
      text: 'İşiniz boyunca aynı kişiyle görüşürsünüz; her aşamada işin nerede olduğunu bilirsiniz.',
    },
    {
      title: 'Aynı gün yanıt',
      text: 'Telefonla, e-postayla ya da mesajla ulaştığınızda aynı iş günü içinde dönüş yaparız.',
    },
  ],
  servicesIntro: 'İhtiyacınızı dinliyor, işi planlıyor ve teslimden sonra da yanınızda oluyoruz.',
  services: [
    {
      title: 'Ücretsiz ön görüşme',
      text: 'İhtiyacınızı yüz yüze ya da telefonda dinler, size uygun çözümü birlikte belirleriz.',
    },
    {
      title: 'Yazılı teklif',
      text: 'Yapılacak işi, süreyi ve ücreti ayrıntılı bir teklifle paylaşırız; onayınız olmadan işe başlamayız.',
    },
    {
      title: 'Planlı uygulama',
      text: 'İşi aşamalara ayırır, her aşamanın sonunda size bilgi veririz.',
    },
    {
      title: 'Teslim ve kontrol',
      text: 'İşi sizinle birlikte kontrol eder, eksik kalan noktaları hemen tamamlarız.',
    },
    {
      title: 'Satış sonrası destek',
      text: 'Teslimden sonra da sorularınızı yanıtlar, gerektiğinde yerinde destek veririz.',
    },
  ],
  productsIntro: 'En çok tercih edilen paketlerimizden bir seçki; güncel fiyat için bize ulaşın.',
  products: [
    {
      title: 'Başlangıç paketi',
      text: 'İlk kez çalışacağımız müşterilerimiz için temel ihtiyaçları karşılayan paket.',
      price: '₺750',
    },
    {
      title: 'Standart paket',
      text: 'En çok tercih edilen seçenek; başlangıç paketine ek olarak düzenli kontrol içerir.',
      price: '₺1.500',
    },
    {
      title: 'Kapsamlı paket',
      text: 'Tüm hizmetlerimizi bir arada sunan, öncelikli destekli paket.',
      price: '₺2.750',
    },
    {
      title: 'Hediye çeki',
      text: 'Sevdiklerinize, istedikleri hizmeti seçebilecekleri bir hediye çeki verin.',
      price: '₺500',
    },
  ],
  faq: [
    {
      question: 'Fiyatlarınızı nasıl öğrenebilirim?',
      answer:
        'İhtiyacınızı telefonla ya da iletişim sayfasından iletin; aynı gün içinde size yazılı bir teklif gönderelim.',
    },
    {
      question: 'Ne kadar sürede başlayabilirsiniz?',
      answer:
        'Çoğu işe teklifin onaylanmasından sonraki bir hafta içinde başlıyoruz. Acil işleriniz için bizi arayın, takvimimize birlikte bakalım.',
    },
    {
      question: 'Hangi bölgelere hizmet veriyorsunuz?',
      answer:
        'Bulunduğumuz şehrin tamamına hizmet veriyoruz; şehir dışındaki işler için ulaşım giderlerini teklifte ayrıca belirtiyoruz.',
    },
    {
      question: 'Ödemeyi nasıl yapabilirim?',
      answer: 'Havale, EFT ya da kredi kartıyla ödeyebilirsiniz. Tüm işlerimiz için fatura düzenliyoruz.',
    },
    {
      question: 'İşten memnun kalmazsam ne oluyor?',
      answer:
        'Teslimde işi birlikte kontrol ediyoruz; eksik ya da hatalı bir nokta varsa ek ücret almadan düzeltiyoruz.',
    },
  ],
  testimonials: [
    {
      quote:
        'Teklifte ne yazıyorsa o oldu; ne fiyat değişti ne tarih kaydı. Bir sonraki işimizde de onlarla çalışacağız.',
      author: 'Murat Y.',
      role: 'İstanbul',
    },
    {
      quote: 'Sorduğum her şeye aynı gün yanıt aldım. Süreç boyunca neler olduğunu hep biliyordum.',
      author: 'Elif S.',
      role: 'Ankara',
    },
    {
      quote: 'Küçük bir iş için aradım, büyük bir özen gördüm. Herkese gönül rahatlığıyla öneririm.',
      author: 'Hasan D.',
      role: 'İzmir',
    },
  ],
  pricingIntro: 'Fiyatlarımız başlangıç fiyatıdır; ihtiyacınıza göre size özel bir teklif hazırlıyoruz.',
  plans: [
    {
      name: 'Temel',
      price: '₺1.500',
      period: 'tek seferlik',
      features: ['Ücretsiz ön görüşme', 'Yazılı teklif', 'Temel uygulama', 'E-postayla destek'],
    },
    {
      name: 'Standart',
      price: '₺3.000',
      period: 'tek seferlik',
      features: ['Temel paketteki her şey', 'Öncelikli takvim', 'Teslim sonrası kontrol', 'Telefonla destek'],
      highlighted: true,
    },
    {
      name: 'Kapsamlı',
      price: '₺5.500',
      period: 'tek seferlik',
      features: [
        'Standart paketteki her şey',
        'Size özel bir proje sorumlusu',
        'Üç ay ücretsiz destek',
        'Yerinde kontrol ziyareti',
      ],
    },
  ],
  cta: {
    title: 'İhtiyacınızı konuşalım',
    text: 'Kısa bir görüşmede ne istediğinizi dinleyelim; size en uygun yolu ve fiyatı ücretsiz çıkaralım.',
  },
  team: [
    { name: 'Kurucu', role: 'Yönetim ve müşteri ilişkileri' },
    { name: 'Proje sorumlusu', role: 'Planlama ve uygulama' },
    { name: 'Müşteri temsilcisi', role: 'Teklif ve destek' },
  ],
  teamIntro: 'İşinizle baştan sona ilgilenen, sizi adınızla tanıyan küçük bir ekibiz.',
  galleryIntro:
    'Tamamladığımız işlerden, çalışma ortamımızdan ve ekibimizden kareler. Daha fazla örnek görmek isterseniz bize yazın; benzer işlerimizi memnuniyetle paylaşırız.',
  blogTopics: 'işimizle ilgili pratik bilgileri, sık sorulan soruların yanıtlarını ve duyurularımızı',
  contactText:
    'Sorularınız, teklif talepleriniz ve randevu istekleriniz için bize yazın ya da arayın; aynı iş günü içinde dönüş yapıyoruz.',
}
