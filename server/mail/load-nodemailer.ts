// nodemailer is loaded by the first mail, not at start: a server that sends none (the console outbox)
// never needs its memory (rarely used modules load on first use, docs/rules/deployment.md).
import type Nodemailer from 'nodemailer'

let loaded: Promise<typeof Nodemailer> | null = null

export function loadNodemailer(): Promise<typeof Nodemailer> {
  loaded ??= import('nodemailer').then((module) => module.default)
  return loaded
}
