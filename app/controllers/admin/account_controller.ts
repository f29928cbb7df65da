import type { HttpContext } from '@adonisjs/core/http'
import { passwordChangeValidator, staffTimeZoneValidator } from '#validators/admin/admin_user'
import { changeAdminPassword } from '#services/admin/admin_accounts'
import { startStaffSession } from '#http/staff_sessions'
import { setStaffTimeZone, staffZoneOf } from '#services/admin/staff_clock'
import { serviceConfig } from '#config/service'
import {
  alertOwner,
  CURRENT_PASSWORD,
  countWrongCurrentPassword,
  currentPasswordPause,
  forgetWrongCurrentPasswords,
} from '#services/admin/account_limits'

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function currentPasswordError({ session, response }: HttpContext, message: string) {
  session.flashErrors({ current_password: message })
  session.flash('inputErrorsBag', { current_password: [message] })
  return response.redirect().toRoute('admin.account')
}

/** The signed-in staff member's own account: password, time zone and sessions. */
export default class AccountController {
  async show({ view, auth }: HttpContext) {
    const account = auth.use('web').getUserOrFail()
    return view.render('admin/account', {
      account,
      zone: staffZoneOf(account),
      serviceZone: serviceConfig.staffTimezone,
      timezones: Intl.supportedValuesOf('timeZone'),
    })
  }

  async updateTimeZone({ auth, request, response, session }: HttpContext) {
    const user = auth.use('web').getUserOrFail()
    const { time_zone: zone } = await request.validateUsing(staffTimeZoneValidator)
    await setStaffTimeZone(user, zone ?? null)
    session.flash('success', `Times in the panel are now shown in ${staffZoneOf(user)}.`)
    return response.redirect().toRoute('admin.account')
  }

  /** The current password is checked within limits (account_limits): no guessing on a stolen session. */
  async updatePassword(ctx: HttpContext) {
    const { auth, request, response, session } = ctx
    const user = auth.use('web').getUserOrFail()
    const input = await request.validateUsing(passwordChangeValidator)
    const paused = await currentPasswordPause(user.id, request.ip())
    if (paused > 0) {
      const minutes = Math.max(1, Math.ceil(paused / 60))
      return currentPasswordError(
        ctx,
        `Too many wrong passwords: try again in ${plural(minutes, 'minute')}`
      )
    }
    const change = await changeAdminPassword(user, {
      currentPassword: input.current_password,
      newPassword: input.password,
    })
    if (change.outcome === 'wrong_current_password') {
      if (await countWrongCurrentPassword(user.id, request.ip())) {
        await alertOwner(user.email, 'current_password', CURRENT_PASSWORD.perAccount)
      }
      return currentPasswordError(ctx, 'Your current password is not right')
    }
    await forgetWrongCurrentPasswords(user.id, request.ip())
    /* every session of the account has ended: this one continues on a new id */
    await startStaffSession(ctx, user)
    session.flash('success', 'Your password is changed. Every other session is signed out.')
    return response.redirect().toRoute('admin.account')
  }
}
