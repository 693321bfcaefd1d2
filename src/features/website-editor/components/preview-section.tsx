// The live preview beside the form (below it on narrower screens); the panel loads on first use.
import { Suspense } from 'react'
import type { ReactNode } from 'react'

export function PreviewSection({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} aria-label="Canlı önizleme" className="min-w-0 xl:sticky xl:top-4 xl:self-start">
      <Suspense
        fallback={
          <p role="status" className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            Önizleme yükleniyor…
          </p>
        }
      >
        {children}
      </Suspense>
    </section>
  )
}
