import type { HttpContext } from '@adonisjs/core/http'
import logger from '@adonisjs/core/services/logger'
import { forgotPasswordValidator, linkPasswordValidator } from '#admin/validators/admin_user'
import {
  alertResetRequests,
  openLinkAccount,
  requestPasswordReset,
  setPasswordWithLink,
} from '#admin/staff/staff_links'
import { countResetRequest } from '#admin/staff/account_limits'
import { keepTokenOutOfReferer } from '#http/policies/security_headers'
import { clientOf } from '#lib/client_key'
import { endStaffSession } from '#admin/http/staff_sessions'
import { signInAfterLink } from '#admin/http/staff_sign_in_steps'

const SENT =
  'If that address belongs to a staff account, an e-mail with a link to choose a new password is on its way. The link works once, for 1 hour.'
const LINK_UNUSABLE =
  'This link does not work any more: it was used already, it expired, or it was replaced by a newer one. Ask for a new one below.'

/** "Forgot password" and the page of the e-mailed links (signed, single-use, expiring). */
export default class PasswordLinksController {
  async forgot({ view }: HttpContext) {
    return view.render('admin/auth/forgot')
  }

  /**
   * The same answer whether the address has an account or not, and whether
   * its hourly links are used up; the e-mail goes out afterwards. Only a
   * client over its own limit is told to wait.
   */
  async sendForgot({ request, response, session, view }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    const verdict = await countResetRequest(email, clientOf(request))
    if (verdict.outcome === 'client_throttled') {
      const minutes = Math.max(1, Math.ceil(verdict.retryInSeconds / 60))
      response.status(429).header('Retry-After', String(verdict.retryInSeconds))
      return view.render('admin/auth/forgot', {
        failure: `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      })
    }
    const work = verdict.send
      ? requestPasswordReset(email)
      : verdict.alert
        ? alertResetRequests(email)
        : null
    work?.catch((error) => logger.warn({ err: error }, 'password reset e-mail not sent'))
    session.flash('success', SENT)
    return response.redirect().toRoute('admin.login')
  }

  /** The page of a link: its URL holds the token, so no Referer leaves it (nor its form's answer). */
  async show(ctx: HttpContext) {
    keepTokenOutOfReferer(ctx.response)
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
    keepTokenOutOfReferer(ctx.response)
    const input = await ctx.request.validateUsing(linkPasswordValidator)
    const user = await setPasswordWithLink(input.token, input.password)
    if (!user) return this.unusable(ctx)
    /* whoever was signed in on this browser is not any more: the link's owner is */
    if (await ctx.auth.use('web').check()) await endStaffSession(ctx)
    ctx.session.flash('success', 'Your password is set.')
    return signInAfterLink(ctx, user)
  }

  private async unusable({ response, view }: HttpContext) {
    return response
      .status(410)
      .send(await view.render('admin/auth/forgot', { failure: LINK_UNUSABLE }))
  }
}
