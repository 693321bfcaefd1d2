import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const KURUMSAL: SectorStarter = {
  tagline: 'Planlı çalışan, sözünü tutan ve işinizi uzun vadede büyüten bir iş ortağı.',
  about: (name) =>
    `${name}, kurumsal müşterilerine kendi alanında baştan sona çözümler sunan bir şirkettir. Uzun soluklu iş birliklerine önem veriyor, her projeye hedefleri ve başarı ölçütlerini birlikte belirleyerek başlıyoruz. Deneyimli ekibimiz, düzenli raporlama ve zamanında teslimle müşterilerimizin işini kolaylaştırıyoruz.`,
  values: [
    {
      title: 'Ölçülebilir hedefler',
      text: 'Her iş birliğine hedefleri ve başarı ölçütlerini yazılı olarak belirleyerek başlarız.',
    },
    {
      title: 'Düzenli raporlama',
      text: 'İşin ilerleyişini düzenli raporlar ve toplantılarla paylaşırız.',
    },
    {
      title: 'Uzun soluklu iş birliği',
      text: 'Müşterilerimizle tek bir projeyle sınırlı kalmayan, yıllara yayılan bir ortaklık kurarız.',
    },
  ],
  servicesIntro: 'Şirketinizin ihtiyaçlarına göre bir araya getirdiğimiz hizmetler.',
  services: [
    {
      title: 'İhtiyaç analizi',
      text: 'Mevcut durumunuzu inceler, öncelikli ihtiyaçlarınızı ve hedeflerinizi birlikte belirleriz.',
    },
    {
      title: 'Proje yönetimi',
      text: 'İşi aşamalara, sorumlulara ve tarihlere bölen bir planla yürütür, her aşamayı raporlarız.',
    },
    {
      title: 'Uygulama ve kurulum',
      text: 'Planlanan çözümü ekibimizle hayata geçirir, çalışanlarınıza gerekli eğitimi veririz.',
    },
    {
      title: 'Süreç iyileştirme',
      text: 'İş süreçlerinizi inceler, zaman ve maliyet kaybına yol açan adımları birlikte sadeleştiririz.',
    },
    {
      title: 'Bakım ve sürekli destek',
      text: 'Teslimden sonra da düzenli kontroller ve öncelikli destekle yanınızda oluruz.',
    },
  ],
  productsHeading: 'Hizmet paketlerimiz',
  productsIntro: 'Kurumsal müşterilerimize sunduğumuz hizmet paketlerinin başlangıç fiyatları.',
  products: [
    {
      title: 'İhtiyaç analizi raporu',
      text: 'Yerinde inceleme, görüşmeler ve öncelikli öneriler içeren rapor.',
      price: '₺15.000',
    },
    {
      title: 'Süreç iyileştirme çalışması',
      text: 'Bir iş sürecinin incelenmesi ve yeniden tasarlanması, 4 hafta.',
      price: '₺45.000',
    },
    {
      title: 'Çalışan eğitimi',
      text: 'Yarım günlük, 20 kişiye kadar, şirketinizde.',
      price: '₺18.000',
    },
    {
      title: 'Yıllık destek anlaşması',
      text: 'Öncelikli destek, düzenli kontrol ve üç ayda bir rapor.',
      price: '₺8.500 / ay',
    },
  ],
  faq: [
    {
      question: 'Hangi büyüklükteki şirketlerle çalışıyorsunuz?',
      answer:
        'Küçük işletmelerden yüzlerce çalışanı olan şirketlere kadar farklı ölçeklerde müşterilerimiz var; hizmetin kapsamını şirketinizin ihtiyacına göre belirliyoruz.',
    },
    {
      question: 'Bir projeye nasıl başlıyoruz?',
      answer:
        'Ücretsiz bir tanışma toplantısında ihtiyacınızı dinliyor, ardından kapsam, takvim ve fiyatı içeren yazılı bir teklif sunuyoruz.',
    },
    {
      question: 'Sözleşme ve fatura süreçleriniz nasıl?',
      answer: 'Her iş için yazılı sözleşme yapıyor, aşama ya da ay bazında e-fatura düzenliyoruz.',
    },
    {
      question: 'Gizlilik sözleşmesi imzalıyor musunuz?',
      answer:
        'Evet. Görüşmeler başlamadan önce gizlilik sözleşmesi imzalıyor, paylaştığınız bilgileri kişisel verilerin korunması mevzuatına uygun olarak saklıyoruz.',
    },
    {
      question: 'Proje bittikten sonra destek veriyor musunuz?',
      answer:
        'Evet, teslimden sonra da destek veriyoruz; düzenli destek isteyen müşterilerimiz için yıllık anlaşmalarımız var.',
    },
  ],
  testimonials: [
    {
      quote: 'Hedefleri baştan birlikte koyduk, her ay nerede olduğumuzu rakamlarla gördük.',
      author: 'Aylin K.',
      role: 'Genel müdür, İstanbul',
    },
    {
      quote: 'Beş yıldır birlikte çalışıyoruz; sorunları çoğu zaman biz fark etmeden çözüyorlar.',
      author: 'Mert D.',
      role: 'Operasyon müdürü, Ankara',
    },
    {
      quote: 'Teklif, takvim, teslim; her şey yazılı ve net. Bir iş ortağından beklediğimiz tam da buydu.',
      author: 'Sibel Y.',
      role: 'Satın alma uzmanı, İzmir',
    },
  ],
  pricingIntro: 'Hizmet paketlerimizin başlangıç fiyatları; şirketinize özel kapsam için teklif isteyin.',
  plans: [
    {
      name: 'Başlangıç',
      price: '₺15.000',
      period: 'tek seferlik',
      features: ['İhtiyaç analizi', 'Yazılı öneri raporu', 'Sonuç toplantısı'],
    },
    {
      name: 'Proje',
      price: '₺45.000',
      period: 'proje başına',
      features: [
        'İhtiyaç analizi',
        'Proje planı ve yönetimi',
        'Uygulama ve eğitim',
        'Haftalık ilerleme raporu',
      ],
      highlighted: true,
    },
    {
      name: 'Sürekli destek',
      price: '₺8.500',
      period: 'aylık',
      features: [
        'Öncelikli destek hattı',
        'Aylık kontrol ziyareti',
        'Üç ayda bir rapor',
        'Yıllık değerlendirme toplantısı',
      ],
    },
  ],
  cta: {
    title: 'Bir tanışma toplantısı planlayalım',
    text: 'Şirketinizin hedeflerini dinleyelim, size nasıl katkı sağlayabileceğimizi somut bir teklifle gösterelim.',
  },
  team: [
    { name: 'Genel müdür', role: 'Kurucu ortak' },
    { name: 'Proje müdürü', role: 'Planlama ve uygulama' },
    { name: 'Müşteri ilişkileri yöneticisi', role: 'Teklif ve sözleşmeler' },
  ],
  teamIntro: 'Her müşterimize bir proje müdürü atanır; süreç boyunca tek muhatabınız olur.',
  galleryIntro:
    'Ofisimizden, ekibimizden ve birlikte çalıştığımız kurumlarla hayata geçirdiğimiz projelerden kareler.',
  blogTopics: 'şirketimizden haberleri, sektörümüzdeki gelişmeleri ve işletmeler için pratik önerileri',
  contactText:
    'Teklif ve iş birliği talepleriniz için bize yazın; aynı iş günü içinde ekibimizden bir yetkili size dönüş yapar.',
}
