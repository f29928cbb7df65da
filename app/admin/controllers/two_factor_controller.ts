import type { HttpContext } from '@adonisjs/core/http'
import { flashCheckError, freshCheck } from '#admin/http/fresh_check'
import {
  disableTwoFactor,
  enableTwoFactor,
  hasTwoFactor,
  recoveryCodesLeft,
  renewRecoveryCodes,
  twoFactorOffer,
  twoFactorRequired,
} from '#admin/staff/two_factor'
import { passwordConfirmValidator, twoFactorSetupValidator } from '#admin/validators/session'

/* the secret offered until the staff member confirms it with a code (kept in their session only) */
const OFFERED = 'two_factor_offered_secret'

/** The signed-in staff member's two-factor sign-in: set up, recovery codes, turn off. */
export default class TwoFactorController {
  async show(ctx: HttpContext) {
    const { auth, session, view } = ctx
    const user = auth.use('web').getUserOrFail()
    if (hasTwoFactor(user)) {
      return view.render('admin/two_factor', {
        enabled: true,
        required: twoFactorRequired(user),
        codesLeft: await recoveryCodesLeft(user),
      })
    }
    const offer = await twoFactorOffer(user.email, session.get(OFFERED))
    session.put(OFFERED, offer.secret)
    return view.render('admin/two_factor', {
      enabled: false,
      required: twoFactorRequired(user),
      offer,
    })
  }

  /** Needs the password again: a stolen session alone cannot enrol the thief's authenticator. */
  async enable(ctx: HttpContext) {
    const { auth, request, response, session, view } = ctx
    const user = auth.use('web').getUserOrFail()
    const secret = session.get(OFFERED) as string | undefined
    const { code, password } = await request.validateUsing(twoFactorSetupValidator)
    if (!secret || hasTwoFactor(user)) return response.redirect().toRoute('admin.account.twoFactor')
    const checked = await this.#confirmed(ctx, password)
    if (!checked) return response.redirect().toRoute('admin.account.twoFactor')
    const result = await enableTwoFactor(user, checked, secret, code)
    if (result.outcome === 'wrong_code') {
      session.flash(
        'failure',
        'That code does not match. Scan the QR code again and enter the code your app shows now.'
      )
      return response.redirect().toRoute('admin.account.twoFactor')
    }
    session.forget(OFFERED)
    /* shown once, never stored in the session or a flash message */
    return view.render('admin/two_factor_codes', { codes: result.recoveryCodes, first: true })
  }

  async renewCodes(ctx: HttpContext) {
    const user = ctx.auth.use('web').getUserOrFail()
    if (!hasTwoFactor(user)) return ctx.response.redirect().toRoute('admin.account.twoFactor')
    const { password } = await ctx.request.validateUsing(passwordConfirmValidator)
    const checked = await this.#confirmed(ctx, password)
    if (!checked) return ctx.response.redirect().toRoute('admin.account.twoFactor')
    const codes = await renewRecoveryCodes(user, checked)
    return ctx.view.render('admin/two_factor_codes', { codes, first: false })
  }

  async disable(ctx: HttpContext) {
    const { auth, request, response, session } = ctx
    const user = auth.use('web').getUserOrFail()
    if (twoFactorRequired(user)) {
      session.flash('failure', 'Admins of this team must keep two-factor sign-in on.')
      return response.redirect().toRoute('admin.account.twoFactor')
    }
    const { password } = await request.validateUsing(passwordConfirmValidator)
    const checked = await this.#confirmed(ctx, password)
    if (!checked) return response.redirect().toRoute('admin.account.twoFactor')
    await disableTwoFactor(user, checked)
    session.flash('success', 'Two-factor sign-in is off. Your password alone signs you in again.')
    return response.redirect().toRoute('admin.account')
  }

  /** The password (or an app code) given again, within the account limits; null: refused (flashed). */
  async #confirmed(ctx: HttpContext, password: string) {
    const checked = await freshCheck(ctx, ctx.auth.use('web').getUserOrFail(), password)
    if ('check' in checked) return checked.check
    flashCheckError(ctx, 'password', checked.error)
    ctx.session.flash('failure', `${checked.error}.`)
    return null
  }
}
