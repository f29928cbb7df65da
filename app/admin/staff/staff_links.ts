/*
| The e-mailed links with which staff set a password: an invitation for a
| new account (3 days) or a password reset (1 hour). A link is a signed URL
| (APP_KEY) carrying a random token; the database keeps only the token's
| SHA-256, and using the link marks it used in the same statement that
| checks it, so it works once. Setting a password retires every other open
| link of the account and ends its sessions; sending a new link retires the
| ones sent before.
*/
import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import router from '@adonisjs/core/services/router'
import logger from '@adonisjs/core/services/logger'
import AdminUser from '#models/admin_user'
import StaffAccountLink, { type StaffLinkPurpose } from '#mails/staff_account_link'
import { appUrl } from '#config/service'
import {
  contactMailConfig,
  isSmtpConfigured,
  sendOverSmtp,
  type ConfiguredSmtp,
} from '#services/mail/team_mailer'
import { endSessionsOf } from '#admin/staff/staff_sessions'
import { alertOwner, FORGOT_PASSWORD } from '#admin/staff/account_limits'
import { findAdminAccount, selfActor } from '#admin/staff/admin_accounts'
import { noticeOwner } from '#admin/staff/account_notices'
import { recordStaffChange } from '#admin/staff/staff_audit'
import type { AuditActor } from '#admin/staff/audit_trail'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

const LINK_LIFETIMES: Record<StaffLinkPurpose, { hours: number; words: string }> = {
  invitation: { hours: 72, words: '3 days' },
  reset: { hours: 1, words: '1 hour' },
}

/** The e-mail could not be sent (SMTP not configured or refusing). */
export class StaffMailNotSent extends Error {}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * Creates a link for the account and e-mails it, an audited change of the
 * account (its open links); rejects with StaffMailNotSent, and then no link
 * exists (the e-mail goes out inside the transaction that stores it).
 */
export async function sendStaffLink(
  actor: AuditActor,
  user: AdminUser,
  purpose: StaffLinkPurpose,
  invitedBy?: string
) {
  const smtp = contactMailConfig
  if (!isSmtpConfigured(smtp)) {
    throw new StaffMailNotSent('No e-mail was sent: this server has no e-mail set up')
  }
  await storeLink(actor, user, purpose, 'email', (token) =>
    mailLink(smtp, { user, purpose, token, invitedBy })
  )
}

/**
 * Creates a link without e-mail, for an admin to copy and pass on (shown
 * once: only its hash is kept); an audited change of the account, whose
 * open links say "copied". Returns the link and how long it works.
 */
export async function copyStaffLink(actor: AuditActor, user: AdminUser, purpose: StaffLinkPurpose) {
  let url = ''
  await storeLink(actor, user, purpose, 'copied', async (token) => {
    url = linkUrl(purpose, token)
  })
  return { url, validFor: LINK_LIFETIMES[purpose].words }
}

/** Stores a new link (retiring the open ones) and hands its token to `deliver`, in one transaction. */
async function storeLink(
  actor: AuditActor,
  user: AdminUser,
  purpose: StaffLinkPurpose,
  delivery: 'email' | 'copied',
  deliver: (token: string) => Promise<void>
) {
  const token = randomBytes(32).toString('base64url')
  const lifetime = LINK_LIFETIMES[purpose]
  await db.transaction(async (trx) => {
    /* one link at a time per account, so "only the newest works" holds under concurrency */
    await trx.from('admin_users').where('id', user.id).forUpdate().select('id')
    await recordStaffChange(trx, actor, user.id, async () => {
      /* only the newest link works: the ones sent before are retired */
      await retireOpenLinks(trx, user.id)
      await trx.table('staff_account_links').insert({
        admin_user_id: user.id,
        purpose,
        delivery,
        token_hash: hashOf(token),
        expires_at: DateTime.now().plus({ hours: lifetime.hours }).toJSDate(),
      })
      await deliver(token)
    })
  })
}

/** The signed URL of a link (it expires with the link). */
function linkUrl(purpose: StaffLinkPurpose, token: string) {
  const path = router
    .builder()
    .qs({ token })
    .makeSigned('admin.password.set', { expiresIn: `${LINK_LIFETIMES[purpose].hours}h` })
  return `${appUrl}${path}`
}

interface LinkMail {
  user: AdminUser
  purpose: StaffLinkPurpose
  token: string
  invitedBy?: string
}

async function mailLink(smtp: ConfiguredSmtp, { user, purpose, token, invitedBy }: LinkMail) {
  const mail = new StaffAccountLink({
    purpose,
    to: user.email,
    url: linkUrl(purpose, token),
    validFor: LINK_LIFETIMES[purpose].words,
    invitedBy,
  })
  try {
    await sendOverSmtp(mail, smtp)
  } catch (error) {
    logger.warn({ err: error, purpose }, 'staff link e-mail not sent')
    throw new StaffMailNotSent(
      'No e-mail was sent: the e-mail server could not be reached or refused it'
    )
  }
}

