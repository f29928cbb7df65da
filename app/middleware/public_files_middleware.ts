import { readdirSync } from 'node:fs'
import { inject } from '@adonisjs/core'
import app from '@adonisjs/core/services/app'
import StaticMiddleware from '@adonisjs/static/static_middleware'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/* The top-level entries of public/, read once at boot: only their paths can be files */
const PUBLIC_PREFIXES = readdirSync(app.publicPath()).map((name) => `/${name}`)

function isPublicPath(url: string) {
  return PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`))
}

/**
 * Static files only where they live: `@adonisjs/static` stats the disk for
 * every path it sees, so only paths under a public/ entry are handed to it.
 */
@inject()
export default class PublicFilesMiddleware {
  constructor(private files: StaticMiddleware) {}

  handle(ctx: HttpContext, next: NextFn) {
    if (!isPublicPath(ctx.request.url())) return next()
    return this.files.handle(ctx, next)
  }
}
