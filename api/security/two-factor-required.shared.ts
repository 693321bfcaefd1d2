// The machine-readable reason (`data.code`) of the admin guard's 403 when an admin must enrol in
// two-factor sign-in first (docs/rules/account-security.md#admins-must-enrol). The server sends it, the
// app waits for the enrolment on it. No zod here: the app's live layer imports it statically.
export const TWO_FACTOR_REQUIRED_CODE = 'two_factor_required'
