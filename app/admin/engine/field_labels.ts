/*
| How the history, the dashboard and the restore confirmation name what
| changed: by the labels of the record's form ("Venue", "Ticket rounds 2,
| price"), and values of a choice by the choice's label ("Berlin (DE)",
| "On sale"), never by column names or ids. One wording per kind of record,
| made from its declaration (app/admin/resources/registry.ts).
*/
import type { AdminResource, Choice } from '#admin/engine/admin_resource'
import type { FieldChange } from '#admin/engine/audit_history'
import type { HistoryEntity } from '#admin/staff/audit_trail'
import { ADMIN_RESOURCES, isAuditedEntity } from '#admin/resources/registry'

/** Columns no form shows, as staff call them. */
const OTHER_LABELS: Record<string, string> = {
  publication: 'State',
  publish_at: 'Publish at',
  unpublish_at: 'Unpublish at',
  image_hash: 'Picture',
  image_alt: 'Picture description',
  media_id: 'Picture in the media library',
  hash: 'Picture',
  alt: 'Alt text',
  credit: 'Credit',
  focal_x: 'Focal point across (%)',
  focal_y: 'Focal point down (%)',
  id: 'Id',
  version: 'Version',
  email: 'E-mail',
  full_name: 'Name',
  role: 'Role',
  disabled_at: 'Disabled since',
  password_changed_at: 'Password changed',
  two_factor_enabled_at: 'Two-factor sign-in on since',
  recovery_codes_left: 'Recovery codes left',
  links: 'Open password links',
  invitation_link_copied_at: 'Invitation link copied',
}

const PUBLICATION_VALUES: Record<string, string> = {
  draft: 'Draft',
  published: 'Published',
  scheduled: 'Scheduled',
}

/** "city_name" → "City name": the last resort for a column nobody labelled. */
const humanized = (key: string) => {
  const words = key.replace(/_id$/, '').replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export interface FieldWording {
  /** the label of a snapshot key or a flattened child-row key ("ticket_options #2 price") */
  label(key: string): string
  /** a value as the form shows it (a choice's label) */
  value(key: string, text: string): string
}

interface Named {
  labels: Map<string, string>
  choices: Map<string, Map<string, string>>
}

function namesOf(resource: AdminResource | null, choices: Record<string, unknown>): Named {
  const labels = new Map(Object.entries(OTHER_LABELS))
  const byField = new Map<string, Map<string, string>>()
  byField.set('publication', new Map(Object.entries(PUBLICATION_VALUES)))
  const choiceMap = (key: string | undefined) =>
    new Map(
      ((choices[key ?? ''] as Choice[] | undefined) ?? []).map((choice) => [
        String(choice.value),
        choice.label,
      ])
    )
  for (const section of resource?.form.sections ?? []) {
    for (const field of section.fields) {
      labels.set(field.name, field.label)
      if (field.kind === 'select') byField.set(field.name, choiceMap(field.choices))
    }
    for (const editor of section.rows ?? []) {
      labels.set(editor.key, editor.legend)
      for (const column of editor.columns) {
        labels.set(`${editor.key}.${column.key}`, column.label)
        if (column.kind === 'select')
          byField.set(`${editor.key}.${column.key}`, choiceMap(column.choices))
      }
    }
  }
  return { labels, choices: byField }
}

const ROW_KEY = /^(\w+) #(\d+) (\w+)$/
const ROW_COUNT = /^(\w+) \(rows\)$/

/** The wording of one kind of record (its form's labels and choices). */
export async function fieldWording(type: HistoryEntity | string): Promise<FieldWording> {
  const resource = isAuditedEntity(type) ? ADMIN_RESOURCES[type] : null
  const choices = ((await resource?.form.choices?.()) ?? {}) as Record<string, unknown>
  const { labels, choices: byField } = namesOf(resource, choices)
  const named = (key: string) => labels.get(key) ?? humanized(key)
  const fieldOf = (key: string) => {
    const row = ROW_KEY.exec(key)
    return row ? `${row[1]}.${row[3]}` : key
  }
  return {
    label(key) {
      const row = ROW_KEY.exec(key)
      if (row) {
        const column = labels.get(`${row[1]}.${row[3]}`) ?? humanized(row[3])
        return `${named(row[1])} ${row[2]}, ${column.toLowerCase()}`
      }
      const count = ROW_COUNT.exec(key)
      if (count) return `${named(count[1])}: how many`
      return named(key)
    },
    value(key, text) {
      return byField.get(fieldOf(key))?.get(text) ?? text
    },
  }
}

export interface WordedChange extends FieldChange {
  /** the form's label */
  label: string
  /** a picture: the stored file names, shown as thumbnails */
  pictures?: { before: string | null; after: string | null }
}

const isPicture = (key: string) => key === 'image_hash' || key === 'hash'

/** Field changes as staff read them: labels, choices by name, pictures as thumbnails. */
export function worded(changes: FieldChange[], wording: FieldWording): WordedChange[] {
  return changes.map((change) => ({
    ...change,
    label: wording.label(change.field),
    before: wording.value(change.field, change.before),
    after: wording.value(change.field, change.after),
    ...(isPicture(change.field) && {
      pictures: { before: change.before || null, after: change.after || null },
    }),
  }))
}
