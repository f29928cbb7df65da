/* Uploaded images, served from the service's own host (stored through @adonisjs/drive). */
import router from '@adonisjs/core/services/router'
import { MEDIA_PATH } from '#lib/image_files'

const MediaController = () => import('#controllers/media_controller')

router.get(`${MEDIA_PATH}/:file`, [MediaController, 'show']).as('media.image')
