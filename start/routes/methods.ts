/*
| The HTTP methods Node parses, for routes that list methods themselves.
| CONNECT never reaches the router. M-SEARCH (SSDP's, not an HTTP API's) is
| left out: AdonisJS 7 writes route types (.adonisjs/server/routes.d.ts)
| keyed by unquoted method names, and "M-SEARCH" breaks that file. Such a
| request gets the site's 404.
*/
import { METHODS } from 'node:http'

export const ROUTED_METHODS = METHODS.filter((method) => !['CONNECT', 'M-SEARCH'].includes(method))
