export function SectionHeading(props: { id: string; eyebrow: string; title: string; intro?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase dark:text-blue-400">
        {props.eyebrow}
      </p>
      <h2
        id={props.id}
        className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white"
      >
        {props.title}
      </h2>
      {props.intro && <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{props.intro}</p>}
    </div>
  )
}
