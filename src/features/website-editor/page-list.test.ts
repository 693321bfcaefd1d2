import { describe, expect, it } from 'vitest'
import { EDIT_LIMITS } from '../../../api/websites/website-edit.shared'
import type { WebsitePage } from '../../../api/websites/website-edit.shared'
import { addPage, canAddPage, movePage, removePage, updatePage } from './page-list'

const page = (id: string): WebsitePage => ({ id, name: id.toUpperCase(), url: `/${id}`, status: 'published' })
const ids = (pages: readonly WebsitePage[]) => pages.map((p) => p.id)

describe('page list', () => {
  it('adds "Yeni Sayfa" at /yeni-sayfa as a draft, at the end', () => {
    const pages = addPage([page('a')], () => 'new-1')
    expect(pages).toEqual([
      page('a'),
      { id: 'new-1', name: 'Yeni Sayfa', url: '/yeni-sayfa', status: 'draft' },
    ])
  })

  it('adds nothing once the list is full', () => {
    const full = Array.from({ length: EDIT_LIMITS.pages }, (_, index) => page(`p${index}`))
    expect(canAddPage(full)).toBe(false)
    expect(addPage(full, () => 'extra')).toEqual(full)
    expect(canAddPage(full.slice(1))).toBe(true)
  })

  it('changes only the page named, and only the fields given', () => {
    const pages = updatePage([page('a'), page('b')], 'b', { name: 'Hakkımızda', status: 'hidden' })
    expect(pages).toEqual([page('a'), { id: 'b', name: 'Hakkımızda', url: '/b', status: 'hidden' }])
  })

  it('removes a page', () => {
    expect(ids(removePage([page('a'), page('b'), page('c')], 'b'))).toEqual(['a', 'c'])
  })

  it('moves a page up or down one place; at either end nothing moves', () => {
    const pages = [page('a'), page('b'), page('c')]
    expect(ids(movePage(pages, 'b', -1))).toEqual(['b', 'a', 'c'])
    expect(ids(movePage(pages, 'b', 1))).toEqual(['a', 'c', 'b'])
    expect(ids(movePage(pages, 'a', -1))).toEqual(['a', 'b', 'c'])
    expect(ids(movePage(pages, 'c', 1))).toEqual(['a', 'b', 'c'])
    expect(ids(movePage(pages, 'missing', 1))).toEqual(['a', 'b', 'c'])
    expect(ids(pages)).toEqual(['a', 'b', 'c']) // the list given is never changed
  })
})
