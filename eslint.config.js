import { configApp } from '@adonisjs/eslint-config'

export default configApp({ ignores: ['build/**', 'tmp/**', 'node_modules/**'] })
