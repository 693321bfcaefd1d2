// The three promises above the builder: design, delivery time and support.
import { Outline } from '../../../components/icons'

const BENEFITS = [
  {
    title: 'Profesyonel Tasarım',
    text: 'Sektörünüze uygun, mobil uyumlu ve modern bir tasarım.',
    icon: <path d="M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6-5.3-3-5.3 3 1.2-6L3.4 9.3l6-.7L12 3Z" />,
  },
  {
    title: '1-2 Hafta Teslimat',
    text: 'Keşif görüşmesinden yayına yalnızca bir iki hafta.',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>
    ),
  },
  {
    title: '7/24 Uzman Destek',
    text: 'Siteniz yayındayken de ekibimiz yanınızda.',
    icon: <path d="M4 12a8 8 0 0 1 16 0v5a2 2 0 0 1-2 2h-2v-6h4M4 13h4v6H6a2 2 0 0 1-2-2v-4Z" />,
  },
] as const

export function BenefitBanner() {
  return (
    <ul aria-label="Avantajlar" className="mt-6 grid gap-4 sm:grid-cols-3">
      {BENEFITS.map((benefit) => (
        <li
          key={benefit.title}
          className="flex items-start gap-3 rounded-2xl border border-blue-100 bg-blue-50 p-4 dark:border-blue-900 dark:bg-blue-950/40"
        >
          <span className="rounded-xl bg-blue-700 p-2 text-white dark:bg-blue-500 dark:text-slate-950">
            <Outline>{benefit.icon}</Outline>
          </span>
          <span>
            <strong className="block text-sm font-semibold text-slate-900 dark:text-white">
              {benefit.title}
            </strong>
            <span className="block text-sm text-slate-700 dark:text-slate-300">{benefit.text}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}
