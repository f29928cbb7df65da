import type City from '#models/city'
import type { CityCardShape, CityGuideShape } from '#schemas/city'
import type { EventShape } from '#schemas/event'
import { absoluteUrl } from '#lib/urls'
import { imageUrl } from '#lib/image_files'
import { serializeImageDetails } from '#serializers/image_details'
import { formatUpdatedAt } from '#lib/zoned_time'

/** Needs the city's picture record preloaded (`media`; CityQuery does it). */
export function serializeCityCard(city: City): CityCardShape {
  return {
    slug: city.slug,
    name: city.name,
    country: city.country,
    country_code: city.countryCode,
    summary: city.summary,
    festival_name: city.festivalName,
    city_guide_url: absoluteUrl(city.cityGuideUrl),
    festival_url: absoluteUrl(city.festivalUrl),
    halloween_url: absoluteUrl(city.halloweenUrl),
    image: imageUrl(city.imageHash),
    ...serializeImageDetails({
      hash: city.imageHash,
      alt: city.media?.alt ?? null,
      credit: city.media?.credit ?? null,
      focalX: city.media?.focalX ?? null,
      focalY: city.media?.focalY ?? null,
    }),
    updated_at: formatUpdatedAt(city.updatedAt),
  }
}

/** Needs the guide relations preloaded (CityQuery.withGuide does it). */
export function serializeCityGuide(city: City, upcomingEvents: EventShape[]): CityGuideShape {
  return {
    ...serializeCityCard(city),
    about: city.about,
    monthly_costs: city.costs.map(({ label, value }) => ({ label, value })),
    universities: city.universities.map(({ name, url }) => ({ name, url: absoluteUrl(url) })),
    upcoming_events: upcomingEvents,
    timezone: city.timezone,
    neighbourhoods: city.neighbourhoods.map(({ name, description }) => ({ name, description })),
    housing_tips: city.housingTips.map(({ tip }) => tip),
    places: city.places.map((place) => ({
      name: place.name,
      category: place.category as CityGuideShape['places'][number]['category'],
      description: place.description,
      url: absoluteUrl(place.url),
    })),
  }
}
