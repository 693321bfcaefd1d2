import { SectionHeading } from './section-heading'

const testimonials = [
  {
    quote:
      'Keşif görüşmesinin ertesi günü sitemiz yayındaydı. Menüyü artık kendimiz güncellemiyoruz; bir WhatsApp mesajı yetiyor.',
    name: 'Elif Yılmaz',
    role: 'Kurucu, Durak Kahve · İzmir',
  },
  {
    quote:
      'Eski sitemiz telefonda düzgün açılmıyordu. Yeni sitemiz hem çok daha hızlı hem de randevu talepleri belirgin şekilde arttı.',
    name: 'Dr. Murat Kaya',
    role: 'Kaya Diş Kliniği · Ankara',
  },
  {
    quote:
      'Scale paketindeki ekip kanalı sayesinde kampanya sayfalarımızı aynı gün içinde yayına alabiliyoruz.',
    name: 'Zeynep Arslan',
    role: 'Pazarlama Müdürü, Arslan Mobilya · Bursa',
  },
]

export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="border-y border-slate-200 bg-slate-50 py-20 sm:py-24 dark:border-slate-800 dark:bg-slate-950/60"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="testimonials-title" eyebrow="Müşterilerimiz" title="Onlar anlatsın" />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900">
                <blockquote className="flex-1 text-base leading-7 text-slate-800 dark:text-slate-200">
                  <p>“{testimonial.quote}”</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
                  <p className="font-semibold text-slate-900 dark:text-white">{testimonial.name}</p>
                  <p className="text-sm text-slate-600 dark:text-slate-400">{testimonial.role}</p>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
