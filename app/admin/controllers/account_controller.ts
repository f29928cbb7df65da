import type { HttpContext } from '@adonisjs/core/http'
import { passwordChangeValidator, staffTimeZoneValidator } from '#admin/validators/admin_user'
import { changeAdminPassword } from '#admin/staff/admin_accounts'
import { startStaffSession } from '#admin/http/staff_sessions'
import { setStaffTimeZone, staffZoneOf } from '#admin/staff/staff_clock'
import { serviceConfig } from '#config/service'
import { flashCheckError, freshCheck } from '#admin/http/fresh_check'

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

  /** The current password is checked within the account limits: no guessing on a stolen session. */
  async updatePassword(ctx: HttpContext) {
    const { auth, request, response, session } = ctx
    const user = auth.use('web').getUserOrFail()
    const input = await request.validateUsing(passwordChangeValidator)
    const checked = await freshCheck(ctx, user, input.current_password)
    if ('error' in checked) {
      flashCheckError(ctx, 'current_password', checked.error)
      return response.redirect().toRoute('admin.account')
    }
    await changeAdminPassword(user, checked.check, input.password)
    /* every session of the account has ended: this one continues on a new id */
    await startStaffSession(ctx, user)
    session.flash('success', 'Your password is changed. Every other session is signed out.')
    return response.redirect().toRoute('admin.account')
  }
}
