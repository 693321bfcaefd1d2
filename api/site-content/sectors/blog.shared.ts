import type { SectorStarter } from '../starter-types.shared'

// The Turkish starter text of one sector (docs/rules/site-content.md#starter-text).

export const BLOG: SectorStarter = {
  tagline: 'Okuduklarım, gezdiğim yerler ve denediklerim üzerine samimi yazılar.',
  aboutHeading: 'Hakkımda',
  valuesHeading: 'Bu blogda sizi neler bekliyor?',
  about: (name) =>
    `Merhaba, ${name} sayfasına hoş geldiniz! Burada okuduğum kitapları, gezdiğim yerleri, denediğim tarifleri ve günlük hayattan notlarımı paylaşıyorum. Yazılarımı kendi deneyimlerime dayanarak, samimi ve dürüst bir dille yazıyorum. Yorumlarınızı ve önerilerinizi okumaktan mutluluk duyarım.`,
  values: [
    {
      title: 'Kendi deneyimlerim',
      text: 'Yazdığım her şeyi önce kendim deniyor, gördüğüm gibi anlatıyorum.',
    },
    {
      title: 'Düzenli yazılar',
      text: 'Her hafta en az bir yeni yazı yayımlıyorum.',
    },
    {
      title: 'Okurlarla sohbet',
      text: 'Sorularınızı okuyor, sonraki yazılarımı sizin önerilerinizle planlıyorum.',
    },
  ],
  servicesHeading: 'Neler yazıyorum?',
  servicesButton: 'Yazdığım konular',
  servicesIntro: 'Blogda en çok yazdığım konular.',
  services: [
    {
      title: 'Gezi notları',
      text: 'Gittiğim şehirlerden rotalar, yeme içme önerileri ve bütçe ipuçları.',
    },
    {
      title: 'Kitap önerileri',
      text: 'Okuduğum kitaplar üzerine kısa değerlendirmeler ve okuma listeleri.',
    },
    { title: 'Mutfaktan', text: 'Denediğim tarifler, adım adım fotoğraflarıyla.' },
    {
      title: 'Günlük hayat',
      text: 'Düzen, verimlilik ve küçük mutluluklar üzerine kişisel notlar.',
    },
  ],
  productsHeading: 'Okurlarım için hazırladıklarım',
  productsIntro: 'Okurlarım için hazırladığım rehberler, kitapçıklar ve atölyeler.',
  products: [
    {
      title: 'Şehir rehberi',
      text: 'Üç günlük rota, harita ve mekân önerileriyle indirilebilir rehber.',
      price: '₺150',
    },
    { title: 'Tarif kitapçığı', text: 'En sevilen 30 tarif, alışveriş listeleriyle.', price: '₺120' },
    {
      title: 'Blog yazma atölyesi',
      text: 'Yazmaya başlamak isteyenler için iki saatlik görüntülü atölye.',
      price: '₺450',
    },
    {
      title: 'Okuma ajandası',
      text: 'Bir yıllık okuma planı ve notlarınız için basılı ajanda.',
      price: '₺280',
    },
  ],
  faq: [
    {
      question: 'Yeni yazılardan nasıl haberdar olurum?',
      answer:
        'Yeni yazılarımı sosyal medya hesaplarımda duyuruyorum; blog sayfasını yer imlerinize eklemeniz de yeterli.',
    },
    {
      question: 'Yazılarınızı paylaşabilir miyim?',
      answer:
        'Elbette! Bağlantısını vererek dilediğiniz yerde paylaşabilirsiniz; yazının tamamını kopyalamamanızı rica ederim.',
    },
    {
      question: 'İş birliği yapıyor musunuz?',
      answer:
        'İçeriğime ve okurlarıma uygun markalarla iş birliği yapıyorum. Her iş birliğini yazının başında açıkça belirtiyorum.',
    },
    {
      question: 'Konu önerebilir miyim?',
      answer:
        'Çok sevinirim! İletişim sayfasından bana yazabilirsiniz; en çok istenen konuları sıradaki yazılarıma ekliyorum.',
    },
    {
      question: 'Fotoğrafları siz mi çekiyorsunuz?',
      answer:
        'Aksi belirtilmedikçe fotoğrafların hepsi bana aittir; kullanmak isterseniz lütfen önce izin isteyin.',
    },
  ],
  testimonials: [
    {
      quote: 'Gezi yazısındaki rotayı aynen uyguladık; önerdiğin her yer tam isabetti.',
      author: 'Cansu E.',
      role: 'Okur, Eskişehir',
    },
    {
      quote:
        'Tariflerin hem kolay hem lezzetli. Hafta sonu kahvaltılarımızı artık senin yazılarınla hazırlıyoruz.',
      author: 'Berna T.',
      role: 'Okur, İzmir',
    },
    {
      quote: 'Kitap önerilerinden sonra yeniden düzenli okumaya başladım.',
      author: 'Yusuf A.',
      role: 'Okur, Ankara',
    },
  ],
  pricingHeading: 'İş birliği',
  pricingIntro: 'Markalar için iş birliği seçeneklerim; her iş birliği yazıda açıkça belirtilir.',
  plans: [
    {
      name: 'Sosyal medya paylaşımı',
      price: '₺2.500',
      period: 'paylaşım başına',
      features: ['Bir gönderi ve hikâye', 'Ürün ya da mekân deneyimi', 'Paylaşım sonrası erişim raporu'],
    },
    {
      name: 'Blog yazısı',
      price: '₺5.000',
      period: 'yazı başına',
      features: [
        'Ürün ya da mekân deneyimi',
        'Fotoğraflı ayrıntılı yazı',
        'Sosyal medyada duyuru',
        'Kalıcı bağlantı',
      ],
      highlighted: true,
    },
    {
      name: 'Aylık iş birliği',
      price: '₺12.000',
      period: 'aylık',
      features: ['İki blog yazısı', 'Dört sosyal medya paylaşımı', 'Aylık erişim raporu'],
    },
  ],
  cta: {
    title: 'Bana yazın',
    text: 'Bir sorunuz, konu öneriniz ya da iş birliği teklifiniz mi var? Mesajınızı okumaktan mutluluk duyarım.',
    button: 'Mesaj gönderin',
  },
  team: [
    { name: 'Yazar', role: 'Yazılar ve fotoğraflar' },
    { name: 'Editör', role: 'Düzenleme ve yayın' },
    { name: 'Fotoğrafçı', role: 'Gezi ve yemek fotoğrafları' },
  ],
  teamIntro: 'Blogun arkasındaki küçük ekip.',
  galleryIntro: 'Gezilerimden, mutfağımdan ve yazılarımda kullandığım fotoğraflardan bir seçki.',
  blogTopics: 'gezi notlarımı, kitap önerilerimi ve denediğim tarifleri',
  blogIntro: 'Gezi notlarım, kitap önerilerim ve denediğim tarifler; en yeni yazılarım burada.',
  welcomePost: (name) => ({
    title: 'Merhaba, hoş geldiniz!',
    excerpt: `${name} yayında! Burada gezi notlarımı, kitap önerilerimi ve denediğim tarifleri paylaşacağım.`,
    body: `Uzun zamandır aklımdaydı ve sonunda bu sayfayı açtım. ${name}, okuduklarımı, gezdiğim yerleri ve denediğim tarifleri paylaştığım kişisel bloğum olacak.\n\nHer hafta en az bir yeni yazı yayımlamayı planlıyorum. Merak ettiğiniz bir konu varsa bana yazın; bir sonraki yazım sizin sorunuz olabilir.\n\nUğradığınız için teşekkür ederim!`,
  }),
  contactText: 'Sorularınız, konu önerileriniz ve iş birliği teklifleriniz için bana yazabilirsiniz.',
}
