import { readdirSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/* Read once at boot: the top-level entries of public/ (only their paths can be files) */
const PUBLIC_PREFIXES = readdirSync(app.publicPath()).map((name) => `/${name}`)
const files = await app.container.make(StaticMiddleware)

function isPublicPath(url: string) {
  return PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))
}

/**
 * Static files only where they live: `@adonisjs/static` stats the disk for
 * every path it sees (and its container binding builds a new file server
 * each time), so one file server, made at boot, sees only public/ paths.
 */
export default class PublicFilesMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    if (!isPublicPath(ctx.request.url())) return next()
    return files.handle(ctx, next)
  }
}
