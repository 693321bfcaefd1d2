// The sign-up rules the server enforces (password minimum, registration open), for showing them up front.
import { useEffect, useState } from 'react'
import { fetchPublicSettings } from '../api/auth-api'

/** Shown until the server's setting arrives or offline: docs/rules/accounts-and-sign-in.md#password-policy. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 6

export interface PublicSettings {
  passwordMinLength: number
  registrationEnabled: boolean
}

export function usePublicSettings(): PublicSettings {
  const [settings, setSettings] = useState<PublicSettings>({
    passwordMinLength: DEFAULT_PASSWORD_MIN_LENGTH,
    registrationEnabled: true,
  })
  useEffect(() => {
    let live = true
    fetchPublicSettings()
      .then(({ passwordMinLength, registrationEnabled }) => {
        if (live) setSettings({ passwordMinLength, registrationEnabled })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return settings
}
