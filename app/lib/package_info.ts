import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'

/** name, version and license from package.json (the MCP servers report this version). */
const packageInfo: { name: string; version: string; license?: string } = JSON.parse(
  readFileSync(app.makePath('package.json'), 'utf8')
)

export default packageInfo
