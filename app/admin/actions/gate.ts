/*
| The one gate of the admin actions. Every action names what it needs (a
| right of the actor's role, app/admin/staff/roles.ts) and runs through
| `through`: a role without it is refused before anything is read, and the
| refusals a write can meet on the way come back as typed failures, so no
| caller catches them itself. Who may publish is decided inside the audited
| write (app/admin/staff/publication_gate.ts), which every writer passes; its
| refusal comes back here as `publishing`.
*/
import { failed, ok, type Result } from '#lib/result'
import { REVIEWER_ROLES, roleMay, type StaffRight } from '#admin/staff/roles'
import type { Actor } from '#admin/staff/audit_trail'
import { PublishingRefused } from '#admin/staff/publication_gate'
import { StaleVersion } from '#admin/engine/record_versions'
import { StaleDraft } from '#admin/workflow/guide_drafts'
import { ReviewRefused } from '#admin/workflow/reviews'
import { UndoRefused } from '#admin/engine/undo_changes'
import { NothingToRestore } from '#admin/engine/restore'
import { ImportRefused } from '#admin/resources/event/import/import_limits'
import { AltTextMissing } from '#admin/actions/record_picture'
import type CityGuideDraft from '#models/city_guide_draft'

/** What an action needs of its actor: a right of the role, or deciding reviews. */
export type Need = StaffRight | 'review'

/** Why an action did nothing (each door words it once). */
export type ActionFailure =
  | { kind: 'forbidden'; need: Need }
  /** the publication gate, or a picture without alt text on a public record */
  | { kind: 'publishing'; message: string }
  /** the record moved since the form was opened (the conflict page settles it) */
  | { kind: 'stale'; error: StaleVersion }
  /** the city guide's draft moved since the form was opened */
  | { kind: 'stale_draft'; draft: CityGuideDraft | null }
  /** the record's state refuses the step (review, undo, restore, import) */
  | { kind: 'refused'; message: string }
  /** another record holds the id or slug this one needs back */
  | { kind: 'duplicate' }

export type ActionResult<T> = Result<T, ActionFailure>

/** Whether `actor` has what an action needs. */
function may(actor: Pick<Actor, 'role'>, need: Need) {
  return need === 'review' ? REVIEWER_ROLES.includes(actor.role) : roleMay(actor.role, need)
}

const REFUSALS = [ReviewRefused, UndoRefused, NothingToRestore, ImportRefused]

/** An expected refusal as a typed failure; anything else is not expected (null). */
function failureOf(error: unknown): ActionFailure | null {
  if (error instanceof PublishingRefused || error instanceof AltTextMissing)
    return { kind: 'publishing', message: error.message }
  if (error instanceof StaleVersion) return { kind: 'stale', error }
  if (error instanceof StaleDraft) return { kind: 'stale_draft', draft: error.draft }
  if (REFUSALS.some((refusal) => error instanceof refusal))
    return { kind: 'refused', message: (error as Error).message }
  return null
}

/** An action's own reading of an error it expects (null: the gate's reading). */
type Reading = (error: unknown) => ActionFailure | null

/** Runs `work` when `actor` has `need`; its expected refusals as typed failures. */
export async function through<T>(
  actor: Pick<Actor, 'role'>,
  need: Need,
  work: () => Promise<T>,
  reading: Reading = () => null
): Promise<ActionResult<T>> {
  if (!may(actor, need)) return failed({ kind: 'forbidden', need })
  try {
    return ok(await work())
  } catch (error) {
    const failure = reading(error) ?? failureOf(error)
    if (failure === null) throw error
    return failed(failure)
  }
}
