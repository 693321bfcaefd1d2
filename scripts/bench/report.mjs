// Rows, formatting and the printed table of `npm run bench`.

/** One line of the table; `pass` undefined means "no goal". */
export function row(label, value, goal = '', pass) {
  return { label, value: String(value), goal, status: pass === undefined ? '' : pass ? 'ok' : 'MISS' }
}

export function naRow(label, reason) {
  return { label, value: `n/a: ${reason}`, goal: '', status: 'n/a' }
}

// Decimal kilobytes, as Vite prints them (100 kB budget = 100,000 bytes).
export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`
export const ms = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(1)} ms`)
export const rps = (value) => `${Math.round(value).toLocaleString('en-US')} req/s`

function truncate(text, width) {
  return text.length <= width ? text : `${text.slice(0, width - 1)}…`
}

export function printTable(sections) {
  const all = sections.flatMap((s) => s.rows)
  const widths = {
    label: Math.min(58, Math.max(6, ...all.map((r) => r.label.length))),
    value: Math.min(64, Math.max(5, ...all.map((r) => r.value.length))),
    goal: Math.max(4, ...all.map((r) => r.goal.length)),
  }
  const line = (label, value, goal, status) =>
    `  ${truncate(label, widths.label).padEnd(widths.label)}  ${value.padEnd(widths.value)}  ${goal.padEnd(widths.goal)}  ${status}`.trimEnd()
  const out = []
  for (const section of sections) {
    out.push(
      '',
      `${section.title}${section.seconds === undefined ? '' : `  (${section.seconds.toFixed(1)} s)`}`,
    )
    out.push(
      line('metric', 'value', 'goal', ''),
      line('-'.repeat(widths.label), '-'.repeat(widths.value), '----', ''),
    )
    for (const r of section.rows) out.push(line(r.label, r.value, r.goal, r.status))
    for (const note of section.notes ?? []) out.push(`  note: ${note}`)
  }
  console.log(out.join('\n'))
}
