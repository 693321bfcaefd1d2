import { describe, expect, it } from 'vitest'
import type { WebsitePage } from '../../../../api/websites/website-edit.shared'
import { contentPreviewTarget, navigatedView } from './content-view'

const pages: WebsitePage[] = [
  { id: 'home', name: 'Ana Sayfa', url: '/', status: 'published' },
  { id: 'about', name: 'Hakkımızda', url: '/hakkimizda', status: 'published' },
  { id: 'blog', name: 'Blog', url: '/blog', status: 'published' },
]

describe('the preview and İçerik follow each other', () => {
  it('shows the page İçerik is on', () => {
    expect(contentPreviewTarget(pages, { pageId: 'about', focusSection: null })).toEqual({
      page: 'hakkimizda',
    })
    expect(contentPreviewTarget(pages, { pageId: null, focusSection: null })).toEqual({ page: '' })
  })

  it('opens the page a click in the preview leads to; a post opens its blog page', () => {
    expect(navigatedView(pages, 'hakkimizda')).toEqual({
      view: { pageId: 'about', focusSection: null },
      page: 'hakkimizda',
    })
    expect(navigatedView(pages, '')?.view.pageId).toBe('home')
    expect(navigatedView(pages, 'blog/hos-geldiniz')).toEqual({
      view: { pageId: 'blog', focusSection: null },
      page: 'blog/hos-geldiniz',
    })
    expect(navigatedView(pages, 'yok')).toBeNull()
  })
})
