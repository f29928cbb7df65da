import type { HttpContext } from '@adonisjs/core/http'
import { passwordChangeValidator } from '#validators/admin/admin_user'
import { changeAdminPassword } from '#services/admin/admin_accounts'
import { startStaffSession } from '#services/admin/staff_sessions'

/** The signed-in staff member's own account: password and sessions. */
export default class AccountController {
  async show({ view, auth }: HttpContext) {
    return view.render('admin/account', { account: auth.use('web').getUserOrFail() })
  }

  async updatePassword(ctx: HttpContext) {
    const { auth, request, response, session } = ctx
    const user = auth.use('web').getUserOrFail()
    const input = await request.validateUsing(passwordChangeValidator)
    const change = await changeAdminPassword(user, {
      currentPassword: input.current_password,
      newPassword: input.password,
    })
    if (change.outcome === 'wrong_current_password') {
      session.flashErrors({ current_password: 'Your current password is not right' })
      session.flash('inputErrorsBag', { current_password: ['Your current password is not right'] })
      return response.redirect().toRoute('admin.account')
    }
    /* every session of the account has ended: this one continues on a new id */
    await startStaffSession(ctx, user)
    session.flash('success', 'Your password is changed. Every other session is signed out.')
    return response.redirect().toRoute('admin.account')
  }
}
