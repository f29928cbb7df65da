import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { Secret } from '@adonisjs/core/helpers'
import { defineConfig } from '@adonisjs/core/http'
import proxyAddr from 'proxy-addr'
import { developmentAppKey } from '#lib/app_key'
import { projectPath } from '#lib/project_root'

function resolveAppKey(): string {
  const key = env.get('APP_KEY')
  if (key) return key
  if (app.inProduction) {
    throw new Error('Missing environment variable "APP_KEY": it is required in production')
  }
  return developmentAppKey(projectPath('tmp', 'app_key'))
}

export const appKey = new Secret(resolveAppKey())

const trustedProxies = (env.get('TRUSTED_PROXIES') ?? '')
  .split(',')
  .map((entry) => entry.trim())
  .filter(Boolean)

export const http = defineConfig({
  generateRequestId: true,
  allowMethodSpoofing: false,
  useAsyncLocalStorage: false,
  /* X-Forwarded-For counts only when it comes from a configured proxy */
  trustProxy: proxyAddr.compile(trustedProxies),
  etag: false,
  /*
   * A literal comma stays in the value (`ticket_status=on_sale,opens_soon`,
   * `q=Frankfurt, Oder`), as %2C does: the framework's default (`comma: true`)
   * made it a list, which every single-value parameter refused with 400.
   * A repeated key is still a list.
   */
  qs: { parse: { comma: false } },
  cookie: {
    domain: '',
    path: '/',
    maxAge: '2h',
    httpOnly: true,
    secure: app.inProduction,
    sameSite: 'lax',
  },
})
