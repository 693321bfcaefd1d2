import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ListToolbar } from './list-toolbar'
import type { ListToolbarConfig } from './list-toolbar-config'

interface Search {
  q?: string
  page?: number
  status?: 'open' | 'closed'
  plan?: string
}

const CONFIG: ListToolbarConfig<Search> = {
  search: { label: 'Ad ara', placeholder: 'Ad ara…' },
  filters: [
    {
      key: 'status',
      label: 'Duruma göre filtrele',
      options: [
        { value: 'open', label: 'Açık' },
        { value: 'closed', label: 'Kapalı' },
      ],
    },
    { key: 'plan', label: 'Plana göre filtrele', allLabel: 'Tüm planlar' },
  ],
}

const render = (filters: Partial<Search>, options?: { plan: { value: string; label: string }[] }) =>
  renderToStaticMarkup(
    <ListToolbar config={CONFIG} q="" filters={filters} onChange={() => {}} options={options} />,
  )

describe('ListToolbar', () => {
  it('shows the search, then one chip group per filter in the config’s order', () => {
    const html = render({})
    expect(html).toContain('<span class="sr-only">Ad ara</span>')
    expect(html).toContain('placeholder="Ad ara…"')
    const groups = [...html.matchAll(/aria-label="([^"]+)"/g)].map((match) => match[1])
    expect(groups).toEqual(['Duruma göre filtrele', 'Plana göre filtrele'])
  })

  it('takes options computed while rendering, and the all chip’s label', () => {
    const html = render({ plan: 'pro' }, { plan: [{ value: 'pro', label: 'Pro' }] })
    const chips = [...html.matchAll(/aria-pressed="(true|false)"[^>]*>([^<]+)</g)].map(
      (match) => `${match[2]}:${match[1]}`,
    )
    expect(chips).toEqual(['Tümü:true', 'Açık:false', 'Kapalı:false', 'Tüm planlar:false', 'Pro:true'])
  })
})
