import { appUrl } from '#config/service'

/** Makes a stored link absolute: paths ("/cities/berlin") are resolved on APP_URL. */
export function absoluteUrl(pathOrUrl: string): string
export function absoluteUrl(pathOrUrl: string | null): string | null
export function absoluteUrl(pathOrUrl: string | null): string | null {
  if (pathOrUrl === null) return null
  if (/^[a-z][a-z0-9+.-]*:/i.test(pathOrUrl)) return pathOrUrl
  return appUrl + (pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`)
}

/** An absolute URL on the service with query parameters (empty ones left out). */
export function serviceUrl(path: string, query: Record<string, string | undefined> = {}): string {
  const url = new URL(absoluteUrl(path))
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') url.searchParams.set(name, value)
  }
  return url.toString()
}
