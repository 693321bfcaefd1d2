// What a screen tells its list toolbar: the search box's texts and one chip group per filter, in the
// order shown. Typed by the screen's URL search (`S`), so a filter's key is one of the screen's filter
// fields and its options carry that field's values.
import type { ListSearchBase } from './list-search'

export interface ChipOption<V extends string = string> {
  value: V
  label: string
}

/** The screen's own fields: its search minus the state every list has and the open drawer. */
type OwnFields<S> = Exclude<keyof S, keyof ListSearchBase | 'open'> & string

/** The fields a chip group can hold: those whose values are text. */
export type ChipFilterKey<S> = {
  [K in OwnFields<S>]-?: NonNullable<S[K]> extends string ? K : never
}[OwnFields<S>]

type ChipValue<S, K extends keyof S> = NonNullable<S[K]> & string

export type ToolbarFilter<S> = {
  [K in ChipFilterKey<S>]: {
    key: K
    /** The chip group's accessible name ("Duruma göre filtrele"). */
    label: string
    /** Left out when the options are known only at render time: the screen passes them in `options`. */
    options?: readonly ChipOption<ChipValue<S, K>>[]
    /** The first chip, which clears the filter ("Tümü" unless given). */
    allLabel?: string
  }
}[ChipFilterKey<S>]

export interface ListToolbarConfig<S> {
  /** The search box's accessible name and placeholder. */
  search: { label: string; placeholder: string }
  filters: readonly ToolbarFilter<S>[]
}

/** Options a screen computes while rendering (e.g. plans from the stats), by filter key. */
export type ToolbarOptions<S> = {
  [K in ChipFilterKey<S>]?: readonly ChipOption<ChipValue<S, K>>[]
}
