/*
| Preload: Edge globals of the site templates (the English set; a page in
| another language shares its own `site`, #http/site_language). Words:
| `site.t('key')` (a bare `t` is @adonisjs/i18n's Edge helper, not the site's).
*/
import edge from 'edge.js'
import { siteHelpers } from '#http/site/helpers'

edge.global('site', siteHelpers())
