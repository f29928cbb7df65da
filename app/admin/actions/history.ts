/*
| The history's writes, HTTP-free and through the gate: "Restore this
| version" (or bring a deleted record back) and the banner's "Undo".
*/
import { restoreVersion, type RestoreChoice } from '#admin/engine/restore'
import { undoChanges } from '#admin/engine/undo_changes'
import type { Actor } from '#admin/staff/audit_trail'
import { through, type ActionFailure } from '#admin/actions/gate'

/** Another record holds the id or slug the restored one needs (a unique index refused it). */
const taken = (error: unknown): ActionFailure | null =>
  (error as { code?: string } | null)?.code === '23505' ? { kind: 'duplicate' } : null

export function restoreEntry(actor: Actor, entryId: number, choice: RestoreChoice) {
  return through(actor, 'content', () => restoreVersion(actor, entryId, choice), taken)
}

/** Puts the records of these entries back as they were; how many. */
export function undoEntries(actor: Actor, entryIds: number[]) {
  return through(actor, 'content', () => undoChanges(actor, entryIds))
}
