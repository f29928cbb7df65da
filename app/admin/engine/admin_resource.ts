/*
| What a resource declaration holds (app/admin/resources/registry.ts lists
| them). Everything the generic list, form, create/edit/delete, bulk and
| history flows need to know about one kind of record is said here once.
*/
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type { LucidModel, LucidRow, ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import type { AuditedEntity, Snapshot } from '#admin/staff/audit_trail'
import { withValidatorLimits } from '#admin/engine/validator_limits'
import type { ListFilterRules } from '#admin/validators/list_query'
import type { StaffRight } from '#admin/staff/roles'

export type RowQuery = ModelQueryBuilderContract<LucidModel, LucidRow>
/** A query's WHERE group (the OR conditions of a search go into one). */
export type WhereGroup = RowQuery

export interface ChildRows {
  /** key in the snapshot and the form */
  key: string
  /** the parent model's relation */
  relation: string
  /** how a deletion confirmation names them ("ticket rounds") */
  label: string
  model: LucidModel
  /** the child's attribute naming its parent */
  parent: string
  fields: readonly string[]
}

export interface Choice {
  value: string | number
  label: string
}

export interface ListColumn {
  key: string
  label: string
  /** the sort (a key of `sorts`) a click on the header applies */
  sort?: string
}

export type FilterValue = string | number

export interface ListFilter {
  /** the query-string parameter */
  key: string
  label: string
  /** a select's options; a filter without them is a date input */
  choices?: () => Choice[] | Promise<Choice[]>
  /** `zone`: the staff member's time zone (periods such as "this month") */
  apply(query: RowQuery, value: FilterValue, zone: string): void
}

export type SortDirection = 'asc' | 'desc'

export interface ListDeclaration {
  /** one line under the list's heading */
  description: string
  placeholder: string
  columns: ListColumn[]
  /** accent- and case-insensitive "contains" over these columns */
  searchColumns: string[]
  /** more ways a search text matches (ORed with the columns) */
  searchAlso?: (group: WhereGroup, text: string) => void
  /** a city id column: a search word naming a city (its name, an alias) finds its rows */
  searchCity?: string
  /** a stored folded text holding the search columns, trigram-indexed: candidates first */
  searchFolded?: string
  filters: ListFilter[]
  /** VineJS rules of the filters (in the resource's validator.ts) */
  filterRules: ListFilterRules
  /** the filter the older `filter` parameter sets (links made before named filters) */
  legacyFilter?: string
  sorts: Record<string, (query: RowQuery, direction: SortDirection) => void>
  defaultOrder(query: RowQuery): void
  /**
   * The default order as disjoint parts, each filtered and ordered as an
   * index gives it: a page is read part by part (listing.ts pageInParts)
   */
  defaultOrderParts?: ((query: RowQuery) => void)[]
  /** how the order select names the default order */
  defaultOrderLabel: string
  /** counts and relations the list's cells show */
  withList?: (query: RowQuery) => void
  /** more values the cells read (events: the ticket status shown now), handed to each cell as props */
  extras?: (rows: LucidRow[]) => object
  /** the view of the resource's cells (included once per column, `column` and `row` set) */
  cellsView: string
  /** the list has bulk actions (/admin/<path>/bulk) */
  bulk?: boolean
}

/** How a form field is shown: an input type, a textarea, a select or a checkbox. */
export type FieldKind =
  'text' | 'textarea' | 'select' | 'number' | 'url' | 'email' | 'datetime-local' | 'checkbox'

/** One form field (components/admin/declared_field.edge renders it). */
export interface FormField {
  /** the input's name and the key of its value and errors */
  name: string
  label: string
  /** default: text */
  kind?: FieldKind
  /** a select's options: a key of the form's `choices` (Choice[]) */
  choices?: string
  /** a select's empty option ("Choose…") */
  blank?: string
  hint?: string
  required?: boolean
  maxlength?: number
  min?: number
  max?: number
  step?: number | string
  /** a textarea's rows */
  rows?: number
  placeholder?: string
  /** the id of a datalist (one of the form's `datalists`) */
  list?: string
  /** spans the whole grid row */
  wide?: boolean
  /** the input's CSS class (mono, short) */
  inputClass?: string
  /** shown on the new record's form only (a fixed id) */
  onlyNew?: boolean
}

/** A column of a child-rows editor (components/admin/rows.edge). */
export type RowsColumn = Omit<FormField, 'name' | 'required' | 'hint' | 'rows' | 'onlyNew'> & {
  key: string
}

/** The editor of one `ChildRows` list (its `key`). */
export interface RowsEditor {
  key: string
  legend: string
  /** how the row tools name one row ("Remove this link") */
  itemLabel: string
  addLabel: string
  hint?: string
  columns: RowsColumn[]
}

/** One card of the generic form (admin/resource_form.edge). */
export interface FormSection {
  title?: string
  hint?: string
  fields: FormField[]
  rows?: RowsEditor[]
}

export interface FormDeclaration {
  /** the template (default admin/resource_form, which renders `sections`) */
  view?: string
  /** the fields, card by card */
  sections?: FormSection[]
  /** datalists the fields suggest from: their id and a key of `choices` (string[]) */
  datalists?: { id: string; choices: string }[]
  /** the record has a picture: its form takes one, and admin.<path>.image.* are built */
  image?: boolean
  /** `id` is fixed after creation (events) when the two differ */
  validators: { create: unknown; update: unknown }
  /** the values a new record's form starts with */
  newValues(): Snapshot
  /** the record has a publication whose times the form shows in the staff zone */
  publicationInStaffZone?: boolean
  /** the edit form's values (default: the snapshot) */
  values?: (row: LucidRow, staffZone: string) => Snapshot
  /** the options of the form's selects (and values of its datalists) */
  choices?: () => Record<string, unknown> | Promise<Record<string, unknown>>
}

export interface DeletionImpact {
  deleted: { label: string; count: number }[]
  unlinked: { label: string; count: number }[]
}

export interface AdminResource {
  entity: AuditedEntity
  label: string
  /** the list's heading, e.g. "Pricing" */
  plural: string
  /** how counts name records: "1 item", "12 items" */
  noun: { one: string; many: string }
  model: LucidModel
  /** URL path under /admin and route-name part: /admin/<path>, admin.<path>.index */
  path: string
  /** the key of its link in the panel's navigation ("g" then this key) */
  shortcut: string
  numericId: boolean
  /** the right its pages need (app/admin/staff/roles.ts, checked per route group) */
  right: StaffRight
  previewRoute?: string
  children: readonly ChildRows[]
  titleOf(row: LucidRow): string
  /** the record's columns from the validated form input */
  /** `zone`: the signed-in staff member's, for times entered in the staff zone */
  attributes(input: any, client: TransactionClientContract, zone: string): object | Promise<object>
  /** columns set only when the record is created (a fixed id) */
  createAttributes?: (input: any) => object
  /** work that follows an update in the same transaction */
  afterUpdate?: (row: LucidRow, client: TransactionClientContract) => Promise<void>
  /** what deleting takes with it, and what it leaves unlinked */
  deletionImpact?: (row: LucidRow) => Promise<DeletionImpact>
  form: FormDeclaration
  list: ListDeclaration
}

/** How a resource is named on its pages and in its URLs. */
export type ResourceNaming = Pick<AdminResource, 'entity' | 'label' | 'plural' | 'noun' | 'path'>

/** The publication fields (components/admin/publication.edge) as their labels read. */
const PUBLICATION_LABELS = {
  publication: 'State',
  publish_at: 'Publish at',
  unpublish_at: 'Unpublish at',
}

/** A form's field labels by input path; a row column as `rows.*.column` (validation messages). */
export function formLabelsOf(form: Pick<FormDeclaration, 'sections'>): Record<string, string> {
  const labels: Record<string, string> = { ...PUBLICATION_LABELS }
  for (const section of form.sections ?? []) {
    for (const field of section.fields) labels[field.name] = field.label
    for (const editor of section.rows ?? []) {
      labels[editor.key] = editor.legend
      for (const column of editor.columns) labels[`${editor.key}.*.${column.key}`] = column.label
    }
  }
  return labels
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The naming of a resource whose entity is its noun: `namedAs('doc', 'docs')`
 * reads "New doc", "Docs" as the list's heading, "12 docs", and lives at /admin/docs.
 */
export function namedAs(entity: AuditedEntity, many: string): ResourceNaming {
  const noun = { one: entity, many }
  return { entity, label: capitalized(entity), plural: capitalized(many), noun, path: many }
}

/** A list as declared: column labels by key; a column is sortable when a sort has its key. */
export type ListInput = Omit<ListDeclaration, 'columns'> & { columns: Record<string, string> }

/** What a resource's file declares; `declareResource` derives the rest. */
export type ResourceDeclaration = Omit<
  AdminResource,
  'numericId' | 'right' | 'children' | 'previewRoute' | 'list'
> & {
  /** default: true */
  numericId?: boolean
  /** default: content */
  right?: StaffRight
  /** default: none */
  children?: readonly ChildRows[]
  /** staff can preview the record's public page (route admin.preview.<entity>) */
  preview?: boolean
  list: ListInput
}

function columnsOf(list: ListInput): ListColumn[] {
  return Object.entries(list.columns).map(([key, label]) =>
    Object.hasOwn(list.sorts, key) ? { key, label, sort: key } : { key, label }
  )
}

/** A resource from its declaration: the defaults, the preview route and the list's columns. */
export function declareResource(declaration: ResourceDeclaration): AdminResource {
  const { numericId = true, right = 'content', children = [], preview, list, ...rest } = declaration
  return {
    ...rest,
    numericId,
    right,
    children,
    ...(preview && { previewRoute: `admin.preview.${rest.entity}` }),
    form: withValidatorLimits(rest.form),
    list: { ...list, columns: columnsOf(list) },
  }
}

/** The route names of a resource's pages. */
export function routesOf(resource: Pick<AdminResource, 'path' | 'previewRoute'>) {
  const name = `admin.${resource.path}`
  return {
    index: `${name}.index`,
    create: `${name}.create`,
    store: `${name}.store`,
    edit: `${name}.edit`,
    update: `${name}.update`,
    conflict: `${name}.conflict`,
    delete: `${name}.delete`,
    destroy: `${name}.destroy`,
    preview: resource.previewRoute,
  }
}
