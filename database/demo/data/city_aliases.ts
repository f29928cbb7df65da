import type { CityAliasSeed } from './types.js'

/**
 * Other names of the demo cities and their countries, as students write
 * them in their languages (staff edit them in the city form). Country names
 * in the nine languages of the place-name resolver come from Intl and are
 * not repeated here: these are the everyday names Intl does not give.
 */
export const CITY_ALIASES: Record<string, CityAliasSeed> = {
  berlin: { city: ['Berlijn', 'Berlino', 'Berlim'] },
  munich: { city: ['Munich', 'Muenchen', 'Monaco di Baviera', 'Monachium', 'Mnichov', 'Munique'] },
  barcelona: { city: ['Barcelone', 'Barcellona', 'Barna', 'BCN'] },
  amsterdam: { city: ['Amesterdão'], country: ['Holland', 'Holanda', 'Hollande', 'Olanda'] },
  lisbon: { city: ['Lisboa', 'Lissabon', 'Lisbonne', 'Lisbona', 'Lizbona', 'Lisabon'] },
  prague: { city: ['Praha', 'Prag', 'Praga', 'Praag'], country: ['Tschechische Republik'] },
  vienna: { city: ['Wien', 'Vienne', 'Viena', 'Wenen', 'Wiedeń', 'Vídeň'] },
  dublin: { city: ['Dublino'], country: ['Éire'] },
  krakow: { city: ['Krakau', 'Cracow', 'Cracovia', 'Cracovie', 'Krakov'] },
  zurich: { city: ['Zuerich', 'Zurigo', 'Curych', 'Zurique', 'Zurych'] },
  london: {
    city: ['Londres', 'Londra', 'Londen', 'Londyn'],
    country: ['Great Britain', 'Britain', 'England', 'Inglaterra', 'Angleterre', 'Inghilterra'],
  },
}
