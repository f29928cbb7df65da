/*
| After signing in again: the form that was saved after its session ended
| comes back filled in (app/admin/staff/parked_forms.ts), once, and only
| for the account that sent it. Saving it is the usual Save of the form.
*/
import type { HttpContext } from '@adonisjs/core/http'
import { PARKED_MINUTES, takeParkedForm } from '#admin/staff/parked_forms'
import { staffActor } from '#admin/http/staff_request'

/** The page of the form that posts to `path`: /admin/events/x → its edit page; /admin/events → new. */
function formPageOf(path: string): string | null {
  const match = /^(\/admin\/[a-z-]+)(?:\/([^/]+))?$/.exec(path)
  if (!match) return null
  return match[2] === undefined ? `${match[1]}/new` : `${match[1]}/${match[2]}/edit`
}

export default class ParkedFormsController {
  async show(ctx: HttpContext) {
    const parked = await takeParkedForm(String(ctx.params.token), staffActor(ctx).id)
    const page = parked ? formPageOf(parked.path) : null
    if (!parked || !page) {
      return ctx.response.status(404).send(await ctx.view.render('admin/not_found'))
    }
    ctx.session.flash(parked.fields as never)
    const picture = parked.hadPicture
      ? ' The picture you had chosen was not kept: choose it again.'
      : ''
    ctx.session.flash(
      'resumed',
      `Restored, not saved: this form was sent after your session ended. Its values are filled in below and listed beside the saved ones; check each one, then press Save, or discard them (kept ${PARKED_MINUTES} minutes, and only for you).${picture}`
    )
    return ctx.response.redirect(page)
  }
}
