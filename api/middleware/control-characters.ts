import type { MiddlewareHandler } from 'hono'
import type { ApiEnv } from '../context'
import { controlCharacterMessage } from '../lib/http'

// Paths and query strings carry no control character at all (bodies: see assertCleanText in
// lib/http.ts): PostgreSQL refuses NUL outright, which used to surface as a 500.
// Half a surrogate pair needs no check here: percent-decoding refuses an encoded one (%ED%A0%80),
// and the router leaves it encoded, so it never reaches a route (docs/security.md).

// eslint-disable-next-line no-control-regex
const URL_FORBIDDEN = /[\u0000-\u001f\u007f]/

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '))
  } catch {
    return text // malformed escapes are the router's business; they carry no control character
  }
}

/** Path params and query strings, decoded as the routes will see them: 400 on any control character. */
export function controlCharactersMiddleware(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const url = c.req.url
    const start = url.indexOf('/', url.indexOf('//') + 2)
    const target = start === -1 ? '' : url.slice(start)
    // Cheap exit for the usual request: nothing encoded and nothing raw to look at.
    if (target.includes('%') || URL_FORBIDDEN.test(target)) {
      const queryAt = target.indexOf('?')
      const path = queryAt === -1 ? target : target.slice(0, queryAt)
      const query = queryAt === -1 ? '' : target.slice(queryAt + 1)
      const parts = [...path.split('/'), ...query.split(/[&=]/)]
      if (parts.some((part) => URL_FORBIDDEN.test(decoded(part)))) {
        return c.json({ success: false, message: controlCharacterMessage }, 400)
      }
    }
    return next()
  }
}
