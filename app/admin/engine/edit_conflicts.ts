/*
| The conflict page of an admin form: a save based on an older version was
| refused, so staff see, field by field (by the form's labels), what the
| form was opened with, their change, the other change and who made it,
| and pick per field: keep mine, take theirs, or merge (an edited value).
| Values compare in the form's own shape (strings of the inputs), so a
| field nobody touched never shows up.
*/
import type { AdminResource, Choice, FormField, RowsEditor } from '#admin/engine/admin_resource'
import type { Snapshot } from '#admin/staff/audit_trail'
import { normaliseRows } from '#admin/validators/rules'
import type AuditLog from '#models/audit_log'

/** The publication card's fields (components/admin/publication.edge). */
const PUBLICATION_FIELDS: FormField[] = [
  { name: 'publication', label: 'State', kind: 'select', choices: 'publication' },
  { name: 'publish_at', label: 'Publish at', kind: 'datetime-local' },
  { name: 'unpublish_at', label: 'Unpublish at', kind: 'datetime-local' },
]

const PUBLICATION_CHOICES: Choice[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
]

/** The labels of the fields these history entries changed, in form order. */
export function changedLabels(resource: AdminResource, entries: AuditLog[]): string[] {
  const keys = new Set<string>()
  for (const entry of entries) {
    const names = new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])
    for (const key of names) {
      if (JSON.stringify(entry.before?.[key]) !== JSON.stringify(entry.after?.[key])) keys.add(key)
    }
  }
  const labels = comparedFields(resource, { publication: null })
    .filter((field) => keys.has(field.name))
    .map((field) => field.label)
  return [...new Set(labels)]
}

type Compared = { name: string; label: string; kind: 'field'; field: FormField } | RowsCompared
type RowsCompared = { name: string; label: string; kind: 'rows'; editor: RowsEditor }

/** Every field of the record's edit form, in form order. */
function comparedFields(resource: AdminResource, values: Snapshot): Compared[] {
  const compared: Compared[] = []
  if ('publication' in values) {
    for (const field of PUBLICATION_FIELDS)
      compared.push({ name: field.name, label: field.label, kind: 'field', field })
  }
  for (const section of resource.form.sections ?? []) {
    for (const field of section.fields) {
      if (!field.onlyNew)
        compared.push({ name: field.name, label: field.label, kind: 'field', field })
    }
    for (const editor of section.rows ?? []) {
      compared.push({ name: editor.key, label: editor.legend, kind: 'rows', editor })
    }
  }
  return compared
}

const CHECKED = new Set(['on', 'true', '1', 'yes'])

function plain(value: unknown, numeric = false): string {
  if (value === null || value === undefined) return ''
  const text = String(value).replace(/\r\n/g, '\n').trim()
  if (numeric && text !== '' && Number.isFinite(Number(text))) return String(Number(text))
  return text
}

/** A row's cell as it compares and shows: a ticked box by its label ("Sold out"), else ''. */
function cellOf(column: RowsEditor['columns'][number], value: unknown): string {
  if (column.kind === 'checkbox') return CHECKED.has(plain(value).toLowerCase()) ? column.label : ''
  return plain(value, column.kind === 'number')
}

function rowsOf(editor: RowsEditor, value: unknown): string[][] {
  const rows = normaliseRows(value)
  if (!Array.isArray(rows)) return []
  return rows
    .map((row) =>
      editor.columns.map((column) => cellOf(column, (row as Record<string, unknown>)?.[column.key]))
    )
    .filter((cells) => cells.some((cell) => cell !== ''))
}

/** A field's value as it compares: checkboxes as on/off, rows as their cells. */
function comparable(compared: Compared, value: unknown): string {
  if (compared.kind === 'rows') return JSON.stringify(rowsOf(compared.editor, value))
  const kind = compared.field.kind
  if (kind === 'checkbox') return CHECKED.has(plain(value).toLowerCase()) ? 'on' : 'off'
  return plain(value, kind === 'number')
}

/** How the page shows a value: a choice by its label, rows one a line, yes/no. */
function shown(compared: Compared, value: unknown, choices: Record<string, unknown>): string[] {
  if (compared.kind === 'rows') {
    const rows = rowsOf(compared.editor, value)
    return rows.length ? rows.map((cells) => cells.filter(Boolean).join(' · ')) : ['(none)']
  }
  const field = compared.field
  const text = comparable(compared, value)
  if (field.kind === 'checkbox') return [text === 'on' ? 'Yes' : 'No']
  if (text === '') return ['(empty)']
  const options =
    field.name === 'publication'
      ? PUBLICATION_CHOICES
      : ((choices[field.choices ?? ''] as Choice[] | undefined) ?? [])
  const option = field.kind === 'select' ? options.find((o) => String(o.value) === text) : null
  return [option ? option.label : text.replace('T', ' ')]
}

export type Pick = 'mine' | 'theirs' | 'merge'

export interface ConflictField {
  name: string
  label: string
  /** who changed it: both (a real conflict), theirs only, mine only */
  changedBy: 'both' | 'theirs' | 'mine'
  base: string[]
  mine: string[]
  theirs: string[]
  /** what the page preselects (none for a real conflict: staff decide) */
  preselected: Pick | null
  /** a merge is an edited text (text fields); rows merge as theirs plus my new ones */
  merge: { kind: 'text' | 'textarea'; value: string } | { kind: 'rows' } | null
  /** the staff members whose saves changed it since the form was opened */
  authors: string[]
}

