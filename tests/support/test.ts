import { test as base } from '@playwright/test'
import { newApiContext } from './api-context'

/**
 * Playwright's `test`, with a `request` fixture that opens a connection per request like every API client
 * of the suite (tests/support/api-context.ts): the built-in one keeps connections alive, and one left idle
 * through a few seconds of UI steps can be closed by the server at the moment it is reused (ECONNRESET).
 * Specs that use `request` import `test` from here.
 */
export const test = base.extend({
  request: async ({ baseURL }, use) => {
    const context = await newApiContext(baseURL)
    await use(context)
    await context.dispose()
  },
})
