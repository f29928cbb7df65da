import { test } from '@japa/runner'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import db from '@adonisjs/lucid/services/db'
import { copyOfTrackedFiles } from '#tests/helpers/repository_copy'
import {
  applySetCookies,
  completion,
  runTypeScript,
  signInOverHttp,
  startServer,
  type ServerProcess,
} from '#tests/helpers/processes'

/*
| The README's "Adding an admin resource", followed literally on a copy of the
| repository: one folder app/admin/resources/<entity>/ (resource.ts,
| validator.ts, views/), one entry in registry.ts, the kind in
| AUDITED_ENTITIES and a migration adding it to the CHECKs of reviews and
| comments. The copy's own server (a real process on a database of its own)
| then routes the new resource, lists it in the panel's navigation and its
| list, and creates and edits a record through the panel's forms.
*/
/** What a resource stands on and the recipe takes as given: its model and table. */
const GIVEN: Record<string, string> = {
  'app/models/spare_note.ts': `import { compose } from '@adonisjs/core/helpers'
import { BaseModel, column } from '@adonisjs/lucid/orm'
import { WithSerialId } from '#models/mixins/serial_id'
import { WithTimestamps } from '#models/mixins/timestamps'

export default class SpareNote extends compose(BaseModel, WithSerialId, WithTimestamps) {
  @column()
  declare slug: string

  @column()
  declare title: string
}
`,
  'database/migrations/9990_spare_notes.ts': `import { BaseSchema } from '@adonisjs/lucid/schema'

const KINDS = "('event', 'city', 'partner', 'pricing_item', 'doc', 'spare_note')"

export default class extends BaseSchema {
  async up() {
    this.schema.createTable('spare_notes', (table) => {
      table.increments('id')
      table.string('slug', 120).notNullable().unique()
      table.string('title', 200).notNullable()
      table.integer('version').notNullable().defaultTo(1)
      table.timestamp('created_at', { useTz: true })
      table.timestamp('updated_at', { useTz: true })
    })
    this.schema.raw(\`CREATE TRIGGER spare_notes_stamp_version BEFORE INSERT OR UPDATE ON spare_notes
      FOR EACH ROW EXECUTE FUNCTION stamp_content_version()\`)
    /* the recipe: the kind joins the CHECKs of reviews and comments */
    for (const table of ['review_requests', 'record_comments']) {
      this.schema.raw(\`ALTER TABLE \${table} DROP CONSTRAINT \${table}_entity_enum,
        ADD CONSTRAINT \${table}_entity_enum CHECK (entity_type IN \${KINDS})\`)
    }
  }
}
`,
}

/** The recipe's folder: the declaration, its validator, its views (the Edge disk `spare_note`). */
const FOLDER: Record<string, string> = {
  'app/admin/resources/spare_note/validator.ts': `import vine from '@vinejs/vine'
import { messagesProvider, rules, SLUG_MESSAGE, uniqueIn } from '#admin/validators/rules'

export const spareNoteValidator = vine.create({
  slug: rules.slug(120).unique(uniqueIn('spare_notes', 'slug')),
  title: rules.text(200),
})

spareNoteValidator.messagesProvider = messagesProvider({ 'slug.regex': SLUG_MESSAGE })

export type SpareNoteInput = Awaited<ReturnType<typeof spareNoteValidator.validate>>

export const SPARE_NOTE_LIST_FILTERS = {}
`,
  'app/admin/resources/spare_note/resource.ts': `import SpareNote from '#models/spare_note'
import { declareResource, namedAs } from '#admin/engine/admin_resource'
import { field, sameNamed } from '#admin/engine/form_parts'
import { sortBy } from '#admin/engine/list_parts'
import {
  SPARE_NOTE_LIST_FILTERS,
  spareNoteValidator,
  type SpareNoteInput,
} from '#admin/resources/spare_note/validator'

export const spareNoteResource = declareResource({
  ...namedAs('spare_note', 'spare-notes'),
  shortcut: 'u',
  model: SpareNote,
  titleOf: (row) => (row as SpareNote).title,
  attributes: (input: SpareNoteInput) => sameNamed(input, 'slug', 'title'),
  form: {
    validators: { create: spareNoteValidator, update: spareNoteValidator },
    newValues: () => ({}),
    sections: [{ fields: [field.text('title', 'Title', { required: true }), field.slug()] }],
  },
  list: {
    description: 'Notes that live for one test.',
    placeholder: 'Title or slug',
    columns: { title: 'Note' },
    searchColumns: ['title', 'slug'],
    filters: [],
    filterRules: SPARE_NOTE_LIST_FILTERS,
    sorts: { title: sortBy.text('title') },
    defaultOrder: sortBy.columns('slug'),
    defaultOrderLabel: 'By slug',
    cellsView: 'spare_note::cells',
  },
})
`,
  'app/admin/resources/spare_note/views/cells.edge': `@if(column.key === 'title')
  <a class="strong" href="{{ route(routes.edit, { id: row.id }) }}">{{ row.title }}</a>
@end
`,
}

/** The file's text with `line` put after the line `after` (which must be there). */
function withLine(text: string, after: string, line: string) {
  if (!text.includes(after)) throw new Error(`the recipe's anchor is gone: ${after}`)
  return text.replace(after, `${after}\n${line}`)
}

