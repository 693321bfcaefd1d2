import { CapabilityIcon } from './capability-icon'
import type { CapabilityIconName } from './capability-icon'
import { SectionHeading } from './section-heading'

const capabilities: { icon: CapabilityIconName; title: string; text: string }[] = [
  {
    icon: 'design',
    title: 'Size özel tasarım',
    text: 'Şablon kokmayan, markanızın renklerine, yazı tipine ve tonuna göre hazırlanmış sayfalar.',
  },
  {
    icon: 'hosting',
    title: 'Barındırma ve SSL dahil',
    text: 'Hızlı sunucular, ücretsiz SSL sertifikası ve düzenli yedekleme. Altyapıyla siz uğraşmazsınız.',
  },
  {
    icon: 'mobile',
    title: 'Her ekranda kusursuz',
    text: 'Telefonda, tablette ve masaüstünde hızlı açılan, kolay okunan, mobil uyumlu tasarım.',
  },
  {
    icon: 'seo',
    title: 'Arama motorlarına hazır',
    text: 'Başlıklar, açıklamalar, site haritası ve hız ayarları; Google’da bulunmanız için temel SEO kurulumu.',
  },
  {
    icon: 'content',
    title: 'İçerik ve entegrasyonlar',
    text: 'Metinlerinizi, görsellerinizi ve ürünlerinizi yerleştirir; form, harita ve WhatsApp bağlantılarını kurarız.',
  },
  {
    icon: 'support',
    title: 'Yayından sonra da yanınızda',
    text: 'Güncellemeler, güvenlik yamaları ve değişiklik talepleri için destek ekibimiz bir mesaj uzağınızda.',
  },
]

export function CapabilitiesSection() {
  return (
    <section aria-labelledby="capabilities-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="capabilities-title"
          eyebrow="Neler yapıyoruz"
          title="Bir web sitesi için gereken her şey, tek ekipten"
          intro="Tasarımdan yayına, bakımdan desteğe kadar sitenizin tüm işlerini üstleniyoruz."
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {capabilities.map((capability) => (
            <li
              key={capability.title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-800/60"
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-blue-50 text-blue-700 dark:bg-blue-500/15 dark:text-blue-300">
                <CapabilityIcon name={capability.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">
                {capability.title}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">{capability.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
