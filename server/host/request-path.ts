/** The path of a request target ('/health?x=1' → '/health'; an absolute-form target too). */
export function requestPath(target = '/'): string {
  const path = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.test(target)
    ? target.replace(/^[^:]+:\/\/[^/?#]*/, '')
    : target
  const end = path.search(/[?#]/)
  return end === -1 ? path || '/' : path.slice(0, end) || '/'
}
