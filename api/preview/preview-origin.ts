// The origin the app runs on, as the browser that called sees it: the only origin that may frame a
// preview and post markup into it, and the origin of preview_url. PUBLIC_URL's origin when the request came
// to its host (it knows the scheme a TLS proxy hides); else the request's own origin, so the app opened
// at 127.0.0.1 or under another name gets previews it can frame.
export function previewAppOrigin(requestUrl: string, publicUrl: string): string {
  const request = new URL(requestUrl)
  const configured = new URL(publicUrl)
  return request.host === configured.host ? configured.origin : request.origin
}
