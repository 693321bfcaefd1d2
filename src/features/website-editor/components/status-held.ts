// A Bakımda or Pasif the team set holds against the owner's save (docs/rules/websites.md#who-sets-the-status):
// the owner's status select is shown disabled, with why. The server refuses a change anyway.

export const STATUS_HELD_HINT = 'Bu durumu ekibimiz ayarladı; yalnızca ekibimiz değiştirebilir.'

/** The status select's extra props: disabled with the hint while the team holds the status. */
export function statusHeldProps(held: boolean): { disabled?: boolean; description?: string } {
  return held ? { disabled: true, description: STATUS_HELD_HINT } : {}
}
