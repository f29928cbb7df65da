/*
| MCP Apps views (stable MCP Apps spec 2026-01-26, extension
| io.modelcontextprotocol/ui): the HTML resources that list_events and
| get_event point at through `_meta.ui.resourceUri`.
| Templates live in resources/mcp_apps; partials (the shared head with the
| CSP, CSS, scripts) are inlined here so each
| served resource is one self-contained document.
*/
import { readFileSync } from 'node:fs'
import { CLIENT_CAPABILITIES_META_KEY } from '@modelcontextprotocol/server'
import type { ServerContext } from '@modelcontextprotocol/server'
import { RESOURCE_MIME_TYPE, getUiCapability } from '@modelcontextprotocol/ext-apps/server'
import type { McpUiResourceMeta, McpUiToolMeta } from '@modelcontextprotocol/ext-apps'
import i18nManager from '@adonisjs/i18n/services/main'
import { appUrl } from '#config/service'
import { SITE_LOCALES } from '#lib/site_locales'

const MCP_APP_MIME_TYPE = RESOURCE_MIME_TYPE

const TEMPLATES_DIR = new URL('../../resources/mcp_apps/', import.meta.url)
const INCLUDE = /<!--\s*include\s+(_[\w-]+\.(css|js|html))\s*-->/g
const ORIGIN_PLACEHOLDER = '__SERVICE_ORIGIN__'
const WORDS_PLACEHOLDER = '__VIEW_WORDS__'
const WORDS_PREFIX = 'mcp_apps.'

interface McpAppViewMeta {
  ui: McpUiResourceMeta & {
    csp: { resourceDomains: string[]; connectDomains: string[] }
    prefersBorder: boolean
  }
}

export interface McpAppView {
  uri: string
  name: string
  title: string
  description: string
  mimeType: typeof MCP_APP_MIME_TYPE
  /** The self-contained HTML document, with the service origin filled in. */
  html(): string
  meta: McpAppViewMeta
}

function readTemplate(fileName: string): string {
  return readFileSync(new URL(fileName, TEMPLATES_DIR), 'utf8')
}

/** A partial's text, ready to stand in a view; an HTML partial may include partials itself. */
function inlinePartial(fileName: string, kind: string): string {
  const source = readTemplate(fileName).trim()
  if (kind === 'html') return withPartials(source)
  if (kind === 'css') return `<style>\n${source}\n</style>`
  if (/<\/script/i.test(source))
    throw new Error(`${fileName} must not contain a closing script tag`)
  return `<script>\n${source}\n</script>`
}

/** Origin only (no path), safe inside the CSP meta attribute. */
export function serviceOrigin(baseUrl: string = appUrl): string {
  const origin = new URL(baseUrl).origin
  if (!/^https?:\/\/[\w.:[\]-]+$/.test(origin))
    throw new Error(`Unusable service origin: ${origin}`)
  return origin
}

function withPartials(template: string): string {
  return template.replace(INCLUDE, (_match, fileName: string, kind: string) =>
    inlinePartial(fileName, kind)
  )
}

/**
 * The views' words in every language of the catalog
 * (resources/lang/<locale>/mcp_apps.json), as a script literal: a view
 * shows the host's language (its `hostContext.locale`), else English.
 */
function viewWords(): string {
  const words = Object.fromEntries(
    SITE_LOCALES.map((locale) => {
      const entries = Object.entries(i18nManager.getTranslationsFor(locale))
        .filter(([key]) => key.startsWith(WORDS_PREFIX))
        .map(([key, message]) => [key.slice(WORDS_PREFIX.length), message])
      return [locale, Object.fromEntries(entries)]
    })
  )
  return JSON.stringify(words).replaceAll('<', '\\u003c')
}

function renderViewDocument(templateName: string, origin: string = serviceOrigin()): string {
  return withPartials(readTemplate(templateName))
    .replaceAll(ORIGIN_PLACEHOLDER, origin)
    .replace(WORDS_PLACEHOLDER, () => viewWords())
}

function defineView(
  view: Omit<McpAppView, 'html' | 'meta' | 'mimeType'>,
  templateName: string
): McpAppView {
  let cached: string | undefined
  return {
    ...view,
    mimeType: MCP_APP_MIME_TYPE,
    html: () => (cached ??= renderViewDocument(templateName)),
    meta: {
      ui: {
        csp: { resourceDomains: [serviceOrigin()], connectDomains: [] },
        prefersBorder: true,
      },
    },
  }
}

export const eventsListView = defineView(
  {
    uri: 'ui://student-events/events-list.html',
    name: 'events-list-view',
    title: 'Student events list',
    description:
      'Interactive list of student events with ticket prices per round, ticket status, early access and buy links.',
  },
  'events_list.html'
)

export const eventCardView = defineView(
  {
    uri: 'ui://student-events/event-card.html',
    name: 'event-card-view',
    title: 'Student event card',
    description:
      'Card for one student event: date, venue, ticket prices per round, ticket status, early access and buy link.',
  },
  'event_card.html'
)

export const appViews = [eventsListView, eventCardView]

/**
 * `_meta` for a tool that renders in `view` (stable MCP Apps: `_meta.ui`; the
 * deprecated flat `ui/resourceUri` key is no longer sent). Both the model and
 * the view may call the tool.
 */
export function toolUiMeta(view: McpAppView): { ui: McpUiToolMeta } {
  return { ui: { resourceUri: view.uri, visibility: ['model', 'app'] } }
}

/**
 * Whether the client renders MCP Apps views: `true`/`false` when the request
 * says (2026-07-28 requests carry the client's capabilities), `undefined`
 * when it cannot be known (2025-era requests after initialize: each POST is
 * a new stateless server). Tools keep their `_meta.ui` unless the client
 * said it has no UI support.
 */
export function clientUiSupport(ctx: ServerContext): boolean | undefined {
  const envelope = ctx.mcpReq.envelope as Record<string, unknown> | undefined
  const capabilities = envelope?.[CLIENT_CAPABILITIES_META_KEY] as
    Parameters<typeof getUiCapability>[0] | undefined
  if (!capabilities) return undefined
  return getUiCapability(capabilities)?.mimeTypes?.includes(RESOURCE_MIME_TYPE) ?? false
}

/** One `resources/read` content item; hosts read `_meta.ui` (csp) from here first. */
export function viewResourceContent(view: McpAppView) {
  return { uri: view.uri, mimeType: view.mimeType, text: view.html(), _meta: view.meta }
}
