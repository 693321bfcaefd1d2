// Where a step form is: its step kept within 1…count, "Adım n / count" and the progress in percent.
export function clampStep(step: number, count: number): number {
  return Math.min(count, Math.max(1, Math.trunc(step) || 1))
}

export function stepLabel(step: number, count: number): string {
  return `Adım ${clampStep(step, count)} / ${count}`
}

export function progressPercent(step: number, count: number): number {
  return Math.round((clampStep(step, count) / count) * 100)
}
