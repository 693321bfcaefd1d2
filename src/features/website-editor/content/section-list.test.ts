import { websitePageKind } from '../../../../api/site-content/page-kind.shared'
import { describe, expect, it } from 'vitest'
import {
  CONTENT_LIMITS,
  emptySection,
  sectionSchema,
  type Section,
  type SectionOf,
} from '../../../../api/site-content/site-sections.shared'
import type { WebsitePage } from '../../../../api/websites/website-edit.shared'
import {
  canAddSection,
  changeDay,
  copyWithNewIds,
  duplicateSection,
  editSection,
  featuresFromText,
  insertSectionAfter,
  moveById,
  moveSection,
  postSlug,
  previewPageOf,
  removeSection,
  sectionName,
  setPageSections,
  slugFollowsTitle,
  todayIso,
  toggleHidden,
  weekDays,
} from './section-list'

const text = (id: string, starter = false): Section => ({ ...emptySection('text', id), starter })
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id)
const counter = (prefix = 'new') => {
  let n = 0
  return () => `${prefix}-${++n}`
}

describe('pages and their kinds', () => {
  it('tells the kind of a page from its address', () => {
    expect(websitePageKind({ url: '/', name: '' })).toBe('home')
    expect(websitePageKind({ url: '', name: 'Ana Sayfa' })).toBe('home')
    expect(websitePageKind({ url: '/hakkimizda', name: '' })).toBe('about')
    expect(websitePageKind({ url: '/Hizmetler/', name: '' })).toBe('services')
    expect(websitePageKind({ url: '/sss', name: '' })).toBe('faq')
    expect(websitePageKind({ url: '/iletisim', name: '' })).toBe('contact')
    expect(websitePageKind({ url: '/kampanyalar', name: '' })).toBe('custom')
  })

  it('names the page for the preview without its slash', () => {
    expect(previewPageOf('/')).toBe('')
    expect(previewPageOf('/hakkimizda')).toBe('hakkimizda')
    expect(previewPageOf('/Hakkımızda ')).toBe('hakkimizda')
  })

  it('writes the sections of one page only', () => {
    const pages: WebsitePage[] = [
      { id: 'a', name: 'A', url: '/', status: 'published' },
      { id: 'b', name: 'B', url: '/b', status: 'published' },
    ]
    const next = setPageSections(pages, 'b', [text('s1')])
    expect(next[0]).toBe(pages[0])
    expect(next[0]).not.toHaveProperty('sections')
    expect(next[1]?.sections).toEqual([text('s1')])
  })
})

describe('section list', () => {
  const list = [text('a'), text('b'), text('c')]

  it('moves a section up or down, and nothing past either end', () => {
    expect(ids(moveSection(list, 'b', -1))).toEqual(['b', 'a', 'c'])
    expect(ids(moveSection(list, 'b', 1))).toEqual(['a', 'c', 'b'])
    expect(ids(moveSection(list, 'a', -1))).toEqual(['a', 'b', 'c'])
    expect(ids(moveSection(list, 'c', 1))).toEqual(['a', 'b', 'c'])
    expect(ids(moveById(list, 'missing', 1))).toEqual(['a', 'b', 'c'])
  })

  it('inserts after the section named, or at the end', () => {
    expect(ids(insertSectionAfter(list, 'a', text('n')))).toEqual(['a', 'n', 'b', 'c'])
    expect(ids(insertSectionAfter(list, null, text('n')))).toEqual(['a', 'b', 'c', 'n'])
    expect(ids(insertSectionAfter(list, 'gone', text('n')))).toEqual(['a', 'b', 'c', 'n'])
  })

  it('adds nothing to a full page', () => {
    const full = Array.from({ length: CONTENT_LIMITS.sectionsPerPage }, (_, i) => text(`s${i}`))
    expect(canAddSection(full)).toBe(false)
    expect(insertSectionAfter(full, null, text('n'))).toEqual(full)
    expect(duplicateSection(full, 's0', counter())).toEqual(full)
    expect(canAddSection(full.slice(1))).toBe(true)
  })

  it('removes a section', () => {
    expect(ids(removeSection(list, 'b'))).toEqual(['a', 'c'])
  })

  it('hides and shows a section without touching its starter mark', () => {
    const hidden = toggleHidden([text('a', true)], 'a')
    expect(hidden[0]).toMatchObject({ hidden: true, starter: true })
    expect(toggleHidden(hidden, 'a')[0]).toMatchObject({ hidden: false, starter: true })
  })

  it('an edit replaces the section and clears its starter mark; the others keep theirs', () => {
    const sections = [text('a', true), text('b', true)]
    const next = editSection(sections, { ...text('a', true), heading: 'Biz kimiz' } as Section)
    expect(next[0]).toMatchObject({ id: 'a', heading: 'Biz kimiz', starter: false })
    expect(next[1]).toBe(sections[1])
  })

  it('names a section by its kind and its heading', () => {
    expect(sectionName(text('a'))).toBe('Metin')
    expect(sectionName({ ...text('a'), heading: 'Biz kimiz' } as Section)).toBe('Metin: Biz kimiz')
    expect(sectionName({ ...emptySection('cta', 'x'), title: 'Arayın' } as Section)).toBe(
      'Harekete geçirici çağrı: Arayın',
    )
  })
})

