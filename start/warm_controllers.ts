/*
| In production the controllers, which the router imports on first use, are
| imported before the server listens: otherwise the first burst on a route
| pays for loading its modules while every other request waits (a first
| burst of calendars held /health for ~2 s loading ical-generator and the
| zone data).
*/
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import app from '@adonisjs/core/services/app'

/* the doors' controllers and the admin panel's (app/admin/controllers) */
const CONTROLLER_FOLDERS = ['app/controllers', 'app/admin/controllers']

async function importControllers(path: string) {
  const folder = app.makePath(path)
  const files = await readdir(folder, { recursive: true })
  const modules = files.filter((file) => file.endsWith('.js'))
  await Promise.all(modules.map((file) => import(pathToFileURL(join(folder, file)).href)))
}

if (app.inProduction) await Promise.all(CONTROLLER_FOLDERS.map(importControllers))
