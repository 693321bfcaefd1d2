import sharp from 'sharp'
import { expect } from 'vitest'
import { settingsMessages } from '../../api/settings/settings-admin.shared'
import { SETTINGS_RESOURCE } from '../../api/live/live-event.shared'
import { call, ok, openStream } from './three-processes-calls'
import { SERVER_NAMES, type ServerName, type ThreeProcesses } from './three-processes-setup'

// The steps of the three-process test (tests/crash/three-processes.test.ts), each what one process
// does being seen by the others: files and published pages, live events, the API's rate limit.

export interface Account {
  id: string
  email: string
  token: string
}

export interface Cluster {
  system: ThreeProcesses
  admin: string
  at(name: ServerName): string
}

/** Uploaded through process 2, downloaded through 3; published with it through 1, served by 3 and haproxy. */
export async function filesAcrossProcesses({ system, admin, at }: Cluster, owner: Account) {
  const photo = new Uint8Array(
    await sharp({ create: { width: 800, height: 500, channels: 3, background: '#2e86c1' } })
      .png()
      .toBuffer(),
  )
  const form = new FormData()
  form.set('file', new File([photo], 'vitrin.png'))
  form.set('category', 'photos')
  const uploaded = await ok(201, at('app2'), 'POST', '/api/me/uploads', { token: owner.token, form })
  const upload = uploaded.upload as { id: string; downloadUrl: string }
  const download = await fetch(`${at('app3')}${upload.downloadUrl}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  })
  expect(download.status).toBe(200)
  expect(new Uint8Array(await download.arrayBuffer())).toEqual(photo)

  const domain = `${crypto.randomUUID().slice(0, 8)}.com.tr`
  const created = await ok(201, at('app1'), 'POST', '/api/admin/websites', {
    token: admin,
    json: { name: 'Mavi Vitrin', domain, ownerEmail: owner.email },
  })
  const websiteId = (created.website as { id: string }).id
  const image = { uploadId: upload.id, alt: 'Vitrin' }
  const hero = { id: crypto.randomUUID(), kind: 'hero', title: 'Vitrin', image }
  const home = { id: 'home', name: 'Ana Sayfa', url: '/', status: 'published', sections: [hero] }
  const edit = new FormData()
  edit.set('pages', JSON.stringify([home]))
  await ok(200, at('app2'), 'PUT', `/api/me/websites/${websiteId}`, { token: owner.token, form: edit })
  const published = await ok(200, at('app1'), 'POST', `/api/admin/websites/${websiteId}/publish`, {
    token: admin,
  })
  const site = `/sites/${(published.website as { slug: string }).slug}/`

  // Process 3 serves the page, the photo and its smaller copy (made by process 2, kept in the database).
  const page = await fetch(`${at('app3')}${site}`)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain(`media/${upload.id}.w480.webp 480w, media/${upload.id} 800w`)
  const original = await fetch(`${at('app3')}${site}media/${upload.id}`)
  expect(new Uint8Array(await original.arrayBuffer())).toEqual(photo)
  const copy = await fetch(`${at('app3')}${site}media/${upload.id}.w480.webp`)
  expect([copy.status, copy.headers.get('content-type')]).toEqual([200, 'image/webp'])
  // So does every process haproxy turns to, one after the other.
  const proxied = []
  for (const path of [site, `${site}media/${upload.id}`, `${site}media/${upload.id}.w480.webp`])
    proxied.push(await call(system.haproxy.url, 'GET', path))
  expect(proxied.map((answer) => answer.status)).toEqual([200, 200, 200])
  expect(new Set(proxied.map((answer) => answer.servedBy))).toEqual(new Set(SERVER_NAMES))
}

/**
 * A change made through process 1 reaches a stream opened on process 3 directly, and streams opened
 * through haproxy on each process, within a second; through haproxy no later than directly by more than
 * a frame's forwarding (haproxy without `option http-no-delay` held each frame back some 200 ms).
 */
export async function liveEventsAcrossProcesses({ system, at }: Cluster, customer: Account) {
  const direct = await openStream(at('app3'), '/api/me/stream', customer.token)
  const proxied = []
  for (let i = 0; i < 3; i++)
    proxied.push(await openStream(system.haproxy.url, '/api/me/stream', customer.token))
  expect(new Set(proxied.map((opened) => opened.servedBy))).toEqual(new Set(SERVER_NAMES))
  const streams = [direct, ...proxied].map((opened) => opened.stream)
  // The same process's stream read directly and through haproxy: the difference is haproxy's own.
  const onProcess3 = 1 + proxied.findIndex((opened) => opened.servedBy === 'app3')
  const delays: { direct: number; proxied: number }[] = []
  for (let i = 0; i < 5; i++) {
    const frames = streams.map((stream) => stream.frames.length)
    const started = performance.now()
    await ok(200, at('app1'), 'PATCH', '/api/me', { token: customer.token, json: { name: `Ayşe ${i}` } })
    const arrivals = await Promise.all(
      streams.map(async (stream, index) => {
        await stream.next((frames[index] ?? 0) + 1, 1_000)
        return performance.now() - started
      }),
    )
    delays.push({ direct: arrivals[0] ?? -1, proxied: arrivals[onProcess3] ?? -1 })
  }
  for (const { stream, close } of [direct, ...proxied]) {
    expect(stream.changes()).toEqual(Array(5).fill(expect.objectContaining({ recordId: customer.id })))
    close()
  }
  for (const delay of delays) {
    expect(delay.proxied).toBeLessThan(1_000)
    expect(delay.proxied - delay.direct).toBeLessThan(100)
  }
}

const isSettingsEvent = (data: unknown) => (data as { resource?: string }).resource === SETTINGS_RESOURCE

/**
 * maxRequestsPerMinute 10 (the least allowed): one account's calls spread over the three processes are
 * counted together, so the 11th is refused whichever process gets it. `settingsAdmin` sets the limit and
 * puts it back (an admin who made few calls in this minute); its streams on processes 2 and 3 show when
 * the change has reached them (the settings cache is dropped before a stream hears of the event).
 */
export async function sharedRateLimit({ at }: Cluster, settingsAdmin: Account, caller: Account) {
  const heard = await Promise.all(
    (['app2', 'app3'] as const).map((name) => openStream(at(name), '/api/admin/stream', settingsAdmin.token)),
  )
  const setLimit = async (maxRequestsPerMinute: number) => {
    const known = new Set(heard.flatMap(({ stream }) => stream.changes().filter(isSettingsEvent)))
    await ok(200, at('app1'), 'PATCH', '/api/admin/settings', {
      token: settingsAdmin.token,
      json: { maxRequestsPerMinute },
    })
    await Promise.all(
      heard.map(({ stream }) => stream.change((data) => isSettingsEvent(data) && !known.has(data))),
    )
  }
  // The limit counts per minute of the clock: the eleven calls must fall in one minute.
  const left = 60_000 - (Date.now() % 60_000)
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 50))
  await setLimit(10)
  const answers = []
  for (let i = 0; i < 11; i++)
    answers.push(await call(at(SERVER_NAMES[i % 3] ?? 'app1'), 'GET', '/api/me', { token: caller.token }))
  expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429])
  const refused = answers[10]
  expect(refused?.body).toEqual({ success: false, message: settingsMessages.rateLimited })
  expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0)
  await setLimit(100)
  for (const { close } of heard) close()
}
