// The page around a step form: the way back to the dashboard, the title, a short lead with the draft's
// state beside it (`aside`), and what the form shows above its steps (`banner`).
import type { ReactNode } from 'react'

export function StepFormFrame(props: {
  title: string
  lead: string
  /** 'wide' leaves room for a panel beside the steps (the builder's live preview). */
  width: 'narrow' | 'wide'
  aside?: ReactNode
  banner?: ReactNode
  children: ReactNode
}) {
  const width = props.width === 'wide' ? 'max-w-screen-2xl' : 'max-w-3xl'
  return (
    <div className={`mx-auto w-full ${width} px-4 py-8 sm:px-6 sm:py-12`}>
      <a
        href="#/user-dashboard"
        className="inline-flex items-center gap-1 text-sm font-semibold text-blue-700 hover:underline dark:text-blue-400"
      >
        <span aria-hidden="true">←</span> Panele dön
      </a>
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            {props.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{props.lead}</p>
        </div>
        {props.aside}
      </div>
      {props.banner}
      <div className={props.banner ? 'mt-8' : 'mt-6'}>{props.children}</div>
    </div>
  )
}
