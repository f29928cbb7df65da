/* Helpers every Edge view may use (admin and site alike). */
import edge from 'edge.js'
import { imagePath } from '#lib/image_files'

edge.global('imagePath', imagePath)
