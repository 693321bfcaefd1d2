// The router's error screen: docs/rules/ui-shell.md#error-page. Kept plain: it is part of the
// first-load bundle so that it works even when loading more code is what failed.
import type { ErrorComponentProps } from '@tanstack/react-router'

export function ErrorPage({ error }: ErrorComponentProps) {
  const message = error instanceof Error ? error.message : String(error)
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 lang="en" className="text-3xl font-bold">
        Unexpected Application Error!
      </h1>
      <pre className="mt-6 rounded-xl bg-slate-100 p-4 text-left text-sm whitespace-pre-wrap text-red-800 dark:bg-slate-800 dark:text-red-300">
        {message}
      </pre>
      <a href="#/" className="mt-8 inline-block font-semibold text-blue-700 underline dark:text-blue-400">
        Ana sayfaya dön
      </a>
    </section>
  )
}
