import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { forgotPasswordValidator, linkPasswordValidator } from '#validators/admin/admin_user'
import {
  openLinkAccount,
  requestPasswordReset,
  setPasswordWithLink,
} from '#services/admin/staff_links'

const SENT =
  'If that address belongs to a staff account, an e-mail with a link to choose a new password is on its way. The link works once, for 1 hour.'
const LINK_UNUSABLE =
  'This link does not work any more: it was used already, it expired, or it was replaced by a newer one. Ask for a new one below.'

/** "Forgot password" and the page of the e-mailed links (signed, single-use, expiring). */
export default class PasswordLinksController {
  async forgot({ view }: HttpContext) {
    return view.render('admin/auth/forgot')
  }

  /** The same answer whether the address has an account or not; the e-mail goes out afterwards. */
  async sendForgot({ request, response, session }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    requestPasswordReset(email).catch((error) =>
      logger.warn({ err: error }, 'password reset e-mail not sent')
    )
    session.flash('success', SENT)
    return response.redirect().toRoute('admin.login')
  }

  async show(ctx: HttpContext) {
    const token = String(ctx.request.input('token', ''))
    const account = ctx.request.hasValidSignature() ? await openLinkAccount(token) : null
    if (!account) return this.unusable(ctx)
    return ctx.view.render('admin/auth/set_password', {
      account,
      token,
      url: ctx.request.url(true),
    })
  }

  async update(ctx: HttpContext) {
    const { request, response, session } = ctx
    const input = await request.validateUsing(linkPasswordValidator)
    const user = await setPasswordWithLink(input.token, input.password)
    if (!user) return this.unusable(ctx)
    session.flash('success', 'Your password is set. Sign in with it.')
    return response.redirect().toRoute('admin.login')
  }

  private async unusable({ response, view }: HttpContext) {
    return response
      .status(410)
      .send(await view.render('admin/auth/forgot', { failure: LINK_UNUSABLE }))
  }
}
