// The offline demo's sign-in pairs (docs/rules/offline-demo-and-sync.md#demo-sign-in): the rules live in
// api/auth/demo-login.ts; the sign-in screen names them when no server answers.

export const DEMO_ADMIN_EMAIL = 'admin@sitekur.app'
export const DEMO_ADMIN_PASSWORD = 'demo1234'
export const DEMO_CUSTOMER_EMAIL = 'demo@sitekur.app'

/** The sign-in screen's notice while no server answers: the demo and its pairs. */
export const DEMO_SIGN_IN_NOTICE =
  `Sunucuya şu anda ulaşılamıyor; çevrimdışı demoyu deneyebilirsiniz. Yönetici: ${DEMO_ADMIN_EMAIL} / ${DEMO_ADMIN_PASSWORD}. ` +
  `Örnek verili müşteri: ${DEMO_CUSTOMER_EMAIL}, herhangi bir şifreyle.`
