// What the owner's edit form cannot change, whatever a draft holds: the domain (a change is an approved
// request) and a Bakımda or Pasif the team set (docs/rules/websites.md#who-sets-the-status), whose select is
// shown disabled with why. The server refuses a change of either anyway.

export const STATUS_HELD_HINT = 'Bu durumu ekibimiz ayarladı; yalnızca ekibimiz değiştirebilir.'

/** The status select's extra props: disabled with the hint while the team holds the status. */
export function statusHeldProps(held: boolean): { disabled?: boolean; description?: string } {
  return held ? { disabled: true, description: STATUS_HELD_HINT } : {}
}

/**
 * The form with what the owner cannot change put back to the saved website: the domain (a change is an
 * approved request) and, while the team holds it, the status.
 */
export function savedWhereFixed<F extends { domain: string; status: string }>(
  form: F,
  website: { domain: string; status: F['status'] },
  statusHeld: boolean,
): F {
  const status = statusHeld ? website.status : form.status
  if (form.domain === website.domain && form.status === status) return form
  return { ...form, domain: website.domain, status }
}
