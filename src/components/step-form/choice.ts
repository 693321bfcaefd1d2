/** One option of a select or a group of cards, as the fields show it. */
export interface Choice<T extends string> {
  value: T
  label: string
  /** A line under the label (cards only). */
  hint?: string
  /** Colours drawn under the label (cards only: colour schemes). */
  swatch?: readonly string[]
}
