import { test } from '@japa/runner'
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { missingPaths, quotedPaths, readmeSectionsNamedIn } from '#tests/helpers/doc_paths'

/*
| The README and docs/ quote repository paths; a moved or renamed file must
| take its mentions along. Nothing here needs the database.
*/
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const DOCS = readdirSync(join(ROOT, 'docs'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => `docs/${name}`)

test.group('Paths quoted in the documentation', () => {
  test('every path quoted in {$self} exists')
    .with(['README.md', ...DOCS])
    .run(({ assert }, file) => {
      assert.deepEqual(missingPaths(file, ROOT), [])
    })

  test('the README links every docs file', ({ assert }) => {
    const linked = new Set(
      quotedPaths(readFileSync(join(ROOT, 'README.md'), 'utf8'), 'README.md', ROOT)
        .filter(({ path }) => path.startsWith('docs/'))
        .map(({ path }) => path)
    )
    assert.deepEqual(
      DOCS.filter((doc) => !linked.has(doc)),
      []
    )
  })

  test('every README section the code names exists', ({ assert }) => {
    const headings = [
      ...readFileSync(join(ROOT, 'README.md'), 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm),
    ].map((match) => match[1].trim().toLowerCase())
    const named = readmeSectionsNamedIn(ROOT, [
      'app',
      'bin',
      'start',
      'config',
      'commands',
      'tests',
    ])
    assert.isNotEmpty(named)
    assert.deepEqual(
      named.filter(({ section }) => !headings.includes(section.toLowerCase())),
      []
    )
  })

  test('docs/bench.md names the commit each results file states', ({ assert }) => {
    const table = readFileSync(join(ROOT, 'docs/bench.md'), 'utf8')
    const listed = Object.fromEntries(
      [
        ...table.matchAll(/^\| \[(bench\/[\w.]+\.md)\]\([^)]*\) \| ([0-9a-f]{7,}|not stated)/gm),
      ].map((match) => [match[1], match[2]])
    )
    const stated = Object.fromEntries(
      readdirSync(join(ROOT, 'bench'))
        .filter((name) => name.endsWith('.md') && !name.startsWith('README'))
        .map((name) => {
          const text = readFileSync(join(ROOT, 'bench', name), 'utf8')
          return [`bench/${name}`, /, commit ([0-9a-f]{7,})/.exec(text)?.[1] ?? 'not stated']
        })
    )
    assert.deepEqual(listed, stated)
  })

  test('a missing file, a missing heading and placeholders are told apart', ({ assert }) => {
    const root = mkdtempSync(join(tmpdir(), 'doc-paths-'))
    mkdirSync(join(root, 'app/services/admin'), { recursive: true })
    mkdirSync(join(root, 'docs'))
    writeFileSync(join(root, 'app/services/admin/roles.ts'), '')
    writeFileSync(join(root, 'docs/admin.md'), '# Admin panel\n\n## Staff accounts, and roles\n')
    writeFileSync(
      join(root, 'docs/read.md'),
      [
        'Rules in `app/services/admin/roles.ts`, each in `app/services/admin/<name>_admin.ts`;',
        'gone: `app/lib/response_guard.ts` and `app/services/{admin,mail}/`; a method: `resources/read`.',
        '[Roles](admin.md#staff-accounts-and-roles), [nothing](admin.md#nothing),',
        '[away](../README.md), [site](/openapi.json), [web](https://example.org/app/x.ts).',
        '```',
        'bin/server.ts → app/lib/response_guard.ts',
        '```',
      ].join('\n')
    )
    assert.deepEqual(missingPaths('docs/read.md', root), [
      'docs/read.md: bin/server.ts',
      'docs/read.md: app/lib/response_guard.ts',
      'docs/read.md: app/lib/response_guard.ts',
      'docs/read.md: app/services/mail/',
      'docs/read.md: docs/admin.md#nothing',
      'docs/read.md: README.md',
    ])
  })
})
