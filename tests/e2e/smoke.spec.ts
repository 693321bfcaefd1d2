import { expect } from '@playwright/test'
import { test } from '../support/test'

test('the server answers /health and serves the PWA in Turkish', async ({ page, request }) => {
  const health = await request.get('/health')
  expect(health.ok()).toBe(true)
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr')
  await expect(page).toHaveTitle(/SiteKur/)
})