describe('copies with new ids', () => {
  it('duplicates a section right after it, with new ids for it and every item, deep', () => {
    const menu: SectionOf<'menu'> = {
      ...(emptySection('menu', 'm') as SectionOf<'menu'>),
      starter: true,
      groups: [
        {
          id: 'g1',
          title: 'Çorbalar',
          items: [{ id: 'i1', name: 'Mercimek', description: '', price: '90 TL' }],
        },
      ],
    }
    const sections = duplicateSection([text('a'), menu, text('c')], 'm', counter())
    expect(ids(sections)).toEqual(['a', 'm', 'new-3', 'c'])
    const copy = sections[2] as SectionOf<'menu'>
    expect(copy.groups[0]?.id).toBe('new-2')
    expect(copy.groups[0]?.items[0]).toEqual({
      id: 'new-1',
      name: 'Mercimek',
      description: '',
      price: '90 TL',
    })
    expect(copy.starter).toBe(true)
    // A deep copy: changing the copy leaves the original alone.
    copy.groups[0]!.items[0]!.name = 'Ezogelin'
    expect(menu.groups[0]?.items[0]?.name).toBe('Mercimek')
    expect(sectionSchema.safeParse(copy).success).toBe(true)
  })

  it('renews the ids of blog posts and keeps images and rich text as they are', () => {
    const blog = sectionSchema.parse({
      id: 'b',
      kind: 'blog',
      posts: [
        {
          id: 'p1',
          title: 'İlk',
          slug: 'ilk',
          date: '2025-01-02',
          cover: { uploadId: 'u1', alt: 'Kapak' },
          body: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Merhaba' }] }],
          },
        },
      ],
    })
    const copy = copyWithNewIds(blog, counter('x')) as SectionOf<'blog'>
    expect(copy.id).not.toBe('b')
    expect(copy.posts[0]?.id).not.toBe('p1')
    expect(copy.posts[0]?.cover).toEqual({ uploadId: 'u1', alt: 'Kapak' })
    expect(copy.posts[0]?.body).toEqual((blog as SectionOf<'blog'>).posts[0]?.body)
    // Duplicated on the page, the copy's posts get addresses of their own.
    const pageCopy = duplicateSection([blog], 'b', counter('y'))[1] as SectionOf<'blog'>
    expect(pageCopy.posts[0]?.slug).toBe('ilk-2')
  })
})

describe('blog post addresses', () => {
  it('spells Turkish letters out and keeps the address unique', () => {
    expect(postSlug('Çiğ Köfte Şöleni: Ağustos’ta İzmir!')).toBe('cig-kofte-soleni-agustos-ta-izmir')
    expect(postSlug('')).toBe('yazi')
    expect(postSlug('Yeni', ['yeni'])).toBe('yeni-2')
    expect(postSlug('Yeni', ['yeni', 'yeni-2'])).toBe('yeni-3')
  })

  it('follows the title until the address is written by hand', () => {
    expect(slugFollowsTitle({ title: 'Yaz Menüsü', slug: 'yaz-menusu' }, [])).toBe(true)
    expect(slugFollowsTitle({ title: 'Yaz Menüsü', slug: '' }, [])).toBe(true)
    expect(slugFollowsTitle({ title: 'Yaz Menüsü', slug: 'menu' }, [])).toBe(false)
  })
})

describe('opening hours and plan features', () => {
  it('shows the seven days Monday first, written or open 09:00–18:00', () => {
    const days = weekDays([{ day: 0, closed: true, opens: '10:00', closes: '16:00' }])
    expect(days.map((d) => d.day)).toEqual([1, 2, 3, 4, 5, 6, 0])
    expect(days[0]).toEqual({ day: 1, closed: false, opens: '09:00', closes: '18:00' })
    expect(days[6]).toEqual({ day: 0, closed: true, opens: '10:00', closes: '16:00' })
  })

  it('writes all seven days when one changes', () => {
    const days = changeDay([], 6, { closed: true })
    expect(days).toHaveLength(7)
    expect(days.find((d) => d.day === 6)?.closed).toBe(true)
    expect(days.filter((d) => d.closed)).toHaveLength(1)
  })

  it('takes one feature a line, without blank lines', () => {
    expect(featuresFromText('Alan adı\n\n  5 sayfa \n')).toEqual(['Alan adı', '5 sayfa'])
    expect(featuresFromText('x\n'.repeat(40))).toHaveLength(CONTENT_LIMITS.items)
  })

  it('dates a new post today', () => {
    expect(todayIso(new Date(2025, 0, 9))).toBe('2025-01-09')
  })
})
