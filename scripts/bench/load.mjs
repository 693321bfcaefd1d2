// A small closed-loop load generator: `concurrency` keep-alive HTTP/1.1 connections on loopback, each sending
// its next request as soon as the previous answer is read, for a fixed time or a fixed number of requests.
// It writes and parses HTTP on raw sockets: on 2 cores node's http.Agent client tops out near 25k req/s,
// below a bare node:http server, which would hide any gap between the server and its yardstick.
import net from 'node:net'
import { performance } from 'node:perf_hooks'
import { HttpResponseParser } from './http-parser.mjs'

/**
 * @param {object} options
 * @param {string} options.url absolute loopback URL
 * @param {string} [options.method]
 * @param {Record<string, string> | ((index: number) => Record<string, string>)} [options.headers] fixed, or
 *   made per request; a `host` header replaces the URL's host
 * @param {string | ((index: number) => string)} [options.body] a JSON string, or one built per request
 * @param {number} [options.concurrency]
 * @param {number} [options.seconds] measure for this long (after the warm-up)
 * @param {number} [options.requests] or stop after this many requests
 * @param {number} [options.warmupSeconds] requests sent before measuring, not counted
 */
export async function runLoad(options) {
  const { url, concurrency = 10, seconds, requests, warmupSeconds = 0 } = options
  const target = new URL(url)
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error('loopback only')
  if (!seconds && !requests) throw new Error('seconds or requests is required')
  const encode = requestEncoder(target, options)

  if (warmupSeconds > 0) {
    await closedLoop(target, encode, concurrency, { until: performance.now() + warmupSeconds * 1000 })
  }
  const started = performance.now()
  const result = await closedLoop(target, encode, concurrency, {
    until: seconds ? started + seconds * 1000 : started + 120_000,
    limit: requests ?? Infinity,
  })
  return summarise(result, (performance.now() - started) / 1000)
}

function requestEncoder(target, { method = 'GET', headers = {}, body }) {
  const head = (payload, index) => {
    const named = typeof headers === 'function' ? headers(index) : headers
    // A `host` header names another host than the URL's (a published site's domain on loopback).
    const lines = [`${method} ${target.pathname}${target.search} HTTP/1.1`]
    if (!Object.keys(named).some((name) => name.toLowerCase() === 'host')) lines.push(`host: ${target.host}`)
    for (const [name, value] of Object.entries(named)) lines.push(`${name}: ${value}`)
    if (payload) lines.push('content-type: application/json', `content-length: ${payload.length}`)
    return Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1')
  }
  const encode = (text, index) => {
    const payload = text === undefined ? undefined : Buffer.from(text)
    return payload ? Buffer.concat([head(payload, index), payload]) : head(undefined, index)
  }
  if (typeof body === 'function' || typeof headers === 'function')
    return (index) => encode(typeof body === 'function' ? body(index) : body, index)
  const fixed = encode(body)
  return () => fixed
}

function closedLoop(target, encode, concurrency, { until, limit = Infinity }) {
  const stats = { latencies: [], statuses: {}, errors: 0 }
  let issued = 0
  const next = () => (issued < limit && performance.now() < until ? issued++ : -1)
  const port = Number(target.port || 80)
  const host = target.hostname.replace(/^\[|\]$/g, '')
  return Promise.all(
    Array.from({ length: concurrency }, () => connection(port, host, encode, next, stats)),
  ).then(() => stats)
}

// One keep-alive connection; reconnects when the server closes it. Resolves when there is no more work.
function connection(port, host, encode, next, stats) {
  return new Promise((resolve) => {
    let socket
    let parser
    let sentAt = 0
    let index = -1
    let failures = 0
    const send = () => {
      index = next()
      if (index < 0) {
        socket.destroy()
        return resolve()
      }
      sentAt = performance.now()
      socket.write(encode(index))
    }
    const open = () => {
      parser = new HttpResponseParser()
      socket = net.connect(port, host)
      socket.setNoDelay(true)
      socket.on('connect', send)
      socket.on('data', (chunk) => {
        for (const response of parser.push(chunk)) {
          stats.latencies.push(performance.now() - sentAt)
          stats.statuses[response.status] = (stats.statuses[response.status] ?? 0) + 1
          failures = 0
          if (response.close) {
            socket.removeAllListeners()
            socket.destroy()
            return open()
          }
          send()
        }
      })
      socket.on('error', () => {})
      socket.on('close', () => {
        if (index < 0) return
        // The request in flight got no answer: count it and try again on a new connection (bounded).
        stats.errors++
        socket.removeAllListeners()
        if (++failures > 20) return resolve()
        setTimeout(open, 20)
      })
    }
    open()
  })
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[rank]
}

function summarise({ latencies, statuses, errors }, elapsed) {
  const sorted = [...latencies].sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    statuses,
    seconds: Number(elapsed.toFixed(3)),
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  }
}

const round = (ms) => (Number.isFinite(ms) ? Number(ms.toFixed(2)) : null)
