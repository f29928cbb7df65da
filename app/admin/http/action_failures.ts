/*
| How the panel's pages answer an action's typed failure (app/admin/actions/gate.ts)
| where it is the same everywhere: a role without the right gets the
| forbidden page; a form's publication refusal comes back beside its
| publication field; a picture outcome is one sentence of the notice.
*/
import { AuthorizationResponse, errors as bouncerErrors } from '@adonisjs/bouncer'
import { errors as vineErrors } from '@vinejs/vine'
import type { ActionFailure } from '#admin/actions/gate'
import type { PictureOutcome } from '#admin/actions/record_picture'
import { withPictureAgain, type PictureChange } from '#admin/http/form_picture'

type Allowed = Exclude<ActionFailure, { kind: 'forbidden' }>

/** The failure, unless it is a missing right (thrown: the forbidden page, 403). */
export function allowed(failure: ActionFailure): Allowed {
  if (failure.kind !== 'forbidden') return failure
  throw new bouncerErrors.E_AUTHORIZATION_FAILURE(AuthorizationResponse.deny())
}

/** A failure this page does not expect of its action: a bug. */
export function unexpected(failure: ActionFailure): Error {
  return new Error(`Unexpected refusal of an admin action: ${failure.kind}`)
}

/** A form's refusal to publish, as an error on its publication field (and its picture asked again). */
function publicationError(message: string, change: PictureChange) {
  const error = new vineErrors.E_VALIDATION_ERROR([
    { field: 'publication', rule: 'review', message },
  ])
  return withPictureAgain(error, change)
}

/** A form's failure that comes back as field errors (a publication refusal); anything else is unexpected. */
export function formRefusal(failure: ActionFailure, change: PictureChange) {
  const reason = allowed(failure)
  if (reason.kind === 'publishing') return publicationError(reason.message, change)
  return unexpected(reason)
}

const PICTURE_NOTICES = {
  saved: ' The new picture is saved with it.',
  removed: ' The picture was removed.',
}

/** The file was in the library already: that picture is used (no copy). */
const reusedText = ({ id, alt }: { id: number; alt: string | null }) =>
  ` This file is in the media library already (picture ${id}${alt ? `, “${alt}”` : ', no alt text yet'}): that picture is used, no copy was made.`

/** The notice's sentence about the form's picture ('' when none was asked). */
export function pictureNotice(outcome: PictureOutcome) {
  if (outcome === null) return ''
  return typeof outcome === 'string' ? PICTURE_NOTICES[outcome] : reusedText(outcome.reused)
}
