import { validatorLimits } from '#admin/engine/validator_limits'
import type { HttpContext } from '@adonisjs/core/http'
import type { StaffAccount } from '#admin/staff/admin_accounts'
import { staffInvitationValidator, staffRoleValidator } from '#admin/validators/admin_user'
import {
  createAdminAccount,
  DuplicateAdminAccount,
  LastActiveAdmin,
  setStaffDisabled,
  setStaffRole,
} from '#admin/staff/admin_accounts'
import { findStaff, listStaff } from '#admin/staff/staff_directory'
import {
  copyStaffLink,
  invitationStates,
  sendStaffLink,
  StaffMailNotSent,
} from '#admin/staff/staff_links'
import { ROLE_LABELS } from '#admin/staff/roles'
import { STAFF_ROLES } from '#schemas/enums'
import { formState, staffActor } from '#admin/http/staff_request'
import { randomBytes } from 'node:crypto'
import { passwordConfirmValidator } from '#admin/validators/session'
import { flashCheckError, freshCheck } from '#admin/http/fresh_check'
import { hasTwoFactor, resetTwoFactor } from '#admin/staff/two_factor'

/** Staff accounts (admins only): invite, change roles, disable, send password resets, reset two-factor. */
export default class StaffController {
  async index({ view, auth }: HttpContext) {
    const staff = await listStaff()
    return view.render('admin/staff/index', {
      staff,
      invitations: Object.fromEntries(await invitationStates(staff)),
      me: auth.use('web').getUserOrFail(),
      roles: STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
    })
  }

  async create(ctx: HttpContext) {
    return ctx.view.render('admin/staff/form', {
      form: formState(ctx, { role: 'editor' }),
      roles: STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      limits: validatorLimits(staffInvitationValidator).fields,
    })
  }

  /** The colleague gets an e-mail with a link to choose their own password. */
  async store(ctx: HttpContext) {
    const { request, response, session, auth } = ctx
    const input = await request.validateUsing(staffInvitationValidator)
    let user: StaffAccount
    try {
      user = await createAdminAccount(staffActor(ctx), {
        email: input.email,
        fullName: input.full_name,
        role: input.role,
        /* nobody knows it: the colleague chooses theirs through the link */
        password: randomBytes(32).toString('base64url'),
      })
    } catch (error) {
      if (!(error instanceof DuplicateAdminAccount)) throw error
      session.flashAll()
      session.flash('inputErrorsBag', {
        email: ['There is already a staff account with this address'],
      })
      return response.redirect().toRoute('admin.staff.create')
    }
    await this.mailing(
      ctx,
      `${user.email} was invited as ${user.role}; the e-mail with their link is sent.`,
      () =>
        sendStaffLink(staffActor(ctx), user, 'invitation', auth.use('web').getUserOrFail().email)
    )
    return response.redirect().toRoute('admin.staff.index')
  }

  /** E-mails the invitation again (a new link; the older one stops working). */
  async resendInvitation(ctx: HttpContext) {
    const user = await findStaff(Number(ctx.params.id))
    await this.mailing(ctx, `The invitation was sent to ${user.email} again.`, () =>
      sendStaffLink(staffActor(ctx), user, 'invitation', ctx.auth.use('web').getUserOrFail().email)
    )
    return ctx.response.redirect().toRoute('admin.staff.index')
  }

  /**
   * A one-time link to pass on without e-mail: an invitation for an account
   * still waiting for one, else a password link. Shown on this page only,
   * never stored (only its hash); the history records that it was copied.
   */
  async copyLink(ctx: HttpContext) {
    const user = await findStaff(Number(ctx.params.id))
    const states = await invitationStates([user])
    const purpose = states.has(user.id) ? 'invitation' : 'reset'
    const link = await copyStaffLink(staffActor(ctx), user, purpose)
    ctx.response.header('Cache-Control', 'no-store')
    return ctx.view.render('admin/staff/link', { user, purpose, ...link })
  }

  async updateRole(ctx: HttpContext) {
    const { role } = await ctx.request.validateUsing(staffRoleValidator)
    return this.guarded(ctx, async (user) => {
      await setStaffRole(staffActor(ctx), user, role)
      return `${user.email} is now ${role}.`
    })
  }

  async disable(ctx: HttpContext) {
    return this.guarded(ctx, async (user) => {
      await setStaffDisabled(staffActor(ctx), user, true)
      return `${user.email} is disabled and signed out everywhere.`
    })
  }

  async enable(ctx: HttpContext) {
    return this.guarded(ctx, async (user) => {
      await setStaffDisabled(staffActor(ctx), user, false)
      return `${user.email} can sign in again.`
    })
  }

  async sendReset(ctx: HttpContext) {
    const user = await findStaff(Number(ctx.params.id))
    await this.mailing(ctx, `A password reset link was sent to ${user.email}.`, () =>
      sendStaffLink(staffActor(ctx), user, 'reset')
    )
    return ctx.response.redirect().toRoute('admin.staff.index')
  }

  /** Resetting a colleague's two-factor sign-in asks for the admin's own password first. */
  async confirmTwoFactorReset(ctx: HttpContext) {
    const user = await this.#resettable(ctx)
    if (!user) return ctx.response.redirect().toRoute('admin.staff.index')
    return ctx.view.render('admin/staff/reset_two_factor', { user })
  }

  async resetTwoFactor(ctx: HttpContext) {
    const user = await this.#resettable(ctx)
    if (!user) return ctx.response.redirect().toRoute('admin.staff.index')
    const admin = ctx.auth.use('web').getUserOrFail()
    const { password } = await ctx.request.validateUsing(passwordConfirmValidator)
    const checked = await freshCheck(ctx, admin, password)
    if ('error' in checked) {
      flashCheckError(ctx, 'password', checked.error)
      return ctx.response.redirect().toRoute('admin.staff.twoFactorReset.confirm', { id: user.id })
    }
    await resetTwoFactor(admin, checked.check, user)
    ctx.session.flash(
      'success',
      `Two-factor sign-in of ${user.email} is reset: signed out everywhere and told by e-mail.`
    )
    return ctx.response.redirect().toRoute('admin.staff.index')
  }

  /** A colleague's account with two-factor sign-in on (one's own is changed on one's account page). */
  async #resettable(ctx: HttpContext) {
    const user = await findStaff(Number(ctx.params.id))
    const me = ctx.auth.use('web').getUserOrFail()
    if (user.id === me.id) {
      ctx.session.flash('failure', 'Your own two-factor sign-in is changed on your account page.')
      return null
    }
    if (!hasTwoFactor(user)) {
      ctx.session.flash('failure', `${user.email} has no two-factor sign-in to reset.`)
      return null
    }
    return user
  }

  private async guarded(ctx: HttpContext, change: (user: StaffAccount) => Promise<string>) {
    const user = await findStaff(Number(ctx.params.id))
    try {
      ctx.session.flash('success', await change(user))
    } catch (error) {
      if (!(error instanceof LastActiveAdmin)) throw error
      ctx.session.flash('failure', `${user.email}: ${error.message}.`)
    }
    return ctx.response.redirect().toRoute('admin.staff.index')
  }

  private async mailing(ctx: HttpContext, sent: string, send: () => Promise<void>) {
    try {
      await send()
      ctx.session.flash('success', sent)
    } catch (error) {
      if (!(error instanceof StaffMailNotSent)) throw error
      ctx.session.flash(
        'failure',
        `${error.message}. Use “Copy a one-time link” on their row and pass it on yourself.`
      )
    }
  }
}
