// Content-Disposition for a download with the original (often Turkish) file name: an ASCII
// fallback for old clients and the exact name in RFC 5987 / RFC 6266 `filename*`.

/** The name as the user chose it, without any path, control characters or surrounding space. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return [...clean].slice(0, 200).join('') || 'dosya'
}

function asciiFallback(name: string): string {
  const ascii = name
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/["\\]/g, '')
    .trim()
  return ascii || 'dosya'
}

/** RFC 5987 value: UTF-8 percent-encoded; attr-char only (encodeURIComponent leaves a few out). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
}

export function attachmentDisposition(name: string): string {
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`
}