function followRecipe(copy: string) {
  for (const [path, text] of Object.entries({ ...GIVEN, ...FOLDER })) {
    mkdirSync(dirname(join(copy, path)), { recursive: true })
    writeFileSync(join(copy, path), text)
  }
  const registry = join(copy, 'app/admin/resources/registry.ts')
  let text = readFileSync(registry, 'utf8')
  text = withLine(
    text,
    "import { pricingItemResource } from '#admin/resources/pricing_item/resource'",
    "import { spareNoteResource } from '#admin/resources/spare_note/resource'"
  )
  writeFileSync(registry, withLine(text, '  doc: docResource,', '  spare_note: spareNoteResource,'))
  const trail = join(copy, 'app/admin/staff/audit_trail.ts')
  writeFileSync(
    trail,
    withLine(readFileSync(trail, 'utf8'), "  doc: 'Doc',", "  spare_note: 'Spare note',")
  )
}

/** The database URL of this run's tests with another database name. */
function databaseNamed(name: string) {
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

async function runAce(copy: string, args: string[], env: Record<string, string>) {
  const { code, output } = await completion(runTypeScript(['ace.js', ...args], env, copy))
  if (code !== 0) throw new Error(`node ace ${args.join(' ')} failed (${code}):\n${output}`)
}

/** The page's form posting to `path` (its query aside): where it posts, and its hidden fields. */
function formOf(page: string, path: string) {
  for (const [form] of page.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
    const action = /\baction="([^"]*)"/.exec(form)?.[1]?.replaceAll('&amp;', '&')
    if (action?.split('?')[0] !== path) continue
    const fields: Record<string, string> = {}
    for (const [tag] of form.matchAll(/<input\b[^>]*type=['"]hidden['"][^>]*>/g)) {
      const name = /\bname=['"]([^'"]+)['"]/.exec(tag)?.[1]
      if (name) fields[name] = /\bvalue=['"]([^'"]*)['"]/.exec(tag)?.[1] ?? ''
    }
    return { action, fields }
  }
  throw new Error(`no form posts to ${path}`)
}

/** Fills in and posts the form of the page at `path` that posts to `target`, as a browser would. */
async function submitForm(
  server: ServerProcess,
  path: string,
  target: string,
  cookie: string,
  values: Record<string, string>
) {
  const page = await server.get(path, { cookie })
  assertStatus(page, 200, path)
  cookie = applySetCookies(cookie, page)
  const { action, fields } = formOf(await page.text(), target)
  const response = await fetch(server.base + action, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'referer': server.base + path,
      cookie,
    },
    body: new URLSearchParams({ ...fields, ...values }).toString(),
  })
  return { response, cookie: applySetCookies(cookie, response) }
}

/** The text of a page of the panel. */
async function pageText(server: ServerProcess, path: string, cookie: string) {
  const response = await server.get(path, { cookie })
  return response.text()
}

function assertStatus(response: Response, status: number, what: string) {
  if (response.status !== status) throw new Error(`${what}: ${response.status}, not ${status}`)
}

test.group('README: adding an admin resource', () => {
  test('one folder, its registry entry, its kind and a migration: routed, listed, editable', async ({
    assert,
  }) => {
    const copy = copyOfTrackedFiles('resource-recipe-')
    const name = `${new URL(process.env.DATABASE_URL!).pathname.slice(1)}_recipe`
    const env = { DATABASE_URL: databaseNamed(name), NODE_ENV: 'test', LOG_LEVEL: 'silent' }
    let server: ServerProcess | null = null
    await db.rawQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await db.rawQuery(`CREATE DATABASE "${name}"`)
    try {
      followRecipe(copy)
      await runAce(copy, ['migration:run', '--force'], env)
      const [email, password] = ['recipe@students.example.org', 'recipe-password-1']
      await runAce(copy, ['admin:create', `--email=${email}`, `--password=${password}`], env)
      server = await startServer(env, copy)
      let cookie = await signInOverHttp(server.base, email, password)

      const home = await server.get('/admin', { cookie })
      assert.include(await home.text(), 'href="/admin/spare-notes"')

      const created = await submitForm(
        server,
        '/admin/spare-notes/new',
        '/admin/spare-notes',
        cookie,
        {
          title: 'A note that lives for one test',
          slug: 'one-test-note',
        }
      )
      assert.equal(created.response.status, 302)
      cookie = created.cookie
      const list = await pageText(server, '/admin/spare-notes', cookie)
      assert.include(list, 'A note that lives for one test')
      const id = /href="\/admin\/spare-notes\/(\d+)\/edit"/.exec(list)?.[1]
      assert.isDefined(id)

      const edited = await submitForm(
        server,
        `/admin/spare-notes/${id}/edit`,
        `/admin/spare-notes/${id}`,
        cookie,
        { title: 'A note edited through the panel', slug: 'one-test-note' }
      )
      assert.equal(edited.response.status, 302)
      const after = await pageText(server, '/admin/spare-notes', edited.cookie)
      assert.include(after, 'A note edited through the panel')
      assert.notInclude(after, 'A note that lives for one test')
      const history = await pageText(server, '/admin/history', edited.cookie)
      assert.include(history, 'A note edited through the panel')
    } finally {
      await server?.stop()
      rmSync(copy, { recursive: true, force: true })
      await db.rawQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    }
  }).timeout(300_000)
})