export interface ConflictInput {
  resource: AdminResource
  /** the form values the form was opened with (its `_base`) */
  base: Snapshot
  /** what was submitted */
  mine: Record<string, unknown>
  /** the current record's form values */
  theirs: Snapshot
  choices: Record<string, unknown>
  changes: AuditLog[]
}

/** Who made a history entry: their name, else their e-mail; `withEmail` adds the e-mail to a name. */
export function authorOf(entry: AuditLog, withEmail = false): string {
  const user = entry.adminUser
  if (!user) return entry.actorEmail ?? 'someone outside the admin panel'
  if (!user.fullName) return user.email
  return withEmail ? `${user.fullName} (${user.email})` : user.fullName
}

/** The authors of the saves that changed `name` (a column or child list of the snapshots). */
function authorsOf(name: string, changes: AuditLog[]): string[] {
  const touching = changes.filter(
    (entry) => JSON.stringify(entry.before?.[name]) !== JSON.stringify(entry.after?.[name])
  )
  const entries = touching.length ? touching : changes
  return [...new Set(entries.map((entry) => authorOf(entry)))]
}

function mergeOf(compared: Compared, mine: unknown): ConflictField['merge'] {
  if (compared.kind === 'rows') return { kind: 'rows' }
  const kind = compared.field.kind ?? 'text'
  if (['text', 'textarea', 'url', 'email'].includes(kind)) {
    return { kind: kind === 'textarea' ? 'textarea' : 'text', value: plain(mine) }
  }
  return null
}

/** The fields whose submitted value differs from the current one, in form order. */
export function conflictFields(input: ConflictInput): ConflictField[] {
  const fields: ConflictField[] = []
  for (const compared of comparedFields(input.resource, input.theirs)) {
    const [base, mine, theirs] = [input.base, input.mine, input.theirs].map((values) =>
      comparable(compared, values[compared.name])
    )
    if (mine === theirs) continue
    const hasBase = compared.name in input.base
    const changedBy = !hasBase
      ? 'both'
      : mine === base
        ? 'theirs'
        : theirs === base
          ? 'mine'
          : 'both'
    const show = (values: Record<string, unknown>) =>
      shown(compared, values[compared.name], input.choices)
    fields.push({
      name: compared.name,
      label: compared.label,
      changedBy,
      base: hasBase ? show(input.base) : ['(unknown)'],
      mine: show(input.mine),
      theirs: show(input.theirs),
      preselected: changedBy === 'both' ? null : changedBy,
      merge: mergeOf(compared, input.mine[compared.name]),
      authors: authorsOf(compared.name, input.changes),
    })
  }
  return fields
}

/**
 * Nobody else changed a field of the form since it was opened (e.g. only
 * the picture changed, which has its own form): the save can go on, on the
 * current version, without overwriting anything.
 */
export function formUntouchedSince(resource: AdminResource, base: Snapshot, theirs: Snapshot) {
  return comparedFields(resource, theirs).every(
    (compared) =>
      compared.name in base &&
      comparable(compared, base[compared.name]) === comparable(compared, theirs[compared.name])
  )
}

/** Theirs, then each of my rows they do not have (rows compared cell by cell). */
function mergedRows(editor: RowsEditor, mine: unknown, theirs: unknown) {
  const theirRows = (normaliseRows(theirs) as Record<string, unknown>[]) ?? []
  const seen = new Set(rowsOf(editor, theirRows).map((cells) => JSON.stringify(cells)))
  const myRows = (normaliseRows(mine) as Record<string, unknown>[]) ?? []
  const added = myRows.filter((row) => !seen.has(JSON.stringify(rowsOf(editor, [row])[0])))
  return [...theirRows, ...added]
}

/**
 * The values to save: mine, with each listed field as picked. A field left
 * unpicked keeps what the page preselected (theirs when only they changed it).
 */
export function resolvedValues(
  input: Omit<ConflictInput, 'choices' | 'changes'>,
  picks: Record<string, string>,
  merged: Record<string, string>
): Record<string, unknown> {
  const values: Record<string, unknown> = { ...input.mine }
  for (const compared of comparedFields(input.resource, input.theirs)) {
    const name = compared.name
    const [base, mine, theirs] = [input.base, input.mine, input.theirs].map((v) =>
      comparable(compared, v[name])
    )
    if (mine === theirs) continue
    const onlyTheirs = name in input.base && mine === base && theirs !== base
    const pick = picks[name] ?? (onlyTheirs ? 'theirs' : 'mine')
    if (pick === 'theirs') values[name] = input.theirs[name]
    if (pick === 'merge' && compared.kind === 'rows')
      values[name] = mergedRows(compared.editor, input.mine[name], input.theirs[name])
    else if (pick === 'merge' && name in merged) values[name] = merged[name]
  }
  return values
}

/** The fields of a real conflict nobody picked a side for yet. */
export function unpickedConflicts(fields: ConflictField[], picks: Record<string, string>) {
  return fields.filter((field) => field.changedBy === 'both' && !picks[field.name])
}
