/*
| What staff read when a form field is refused: the field named by its form
| label ("Ticket status is required"), never by its key. The labels come
| from where a form is declared (resource forms: their declaration, see
| app/admin/engine/field_labels.ts; other admin forms: beside their
| validator); a key nobody labelled reads as words ("ticket_status" →
| "Ticket status").
*/
import { SimpleMessagesProvider } from '@vinejs/vine'
import type { FieldContext, MessagesProviderContact } from '@vinejs/vine/types'

/** Field labels by path; a row column as `rows.*.column` beside its list's `rows`. */
export type FieldLabels = Record<string, string>

/** "ticket_status" → "Ticket status"; "city_id" → "City". */
function keyAsWords(key: string): string {
  const words = key.replace(/_id$/, '').replace(/[_.]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

const ROW_FIELD = /^(\w+)\.(\d+)\.(\w+)$/

/** A message provider of VineJS that names fields by their labels. */
export class StaffMessages implements MessagesProviderContact {
  readonly #messages: Record<string, string>
  readonly #labels: FieldLabels

  constructor(messages: Record<string, string>, labels: FieldLabels = {}) {
    this.#messages = messages
    this.#labels = labels
  }

  /** The same messages with these labels (labels given here before those declared already). */
  withLabels(labels: FieldLabels): StaffMessages {
    return new StaffMessages(this.#messages, { ...this.#labels, ...labels })
  }

  /** "Ticket status"; a row's field as "Ticket rounds 2, price". */
  labelOf(path: string): string {
    if (this.#labels[path]) return this.#labels[path]
    const row = ROW_FIELD.exec(path)
    if (row) {
      const [, list, index, column] = row
      const columnLabel = this.#labels[`${list}.*.${column}`] ?? keyAsWords(column)
      const listLabel = this.#labels[list] ?? keyAsWords(list)
      return `${listLabel} ${Number(index) + 1}, ${columnLabel.toLowerCase()}`
    }
    return keyAsWords(path.split('.').at(-1) ?? path)
  }

  getMessage(rawMessage: string, rule: string, field: FieldContext, args?: Record<string, any>) {
    const path = field.getFieldPath()
    /* "Body (Markdown)" → "Body is required" */
    const label = this.labelOf(path).replace(/\s*\([^)]*\)$/, '')
    const named = new SimpleMessagesProvider(this.#messages, { [path]: label })
    return named.getMessage(rawMessage, rule, field, args)
  }
}
