/* Where the application lives, and how AdonisJS imports its files from there (every entrypoint). */

export const APP_ROOT = new URL('../', import.meta.url)

export const IMPORTER = (filePath: string) => {
  if (filePath.startsWith('./') || filePath.startsWith('../')) {
    return import(new URL(filePath, APP_ROOT).href)
  }
  return import(filePath)
}
