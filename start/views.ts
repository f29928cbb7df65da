/* Helpers every Edge view may use (admin and site alike). */
import edge from 'edge.js'
import { imagePath } from '#lib/image_files'
import { focalClasses } from '#presenters/media'
import { PUBLISH_QUESTIONS } from '#admin/validators/rules'

edge.global('imagePath', imagePath)
/* crops around a picture's focal point (app/presenters/media.ts) */
edge.global('focalClasses', focalClasses)
/* the publication card's questions, so it shows their answer buttons (app/admin/validators/rules.ts) */
edge.global('publishQuestions', PUBLISH_QUESTIONS)
