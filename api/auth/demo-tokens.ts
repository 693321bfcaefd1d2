// What marks the offline demo's credentials (issued only by the service worker's emulation, where
// config.issuesDemoTokens is true). The service worker's network strategy reads the same marks to
// send demo sessions to the emulation; the server never accepts either.

/** The `iss` claim of a demo access token (the server accepts only 'sitekur'). */
export const DEMO_TOKEN_ISSUER = 'sitekur-demo'

/** Demo refresh tokens start with this; base64url never contains '.', so no real token does. */
export const DEMO_REFRESH_TOKEN_PREFIX = 'demo.'

export function isDemoRefreshToken(token: string): boolean {
  return token.startsWith(DEMO_REFRESH_TOKEN_PREFIX)
}
