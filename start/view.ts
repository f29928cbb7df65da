/*
| Preload: Edge globals of the site templates (the English set; a page in
| another language shares its own `site` and `t`, #http/site_language).
*/
import edge from 'edge.js'
import { siteHelpers } from '#http/site_helpers'

const english = siteHelpers()
edge.global('site', english)
edge.global('t', english.t)
