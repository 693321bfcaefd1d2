// The layout of a legal text: title, last update, introduction and numbered sections.
import { useDocumentTitle } from '../../components/use-document-title'

export interface LegalSection {
  heading: string
  paragraphs?: string[]
  items?: string[]
  /** Text after the list. */
  closing?: string
}

export interface LegalText {
  title: string
  updated: string
  intro: string
  sections: LegalSection[]
}

export function LegalDocument({ text }: { text: LegalText }) {
  useDocumentTitle(text.title)
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <header className="border-b border-slate-200 pb-8 dark:border-slate-700">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {text.title}
        </h1>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">Son güncelleme: {text.updated}</p>
        <p className="mt-6 text-base leading-7 text-slate-700 dark:text-slate-300">{text.intro}</p>
      </header>
      {text.sections.map((section, index) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-4 text-base leading-7 text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-base leading-7 text-slate-700 marker:text-slate-400 dark:text-slate-300">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.closing && (
            <p className="mt-4 text-base leading-7 text-slate-700 dark:text-slate-300">{section.closing}</p>
          )}
        </section>
      ))}
    </article>
  )
}
