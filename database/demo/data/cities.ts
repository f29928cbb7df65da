import type { CitySeed } from './types.js'

/** The cities of the demo service: 11 cities in 10 countries. */
export const CITIES: CitySeed[] = [
  {
    slug: 'berlin',
    name: 'Berlin',
    country: 'Germany',
    countryCode: 'DE',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    summary: 'Affordable by capital standards, huge student scene, parties until sunrise.',
    festivalName: 'Berlin Welcome Festival',
    about:
      'Berlin has more than 200,000 students and one of the largest international communities in Europe. ' +
      'Rents have climbed, but a room in a shared flat is still within reach, and the semester ticket covers ' +
      'all public transport. Our community runs a welcome festival every September, a Halloween warehouse ' +
      'party and an orientation week at the start of each semester.',
    hasHalloween: true,
    coordinates: [52.52, 13.405],
  },
  {
    slug: 'munich',
    name: 'München',
    country: 'Germany',
    countryCode: 'DE',
    timezone: 'Europe/Berlin',
    currency: 'EUR',
    summary:
      'Top universities, beer gardens and the Alps an hour away; the priciest rents in Germany.',
    festivalName: 'Munich International Welcome Fest',
    about:
      'München (Munich) is home to LMU and TUM, two of the strongest universities in Europe, and to ' +
      'more than 130,000 students. Housing is the hard part: start looking before you arrive and register ' +
      'your address (Anmeldung) within two weeks. In return you get a safe, green city with lakes and ' +
      'mountains close by.',
    hasHalloween: true,
    coordinates: [48.1372, 11.5756],
  },
  {
    slug: 'amsterdam',
    name: 'Amsterdam',
    country: 'Netherlands',
    countryCode: 'NL',
    timezone: 'Europe/Amsterdam',
    currency: 'EUR',
    summary: 'Bikes, canals and an English-speaking campus life; rooms are scarce, so start early.',
    festivalName: 'Amsterdam Welcome Festival',
    about:
      'Almost everyone in Amsterdam speaks English, and most master programmes are taught in it. ' +
      'The housing market is tight: many students live in Diemen, Amstelveen or further out and cycle in. ' +
      'Get a second-hand bike in your first week and a good lock to go with it.',
    hasHalloween: true,
    coordinates: [52.3676, 4.9041],
  },
  {
    slug: 'barcelona',
    name: 'Barcelona',
    country: 'Spain',
    countryCode: 'ES',
    timezone: 'Europe/Madrid',
    currency: 'EUR',
    summary: 'Beach, late dinners and one of the biggest Erasmus crowds in Europe.',
    festivalName: 'Barcelona Welcome Festival',
    about:
      'Barcelona welcomes thousands of exchange students every semester. Classes may be in Catalan, Spanish ' +
      'or English, so check your course list. Life starts late: dinner at ten, parties after midnight. ' +
      'Apply for your NIE (foreigner number) early, you need it for almost everything.',
    hasHalloween: true,
    coordinates: [41.3874, 2.1686],
  },
  {
    slug: 'lisbon',
    name: 'Lisbon',
    country: 'Portugal',
    countryCode: 'PT',
    timezone: 'Europe/Lisbon',
    currency: 'EUR',
    summary: 'Sunny, hilly and still cheaper than most capitals in Western Europe.',
    festivalName: 'Lisbon Welcome Festival',
    about:
      'Lisbon mixes miradouros, surf beaches half an hour away and a fast-growing international student ' +
      'scene. Rents in the centre have risen quickly, so many students share flats in Arroios, Alvalade or ' +
      'across the river. Get a Navegante card for the metro, buses and ferries.',
    hasHalloween: false,
    coordinates: [38.7223, -9.1393],
  },
  {
    slug: 'prague',
    name: 'Prague',
    country: 'Czech Republic',
    countryCode: 'CZ',
    timezone: 'Europe/Prague',
    currency: 'CZK',
    summary: 'A fairytale old town, cheap beer and a lively international campus life.',
    festivalName: 'Prague Welcome Festival',
    about:
      'Prague is one of the most affordable capitals in the EU for students, with excellent public ' +
      'transport and a student transit pass that costs very little. Charles University alone hosts thousands ' +
      'of international students. Prices are in Czech koruna (Kč); cards are accepted almost everywhere.',
    hasHalloween: true,
    coordinates: [50.0755, 14.4378],
  },
  {
    slug: 'vienna',
    name: 'Vienna',
    country: 'Austria',
    countryCode: 'AT',
    timezone: 'Europe/Vienna',
    currency: 'EUR',
    summary:
      'Coffee houses, cheap semester tickets and regularly ranked the most liveable city in the world.',
    festivalName: 'Vienna Welcome Festival',
    about:
      'Vienna combines low tuition, subsidised housing and a public transport semester ticket that costs ' +
      'little more than a dinner out. Register your address (Meldezettel) within three days of moving in. ' +
      'The Danube island, the Prater and the Heuriger wine taverns make the weekends easy.',
    hasHalloween: false,
    coordinates: [48.2082, 16.3738],
  },
  {
    slug: 'dublin',
    name: 'Dublin',
    country: 'Ireland',
    countryCode: 'IE',
    timezone: 'Europe/Dublin',
    currency: 'EUR',
    summary:
      'Friendly, English-speaking and full of tech jobs; accommodation is the big challenge.',
    festivalName: 'Dublin Welcome Festival',
    about:
      'Dublin is an English-speaking base in the EU, with Trinity, UCD and DCU and the European offices of ' +
      'most big tech companies. Accommodation is expensive and goes fast: never pay a deposit for a room you ' +
      'have not seen. Get a Student Leap Card for cheaper buses, Luas and DART.',
    hasHalloween: true,
    coordinates: [53.3498, -6.2603],
  },
  {
    slug: 'krakow',
    name: 'Kraków',
    country: 'Poland',
    countryCode: 'PL',
    timezone: 'Europe/Warsaw',
    currency: 'PLN',
    summary:
      'Poland\u2019s student capital: a medieval old town, low prices and cellar bars everywhere.',
    festivalName: 'Kraków Welcome Festival',
    about:
      'Kraków has more than 130,000 students, a compact old town and some of the lowest living costs in this ' +
      'guide. Students under 26 get 51% off public transport. Prices are in Polish złoty (zł); ' +
      'learn a few words of Polish and people will love you for it.',
    hasHalloween: true,
    coordinates: [50.0647, 19.945],
  },
  {
    slug: 'zurich',
    name: 'Zürich',
    country: 'Switzerland',
    countryCode: 'CH',
    timezone: 'Europe/Zurich',
    currency: 'CHF',
    summary: 'World-class universities by a lake; expensive, but student jobs pay well.',
    festivalName: 'Zürich Welcome Festival',
    about:
      'Zürich is home to ETH and the University of Zurich. Living costs are the highest in this guide, ' +
      'but student jobs pay well and the lake is free. Swiss health insurance is compulsory; students from ' +
      'the EU can often be exempted with their EHIC. Prices are in Swiss francs (CHF).',
    hasHalloween: false,
    coordinates: [47.3769, 8.5417],
  },
  {
    slug: 'london',
    name: 'London',
    country: 'United Kingdom',
    countryCode: 'GB',
    timezone: 'Europe/London',
    currency: 'GBP',
    summary:
      'Huge, expensive and endlessly exciting; dozens of universities and students from everywhere.',
    festivalName: 'London Welcome Festival',
    about:
      'London has more than 400,000 students across dozens of universities. It is expensive, so plan your ' +
      'budget around rent and transport: the 18+ Student Oyster photocard saves 30% on travelcards. ' +
      'Museums are free, and every neighbourhood has its own student scene.',
    hasHalloween: true,
    coordinates: [51.5072, -0.1276],
  },
]
