import { describe, expect, it } from 'vitest'
import { resources } from '../kernel/resources'
import { sampleRecord } from '../kernel/sample-record'
import { createMemoryEventBus } from '../live/memory-event-bus'
import type { ApiPorts } from '../ports'
import { createMemoryTestStore } from '../../tests/contract/memory-ports'
import { publishedSiteResource } from './published-site-resource'
import { createSiteServer, STALE_LOOKUP_MS } from './site-server'

// The Node host's lookups of a site (docs/rules/publishing.md#serving): a page whose site was found once
// never waits for a busy store, and a change of a website is served at once, in every process.

const request = { method: 'GET', path: '', host: 'ornek.com.tr', clientIp: () => '10.0.0.1' }
const address = { domain: 'ornek.com.tr' }

/** The store's site lookups wait until `open()`: a store busy with other queries. */
function withGate(ports: ApiPorts) {
  let release: () => void = () => {}
  let gate: Promise<void> | null = null
  const repos = {
    ...ports.repos,
    resource: ((resource) => {
      const inner = ports.repos.resource(resource)
      if ((resource as unknown) !== publishedSiteResource) return inner
      return {
        ...inner,
        findOne: async (...args: Parameters<typeof inner.findOne>) => {
          if (gate) await gate
          return inner.findOne(...args)
        },
      }
    }) as ApiPorts['repos']['resource'],
  }
  return {
    ports: { ...ports, repos },
    close: () => (gate = new Promise((resolve) => (release = resolve))),
    open: () => {
      gate = null
      release()
    },
  }
}

async function publish(ports: ApiPorts, html: string) {
  const website =
    (await ports.repos.websites.findByDomain('ornek.com.tr')) ??
    (await ports.repos.websites.create(
      sampleRecord(resources.websites, 1, { domain: 'ornek.com.tr', status: 'active' }),
    ))
  const sites = ports.repos.resource(publishedSiteResource)
  const fields = { html, etag: html, domain: 'ornek.com.tr', websiteId: website.id }
  const existing = await sites.findOne({ domain: 'ornek.com.tr' })
  if (existing) await sites.update(existing.id, fields)
  else await sites.create(sampleRecord(resources.publishedSites, 1, { ...fields, slug: 'ornek', pages: {} }))
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('published-site lookups on the Node host', () => {
  it('answers from the last lookup while the store is busy, and the next page is the new one', async () => {
    const store = await createMemoryTestStore()
    const gated = withGate(store.ports)
    const server = createSiteServer(gated.ports, { lookupTtlMs: 5 })
    await publish(store.ports, '<p>bir</p>')
    expect((await server.serve(address, request))?.answer.body).toBe('<p>bir</p>')
    await publish(store.ports, '<p>iki</p>')
    await wait(10)
    gated.close()
    // The store answers nothing now: the page still goes out, from the lookup before.
    const served = await Promise.race([server.serve(address, request), wait(500).then(() => 'waited')])
    expect(served).not.toBe('waited')
    expect((served as Awaited<ReturnType<typeof server.serve>>)?.answer.body).toBe('<p>bir</p>')
    gated.open()
    await wait(10)
    expect((await server.serve(address, request))?.answer.body).toBe('<p>iki</p>')
  })

  it('drops every lookup when a website changes, so a republished page goes out at once', async () => {
    const store = await createMemoryTestStore()
    const events = createMemoryEventBus()
    const server = createSiteServer(store.ports, { lookupTtlMs: STALE_LOOKUP_MS, events })
    await publish(store.ports, '<p>bir</p>')
    expect((await server.serve(address, request))?.answer.body).toBe('<p>bir</p>')
    await publish(store.ports, '<p>iki</p>')
    expect((await server.serve(address, request))?.answer.body).toBe('<p>bir</p>')
    await events.publish({
      id: 'e1',
      at: new Date().toISOString(),
      resource: 'websites',
      recordId: null,
      action: 'Yayınlandı',
      userIds: [],
    })
    expect((await server.serve(address, request))?.answer.body).toBe('<p>iki</p>')
  })
})
