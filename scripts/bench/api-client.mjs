// The few API calls the throughput section needs, through fetch, with readable failures.

export const BENCH_ADMIN = { email: 'bench-admin@sitekur.app', password: 'Tezgah-Olcum-2026!k7' }
export const BENCH_USER_PASSWORD = 'Kullanici-Olcum-2026!q4'
export const USER_COUNT = 50

async function call(baseUrl, path, { method = 'POST', body, token } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  let json
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: res.status, json, text }
}

const describe = (path, { status, json, text }) =>
  `${path} → ${status}${json?.message ? ` '${json.message}'` : text ? `: ${text.slice(0, 80)}` : ''}`

export async function apiMounted(baseUrl) {
  try {
    const res = await fetch(`${baseUrl}/api/openapi.json`)
    await res.arrayBuffer()
    return res.status === 200 ? null : `API not mounted (GET /api/openapi.json → ${res.status})`
  } catch (error) {
    return `API not reachable: ${error.message}`
  }
}

/** POST /api/auth/login; returns the access token (data.token) or throws. */
export async function login(baseUrl, email, password) {
  const answer = await call(baseUrl, '/api/auth/login', { body: { email, password } })
  const token = answer.json?.data?.token ?? answer.json?.token
  if (answer.status !== 200 || typeof token !== 'string') throw new Error(describe('login', answer))
  return token
}

/** Creates the bench's users through the admin API; returns their emails. */
export async function createUsers(baseUrl, token, prefix) {
  const emails = []
  for (let i = 1; i <= USER_COUNT; i++) {
    const email = `${prefix}-${String(i).padStart(2, '0')}@example.com`
    const answer = await call(baseUrl, '/api/users', {
      token,
      body: {
        action: 'create',
        name: `Ölçüm Kullanıcısı ${i}`,
        email,
        password: BENCH_USER_PASSWORD,
        role: 'user',
        status: 'active',
      },
    })
    if (answer.status >= 300 || answer.json?.success === false) {
      throw new Error(`creating user ${i}: ${describe('POST /api/users create', answer)}`)
    }
    emails.push(email)
  }
  return emails
}

// The list may come back as `users`, `data`, `data.users` …: the longest array of objects with an email.
function longestUserArray(value, depth = 0) {
  if (depth > 4 || value === null || typeof value !== 'object') return 0
  if (Array.isArray(value)) {
    const own = value.every((v) => v && typeof v === 'object' && 'email' in v) ? value.length : 0
    return Math.max(own, ...value.slice(0, 3).map((v) => longestUserArray(v, depth + 1)))
  }
  return Math.max(0, ...Object.values(value).map((v) => longestUserArray(v, depth + 1)))
}

/** One list call, checked: returns how many users it holds. */
export async function listUsers(baseUrl, token) {
  const answer = await call(baseUrl, '/api/users', { token, body: { action: 'list' } })
  if (answer.status !== 200) throw new Error(describe('POST /api/users list', answer))
  return { count: longestUserArray(answer.json), bytes: Buffer.byteLength(answer.text) }
}

export async function healthBody(baseUrl) {
  const res = await fetch(`${baseUrl}/health`)
  return res.text()
}

/** The headers the server puts on /health, less those node:http writes itself. */
export async function healthHeaders(baseUrl) {
  const res = await fetch(`${baseUrl}/health`)
  await res.arrayBuffer()
  const own = new Set([
    'date',
    'connection',
    'keep-alive',
    'content-length',
    'content-type',
    'transfer-encoding',
  ])
  return Object.fromEntries([...res.headers].filter(([name]) => !own.has(name)))
}
