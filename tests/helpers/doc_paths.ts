/*
| The repository paths a markdown file quotes: paths in backticks and in
| fenced blocks that start with a folder of the repository (`app/...`,
| `tests/...`), and relative links (`[docs](docs/api.md#anchor)`). Used by
| tests/tooling/doc_paths.spec.ts to check they all exist.
*/
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'

const ROOT_FOLDERS = [
  'app',
  'bench',
  'bin',
  'commands',
  'config',
  'database',
  'docs',
  'public',
  'resources',
  'start',
  'tests',
  '.ci',
]
const FOLDER = `(?:${ROOT_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})`
/** A path as prose writes it: starts with a repository folder, may hold `<placeholders>`, `{a,b}` and `*`. */
const QUOTED_PATH = new RegExp(`(?<![\\w/.#@-])${FOLDER}/[\\w./<>{},*-]*`, 'g')
const LINK = /\[[^\]]*\]\(([^)\s]+)\)/g

interface QuotedPath {
  /** The path as quoted, relative to the repository root (links resolved against the file). */
  path: string
  /** The heading anchor a link names, if any. */
  anchor?: string
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` */
function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path)
  if (!match) return [path]
  return match[1]
    .split(',')
    .flatMap((choice) =>
      expandBraces(path.slice(0, match.index) + choice + path.slice(match.index + match[0].length))
    )
}

/** The part of a path before its first placeholder (`<name>` or `*`): what must exist. */
function fixedPart(path: string): string {
  const cut = path.search(/[<*]/)
  if (cut === -1) return path
  return path.slice(0, path.lastIndexOf('/', cut) + 1)
}

/** A file (with an extension) or a folder (ending in `/`): `resources/read` is an MCP method, not a path. */
const looksLikePath = (path: string) => path.endsWith('/') || /\.\w+$/.test(path)

function pathsIn(text: string): string[] {
  return [...text.matchAll(QUOTED_PATH)]
    .map((match) => match[0].replace(/[.,]+$/, ''))
    .flatMap(expandBraces)
    .filter(looksLikePath)
    .map(fixedPart)
}

function quotedText(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].map((match) => match[1])
  const outside = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '')
  const inline = [...outside.matchAll(/`([^`\n]+)`/g)].map((match) => match[1])
  return [...fenced, ...inline]
}

function linksIn(markdown: string, file: string, root: string): QuotedPath[] {
  const outside = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '')
  return [...outside.matchAll(LINK)]
    .map((match) => match[1])
    .filter((target) => !/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(target))
    .map((target) => {
      const [path, anchor] = target.split('#')
      return { path: relative(root, join(dirname(join(root, file)), path)), anchor }
    })
}

/** Every repository path the markdown `file` (relative to `root`) quotes or links. */
export function quotedPaths(markdown: string, file: string, root: string): QuotedPath[] {
  const quoted = quotedText(markdown).flatMap(pathsIn)
  return [...quoted.map((path) => ({ path })), ...linksIn(markdown, file, root)]
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function headingAnchors(markdown: string): string[] {
  const outside = markdown.replace(/^```[^\n]*\n[\s\S]*?^```/gm, '')
  return [...outside.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1].trim()))
}

/** `bin/server.js` is what `bin/server.ts` compiles to (in `build/`). */
const isCompiled = (target: string) =>
  target.endsWith('.js') && existsSync(target.replace(/\.js$/, '.ts'))

/** What `file` quotes that is not in the repository: missing paths, and anchors no heading has. */
export function missingPaths(file: string, root: string): string[] {
  const markdown = readFileSync(join(root, file), 'utf8')
  return quotedPaths(markdown, file, root).flatMap(({ path, anchor }) => {
    const target = join(root, path)
    if (!existsSync(target) && !isCompiled(target)) return [`${file}: ${path}`]
    if (!anchor || !path.endsWith('.md')) return []
    const anchors = headingAnchors(readFileSync(target, 'utf8'))
    return anchors.includes(anchor) ? [] : [`${file}: ${path}#${anchor}`]
  })
}

/** `README "Section"`, `README's "Section"`, `README ("Section")`, `(README, Section)`. */
const README_SECTION = /README(?:'s)?\s*\(?"([^"]+)"|\(README, ([^)]+)\)/g

/** The README sections the source files under `folders` (and eslint.config.js) name, with where. */
export function readmeSectionsNamedIn(root: string, folders: string[]) {
  const files = [
    'eslint.config.js',
    ...folders.flatMap((folder) =>
      readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.(ts|js|edge)$/.test(name))
        .map((name) => join(folder, name))
    ),
  ].filter((file) => file !== join('tests', 'helpers', 'doc_paths.ts'))
  return files.flatMap((file) =>
    [...readFileSync(join(root, file), 'utf8').matchAll(README_SECTION)].map((match) => ({
      file,
      section: match[1] ?? match[2],
    }))
  )
}