/**
 * "Forgot password": e-mails a reset link when the address belongs to an
 * active account, and nothing otherwise. The caller answers the same either
 * way and does not wait for this (the time taken would tell the difference).
 */
export async function requestPasswordReset(email: string) {
  const user = await findAdminAccount(email)
  if (!user || user.disabledAt) return
  await sendStaffLink(null, user, 'reset')
}

/** The address's hourly reset links are used up: tell the account's owner, if there is one. */
export async function alertResetRequests(email: string) {
  const user = await findAdminAccount(email)
  if (!user || user.disabledAt) return
  await alertOwner(user.email, 'reset_requests', FORGOT_PASSWORD.perAccount + 1)
}

/** An open link: its account, if the token is one we sent, unused and unexpired. */
export async function openLinkAccount(token: string): Promise<AdminUser | null> {
  const link = await db
    .from('staff_account_links')
    .where('token_hash', hashOf(token))
    .whereNull('used_at')
    .where('expires_at', '>', new Date())
    .first()
  if (!link) return null
  const user = await AdminUser.find(link.admin_user_id)
  return user && !user.disabledAt ? user : null
}

/**
 * Uses the link: sets the password when the link is still open (checked and
 * marked used in one statement), retires the account's other links and ends
 * its sessions; an audited change by the account itself. Null when the link
 * is unknown, used, expired or its account disabled.
 */
export async function setPasswordWithLink(token: string, password: string) {
  const holderId = await linkHolderId(token)
  if (holderId === null) return null
  const user = await db.transaction(async (trx) => {
    const holder = await AdminUser.query({ client: trx }).where('id', holderId).forUpdate().first()
    if (!holder || holder.disabledAt) return null
    return recordStaffChange(trx, selfActor(holder), holder.id, async () => {
      const purpose = await useLink(trx, token)
      if (!purpose) return null
      await retireLinksWithPassword(trx, holder, password)
      return { holder, purpose }
    })
  })
  if (!user) return null
  await endSessionsOf(user.holder.id)
  /* a reset changes a password the owner had: they are told (an invitation sets the first one) */
  if (user.purpose === 'reset') await noticeOwner(user.holder.email, 'password_changed')
  return user.holder
}

/** The account a token was sent to, whatever the state of its link. */
async function linkHolderId(token: string): Promise<number | null> {
  const link = await db
    .from('staff_account_links')
    .where('token_hash', hashOf(token))
    .select('admin_user_id')
    .first()
  return link?.admin_user_id ?? null
}

/** Marks the link used if it is still open, in the statement that checks it: its purpose when it was. */
async function useLink(
  trx: TransactionClientContract,
  token: string
): Promise<StaffLinkPurpose | null> {
  const used = await trx
    .from('staff_account_links')
    .where('token_hash', hashOf(token))
    .whereNull('used_at')
    .where('expires_at', '>', new Date())
    .update({ used_at: new Date() })
    .returning(['purpose'])
  return used[0]?.purpose ?? null
}

/** The new password, and every other open link of the account retired. */
async function retireLinksWithPassword(
  trx: TransactionClientContract,
  user: AdminUser,
  password: string
) {
  user.password = password
  await user.save()
  await retireOpenLinks(trx, user.id)
}

/** Every open link of the account stops working (marked used). */
function retireOpenLinks(trx: TransactionClientContract, accountId: number) {
  return trx
    .from('staff_account_links')
    .where('admin_user_id', accountId)
    .whereNull('used_at')
    .update({ used_at: new Date() })
}

export type InvitationState =
  { state: 'not_sent' } | { state: 'pending'; expiresAt: DateTime } | { state: 'expired' }

/**
 * Where each account's invitation stands, for accounts that never set a
 * password through a link nor signed in: not sent, pending (until when),
 * expired. Accounts not listed are in use.
 */
export async function invitationStates(users: AdminUser[]) {
  const waiting = users.filter((user) => !user.lastSignInAt && !user.passwordChangedAt)
  const states = new Map<number, InvitationState>()
  if (!waiting.length) return states
  const links: { admin_user_id: number; expires_at: Date; used_at: Date | null }[] = await db
    .from('staff_account_links')
    .whereIn(
      'admin_user_id',
      waiting.map((user) => user.id)
    )
    .orderBy('id', 'desc')
    .select('admin_user_id', 'expires_at', 'used_at')
  for (const user of waiting) {
    const mine = links.filter((link) => link.admin_user_id === user.id)
    if (mine.some((link) => link.used_at)) continue
    const open = mine.find((link) => link.expires_at > new Date())
    states.set(
      user.id,
      open
        ? { state: 'pending', expiresAt: DateTime.fromJSDate(open.expires_at) }
        : mine.length
          ? { state: 'expired' }
          : { state: 'not_sent' }
    )
  }
  return states
}
