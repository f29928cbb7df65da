/*
| Preload: Edge globals of the site templates.
*/
import edge from 'edge.js'
import { siteHelpers } from '#controllers/site/site_globals'

edge.global('site', siteHelpers)
