/*
| Forms saved after the session ended (issue #25 item 2; docs/admin.md,
| "Signed out while editing").
|
| - Every record form a signed-in staff member opens carries a resume ticket
|   in its action's query string: encrypted and signed with the app key,
|   naming the account, its session epoch, the session it was issued in and
|   the form's path, valid as long as a session (12 h). Only a page rendered
|   for that account holds it. Signing out of that session voids it (issue 36
|   item 5: it used to outlive a plain sign-out for 12 h); "sign out
|   everywhere", a password change or a disable void every ticket (the epoch).
| - A POST without a signed-in session that carries a valid ticket for its
|   own path and an account still enabled at that epoch is parked: its
|   fields are kept for PARKED_MINUTES under a random token (only its
|   SHA-256 is stored), for that account only. Nothing is saved.
| - After signing in again, the token's owner (and nobody else) gets the
|   form back filled in, once, labelled as restored and not saved, each
|   restored value listed beside the saved one (whoever held the ticket could
|   have sent them); Save then goes through the usual CSRF check, validation
|   and version check (the conflict page when the record moved).
*/
import { createHash, randomBytes } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import db from '@adonisjs/lucid/services/db'
import AdminUser from '#models/admin_user'

const TICKET_PURPOSE = 'admin-form-resume'
/** As long as a staff session lives (config/session.ts). */
const TICKET_LIFETIME = '12 hours'
export const PARKED_MINUTES = 30
/** Parked forms an account may have at once (the oldest go first). */
const MOST_PARKED = 20

interface Ticket {
  account: number
  epoch: number
  path: string
  /** the SHA-256 of the session it was issued in */
  session: string
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The ticket a form of `user` (in session `sessionId`) posting to `path` carries. */
export function resumeTicketFor(user: AdminUser, path: string, sessionId: string): string {
  const ticket: Ticket = {
    account: user.id,
    epoch: user.sessionEpoch,
    path,
    session: hashOf(sessionId),
  }
  return encryption.encrypt(ticket, TICKET_LIFETIME, TICKET_PURPOSE)
}

/** Signing out of session `sessionId` voids the tickets of its forms. */
export async function voidFormTickets(sessionId: string) {
  const now = new Date()
  await db.from('voided_form_sessions').where('expires_at', '<=', now).delete()
  await db.rawQuery(
    'INSERT INTO voided_form_sessions (session_hash, expires_at) VALUES (?, ?) ON CONFLICT DO NOTHING',
    [hashOf(sessionId), new Date(now.getTime() + 12 * 3600_000)]
  )
}

async function isVoided(sessionHash: string) {
  const row = await db.from('voided_form_sessions').where('session_hash', sessionHash).first()
  return row !== null && row !== undefined
}

/** The account a ticket stands for, when it is valid for `path` and the account may still sign in. */
export async function ticketAccount(ticket: unknown, path: string): Promise<AdminUser | null> {
  if (typeof ticket !== 'string' || ticket.length > 2000) return null
  const read = encryption.decrypt<Ticket>(ticket, TICKET_PURPOSE)
  if (!read || read.path !== path || !Number.isInteger(read.account)) return null
  if (typeof read.session !== 'string' || (await isVoided(read.session))) return null
  const user = await AdminUser.find(read.account)
  if (!user || user.disabledAt || user.sessionEpoch !== read.epoch) return null
  return user
}

/** Keeps the submitted fields of `user`'s form; the token that finds them again. */
async function parkForm(
  user: AdminUser,
  path: string,
  fields: Record<string, unknown>,
  hadPicture: boolean
): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  await db.transaction(async (trx) => {
    await trx.from('parked_forms').where('expires_at', '<=', now).delete()
    await trx.table('parked_forms').insert({
      token_hash: hashOf(token),
      admin_user_id: user.id,
      form_path: path,
      fields: JSON.stringify(fields),
      had_picture: hadPicture,
      created_at: now,
      expires_at: new Date(now.getTime() + PARKED_MINUTES * 60_000),
    })
    const kept = trx
      .from('parked_forms')
      .where('admin_user_id', user.id)
      .orderBy('created_at', 'desc')
      .offset(MOST_PARKED)
      .select('token_hash')
    await trx.from('parked_forms').whereIn('token_hash', kept).delete()
  })
  return token
}

/** Bookkeeping that is not kept: the dead session's token, the ticket, the file field. */
const NOT_KEPT = new Set(['_csrf', '_resume', 'image'])

/**
 * Parks what `user` submitted to `path` (bookkeeping left out); the sign-in
 * page's address that brings the form back afterwards.
 */
export async function parkSubmitted(
  user: AdminUser,
  path: string,
  submitted: Record<string, unknown>,
  hadPicture: boolean
): Promise<string> {
  const fields = Object.fromEntries(Object.entries(submitted).filter(([key]) => !NOT_KEPT.has(key)))
  const token = await parkForm(user, path, fields, hadPicture)
  return `/admin/login?next=${encodeURIComponent(`/admin/resume/${token}`)}`
}

export interface ParkedForm {
  path: string
  fields: Record<string, unknown>
  hadPicture: boolean
}

/**
 * The parked form of `token`, taken (once) by the account that parked it;
 * null for anyone else, an unknown or an expired token (another account
 * leaves it in place for its owner).
 */
export async function takeParkedForm(token: string, userId: number): Promise<ParkedForm | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null
  const rows = await db
    .from('parked_forms')
    .where('token_hash', hashOf(token))
    .where('admin_user_id', userId)
    .where('expires_at', '>', new Date())
    .delete()
    .returning(['form_path', 'fields', 'had_picture'])
  const row = rows[0]
  if (!row) return null
  return { path: row.form_path, fields: row.fields, hadPicture: row.had_picture }
}
