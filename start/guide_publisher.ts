/* Publishes scheduled city guide drafts at their time (app/services/admin/guide_publisher.ts). */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { GuidePublisher } from '#services/admin/guide_publisher'

const publisher = new GuidePublisher(logger)
publisher.start()
app.terminating(() => publisher.stop())
