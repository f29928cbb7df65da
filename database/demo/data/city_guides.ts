import type { CityGuideSeed } from './types.js'

/** Guide content per city slug: monthly costs, universities, neighbourhoods, tips, places. */
export const CITY_GUIDES: Record<string, CityGuideSeed> = {
  berlin: {
    costs: [
      ['Room in shared flat', '€550–750'],
      ['Studio apartment', '€900–1,200'],
      ['Public transport', 'Included in the semester ticket'],
      ['Groceries', '€200–280'],
      ['Mobile plan', '€10–20'],
    ],
    universities: [
      { name: 'Freie Universität Berlin', url: 'https://www.fu-berlin.de' },
      { name: 'Humboldt-Universität zu Berlin', url: 'https://www.hu-berlin.de' },
      { name: 'Technische Universität Berlin', url: 'https://www.tu.berlin' },
    ],
    neighbourhoods: [
      {
        name: 'Neukölln',
        description:
          'Young, international and still (a bit) affordable, with bars on every corner.',
      },
      {
        name: 'Friedrichshain',
        description: 'Student favourite near the RAW area and the East Side Gallery.',
      },
      { name: 'Wedding', description: 'Close to several campuses, multicultural, cheaper rents.' },
    ],
    housingTips: [
      'Look on WG-Gesucht every day and write a short personal message in German and English.',
      'You need an address registration (Anmeldung) for a bank account, so ask if you can register before you sign.',
      'Student dorms from the Studierendenwerk are cheap but have long waiting lists: apply as soon as you are admitted.',
    ],
    places: [
      {
        name: 'Tempelhofer Feld',
        category: 'outdoors',
        description: 'A former airport turned into a giant park for cycling, kites and barbecues.',
      },
      {
        name: 'Jacob-und-Wilhelm-Grimm-Zentrum',
        category: 'study',
        description: 'The Humboldt library: quiet terraces of desks open until late.',
      },
      {
        name: 'Markthalle Neun',
        category: 'food',
        description: 'Street Food Thursday and local producers in a 19th-century market hall.',
      },
      {
        name: 'Museum Island',
        category: 'culture',
        description:
          'Five museums on one island; free entry for under-18s and cheap student tickets.',
      },
    ],
  },
  munich: {
    costs: [
      ['Room in shared flat', '€700–950'],
      ['Studio apartment', '€1,100–1,500'],
      ['Semester ticket upgrade', '€35 per month'],
      ['Groceries', '€230–300'],
      ['Lunch at the Mensa', '€3–5'],
    ],
    universities: [
      { name: 'Ludwig-Maximilians-Universität München', url: 'https://www.lmu.de' },
      { name: 'Technische Universität München', url: 'https://www.tum.de' },
      { name: 'Hochschule München University of Applied Sciences', url: 'https://hm.edu' },
    ],
    neighbourhoods: [
      {
        name: 'Schwabing',
        description: 'The classic student quarter around LMU and the English Garden.',
      },
      {
        name: 'Maxvorstadt',
        description: 'Museums, cafés and the main university buildings within walking distance.',
      },
      {
        name: 'Garching',
        description: 'Next to the TUM research campus, quieter and a bit cheaper.',
      },
    ],
    housingTips: [
      'Apply for a room with the Studierendenwerk München the day you get your admission letter.',
      'Consider towns on the S-Bahn lines (Freising, Garching, Dachau): the commute is short and rents are lower.',
      'Register your address at the Bürgerbüro (Anmeldung) within two weeks of moving in.',
    ],
    places: [
      {
        name: 'Englischer Garten',
        category: 'outdoors',
        description:
          'One of the largest city parks in the world, with river surfing at the Eisbach wave.',
      },
      {
        name: 'Bayerische Staatsbibliothek',
        category: 'study',
        description: 'The state library reading room: beautiful, quiet and open to students.',
      },
      {
        name: 'Viktualienmarkt',
        category: 'food',
        description: 'The central food market and a beer garden under the maypole.',
      },
      {
        name: 'Pinakothek der Moderne',
        category: 'culture',
        description: 'Art, design and architecture; Sunday entry costs one euro.',
      },
    ],
  },
  amsterdam: {
    costs: [
      ['Room in shared flat', '€750–1,100'],
      ['Studio apartment', '€1,300–1,700'],
      ['Second-hand bike', '€80–150 once'],
      ['Groceries', '€220–300'],
      ['Dutch health insurance (if you work)', '€140'],
    ],
    universities: [
      { name: 'University of Amsterdam', url: 'https://www.uva.nl' },
      { name: 'Vrije Universiteit Amsterdam', url: 'https://vu.nl' },
      { name: 'Amsterdam University of Applied Sciences', url: 'https://www.amsterdamuas.com' },
    ],
    neighbourhoods: [
      {
        name: 'De Pijp',
        description: 'Lively streets around the Albert Cuyp market, close to the centre.',
      },
      {
        name: 'Amsterdam Oost',
        description: 'Parks, Science Park nearby and slightly calmer rents.',
      },
      {
        name: 'Diemen',
        description: 'Just outside the city, home to large student complexes, 15 minutes by bike.',
      },
    ],
    housingTips: [
      'Never pay a deposit before you have seen the room and the contract: housing scams are common.',
      'Check you are allowed to register at the address (inschrijving); you need it for your BSN number.',
      'Join the housing groups of your university and reply fast: good rooms go within hours.',
    ],
    places: [
      {
        name: 'Vondelpark',
        category: 'outdoors',
        description: 'The city\u2019s living room: picnics, runners and open-air concerts.',
      },
      {
        name: 'OBA Oosterdok',
        category: 'study',
        description: 'The central public library with a rooftop view and plenty of desks.',
      },
      {
        name: 'Foodhallen',
        category: 'food',
        description: 'An indoor food market in an old tram depot.',
      },
      {
        name: 'Paradiso',
        category: 'nightlife',
        description: 'A legendary concert venue in a former church.',
      },
    ],
  },
  barcelona: {
    costs: [
      ['Room in shared flat', '€450–700'],
      ['Studio apartment', '€850–1,150'],
      ['T-jove travel card', '€40 per 90 days'],
      ['Groceries', '€180–250'],
      ['Menú del día', '€13–16'],
    ],
    universities: [
      { name: 'Universitat de Barcelona', url: 'https://www.ub.edu' },
      { name: 'Universitat Pompeu Fabra', url: 'https://www.upf.edu' },
      { name: 'Universitat Politècnica de Catalunya', url: 'https://www.upc.edu' },
    ],
    neighbourhoods: [
      { name: 'Gràcia', description: 'Village feel, small squares and many shared flats.' },
      { name: 'El Raval', description: 'Central, cheap and busy; choose your street carefully.' },
      {
        name: 'Poblenou',
        description: 'Near the beach and the tech district, more space for the money.',
      },
    ],
    housingTips: [
      'Rooms are cheapest from January to June; September is the most competitive month.',
      'Ask whether bills (gastos) are included and whether you can register (empadronarse) at the address.',
      'Avoid paying more than one month of deposit (fianza) plus the first month of rent.',
    ],
    places: [
      {
        name: 'Bunkers del Carmel',
        category: 'outdoors',
        description: 'Sunset over the whole city from old anti-aircraft bunkers.',
      },
      {
        name: 'Mercat de Sant Antoni',
        category: 'food',
        description: 'A restored market hall, cheaper and less touristy than La Boqueria.',
      },
      {
        name: 'Biblioteca Sant Antoni',
        category: 'study',
        description: 'A modern public library with long opening hours.',
      },
      {
        name: 'Razzmatazz',
        category: 'nightlife',
        description: 'Five rooms of music in a former factory in Poblenou.',
      },
    ],
  },
  lisbon: {
    costs: [
      ['Room in shared flat', '€450–650'],
      ['Studio apartment', '€900–1,200'],
      ['Navegante monthly pass', '€40 (free under 23 for residents)'],
      ['Groceries', '€180–240'],
      ['Espresso (bica)', '€0.90'],
    ],
    universities: [
      { name: 'Universidade de Lisboa', url: 'https://www.ulisboa.pt' },
      { name: 'Universidade NOVA de Lisboa', url: 'https://www.unl.pt' },
      { name: 'Iscte – University Institute of Lisbon', url: 'https://www.iscte-iul.pt' },
    ],
    neighbourhoods: [
      { name: 'Arroios', description: 'Multicultural, well connected and full of shared flats.' },
      {
        name: 'Alvalade',
        description: 'Calm and green, close to the Cidade Universitária campus.',
      },
      {
        name: 'Almada',
        description: 'Across the river: a short ferry ride, lower rents and beaches nearby.',
      },
    ],
    housingTips: [
      'Ask for a contract you can use for your residence permit and tax number (NIF).',
      'Many old flats have no heating: ask about insulation and dehumidifiers before a winter move.',
      'Uniplaces and university housing offices are safer starting points than social media groups.',
    ],
    places: [
      {
        name: 'Miradouro da Senhora do Monte',
        category: 'outdoors',
        description: 'The best free sunset view over the castle and the river.',
      },
      {
        name: 'LX Factory',
        category: 'culture',
        description: 'A former factory complex with bookshops, cafés and weekend markets.',
      },
      {
        name: 'Time Out Market',
        category: 'food',
        description: 'Popular food hall; go at lunch on a weekday.',
      },
      {
        name: 'Biblioteca Nacional de Portugal',
        category: 'study',
        description: 'Quiet reading rooms near the university campus.',
      },
    ],
  },
  prague: {
    costs: [
      ['Room in shared flat', '9,000–13,000 Kč'],
      ['Studio apartment', '17,000–23,000 Kč'],
      ['Student transit pass', '≈ 130 Kč per month'],
      ['Groceries', '4,000–5,500 Kč'],
      ['Beer in a pub', '55–75 Kč'],
    ],
    universities: [
      { name: 'Charles University', url: 'https://cuni.cz' },
      { name: 'Czech Technical University in Prague', url: 'https://www.cvut.cz' },
      { name: 'Prague University of Economics and Business', url: 'https://www.vse.cz' },
    ],
    neighbourhoods: [
      { name: 'Vinohrady', description: 'Leafy streets, cafés and quick trams to the centre.' },
      {
        name: 'Žižkov',
        description: 'Famous for having more pubs per head than anywhere else, and cheaper rents.',
      },
      { name: 'Dejvice', description: 'The campus quarter of the technical universities.' },
    ],
    housingTips: [
      'University dorms are very cheap: apply during the admission period, places go quickly.',
      'Check whether the rent includes utilities (poplatky) and how the deposit (kauce) is returned.',
      'Foreigners must report their address to the foreign police within 30 days; your landlord\u2019s confirmation helps.',
    ],
    places: [
      {
        name: 'Letná Park',
        category: 'outdoors',
        description: 'A beer garden with the best view of the bridges.',
      },
      {
        name: 'National Technical Library',
        category: 'study',
        description: 'A colourful modern library in Dejvice, open late.',
      },
      {
        name: 'Lokál Dlouhááá',
        category: 'food',
        description: 'Czech classics and fresh tank beer at fair prices.',
      },
      {
        name: 'Cross Club',
        category: 'nightlife',
        description: 'An industrial-art club in Holešovice with several stages.',
      },
    ],
  },
  vienna: {
    costs: [
      ['Room in shared flat', '€450–650'],
      ['Studio apartment', '€750–1,000'],
      ['Semester ticket', '€75–160 per semester'],
      ['Groceries', '€200–260'],
      ['Meal at the Mensa', '€5–7'],
    ],
    universities: [
      { name: 'University of Vienna', url: 'https://www.univie.ac.at' },
      { name: 'TU Wien', url: 'https://www.tuwien.at' },
      { name: 'WU Vienna University of Economics and Business', url: 'https://www.wu.ac.at' },
    ],
    neighbourhoods: [
      {
        name: 'Alsergrund (9th district)',
        description: 'Right next to the main university campus.',
      },
      { name: 'Wieden (4th district)', description: 'Near TU Wien and the Naschmarkt.' },
      { name: 'Ottakring (16th district)', description: 'Cheaper rents and a local brewery.' },
    ],
    housingTips: [
      'Student homes (Studentenheime) are affordable and include furniture: apply months in advance.',
      'Register your address (Meldezettel) within three days of moving in.',
      'Rent caps apply to many old buildings (Altbau): ask what the legal rent is if the price looks high.',
    ],
    places: [
      {
        name: 'Donauinsel',
        category: 'outdoors',
        description: 'A 21-km island for swimming, cycling and summer festivals.',
      },
      {
        name: 'Café Landtmann',
        category: 'food',
        description: 'A classic coffee house next to the main university building.',
      },
      {
        name: 'Hauptbibliothek der Universität Wien',
        category: 'study',
        description: 'The historic main library reading room.',
      },
      {
        name: 'MuseumsQuartier',
        category: 'culture',
        description: 'Museums and courtyards where students meet on summer evenings.',
      },
    ],
  },
  dublin: {
    costs: [
      ['Room in shared flat', '€850–1,200'],
      ['Studio apartment', '€1,600–2,000'],
      ['Student Leap Card fares', '≈ €70 per month'],
      ['Groceries', '€220–300'],
      ['A pint', '€6–7.50'],
    ],
    universities: [
      { name: 'Trinity College Dublin', url: 'https://www.tcd.ie' },
      { name: 'University College Dublin', url: 'https://www.ucd.ie' },
      { name: 'Dublin City University', url: 'https://www.dcu.ie' },
    ],
    neighbourhoods: [
      { name: 'Rathmines', description: 'Student favourite south of the canal, pubs and cafés.' },
      { name: 'Phibsborough', description: 'Near DCU and the centre, a bit cheaper.' },
      { name: 'Drumcondra', description: 'Quiet residential area with direct buses to DCU.' },
    ],
    housingTips: [
      'Digs (a room in a family home) are a good first option while you look for a flat.',
      'Never transfer a deposit before viewing: rental scams peak in August and September.',
      'Check the Residential Tenancies Board register to see whether the tenancy is registered.',
    ],
    places: [
      {
        name: 'Howth Cliff Walk',
        category: 'outdoors',
        description: 'A coastal walk 30 minutes from the centre by DART.',
      },
      {
        name: 'Long Room, Trinity College Library',
        category: 'culture',
        description: 'The famous library hall and the Book of Kells.',
      },
      {
        name: 'Temple Bar Food Market',
        category: 'food',
        description: 'Saturday market with cheap, good street food.',
      },
      {
        name: 'Whelan\u2019s',
        category: 'nightlife',
        description: 'Live music venue loved by students since the 1980s.',
      },
    ],
  },
  krakow: {
    costs: [
      ['Room in shared flat', '1,400–2,000 zł'],
      ['Studio apartment', '2,600–3,500 zł'],
      ['Student monthly pass', '≈ 50 zł'],
      ['Groceries', '800–1,100 zł'],
      ['Lunch (obiad)', '25–35 zł'],
    ],
    universities: [
      { name: 'Jagiellonian University', url: 'https://en.uj.edu.pl' },
      { name: 'AGH University of Krakow', url: 'https://www.agh.edu.pl' },
      { name: 'Krakow University of Economics', url: 'https://uek.krakow.pl' },
    ],
    neighbourhoods: [
      {
        name: 'Kazimierz',
        description: 'The old Jewish quarter: cafés, street food and nightlife.',
      },
      { name: 'Stare Miasto', description: 'The old town itself, beautiful but pricier.' },
      {
        name: 'Czarnowiejska',
        description: 'The student town of AGH, with dorms and cheap canteens.',
      },
    ],
    housingTips: [
      'Furnished rooms are the norm; check the inventory list when you move in.',
      'Ask for a contract in English or Polish with both names on it; you need it for your residence card.',
      'Heating is often billed separately in winter: ask for last year\u2019s bills.',
    ],
    places: [
      {
        name: 'Kopiec Kościuszki',
        category: 'outdoors',
        description: 'A hill with panoramic views over the city.',
      },
      {
        name: 'Plac Nowy',
        category: 'food',
        description: 'Famous for zapiekanki, the Polish late-night baguette pizza.',
      },
      {
        name: 'Wawel Castle',
        category: 'culture',
        description: 'The royal castle; some exhibitions are free on Mondays.',
      },
      {
        name: 'Jagiellonian Library',
        category: 'study',
        description: 'The main university library with a large reading room.',
      },
    ],
  },
  zurich: {
    costs: [
      ['Room in shared flat', 'CHF 800–1,200'],
      ['Studio apartment', 'CHF 1,600–2,200'],
      ['ZVV youth pass', 'CHF 55–80'],
      ['Groceries', 'CHF 350–450'],
      ['Health insurance (student plan)', 'CHF 90–120'],
    ],
    universities: [
      { name: 'ETH Zürich', url: 'https://ethz.ch' },
      { name: 'University of Zurich', url: 'https://www.uzh.ch' },
      { name: 'ZHAW Zurich University of Applied Sciences', url: 'https://www.zhaw.ch' },
    ],
    neighbourhoods: [
      {
        name: 'Kreis 4',
        description: 'Central, diverse and lively; the Langstrasse nightlife is here.',
      },
      { name: 'Oerlikon', description: 'Well connected, cheaper and close to some ETH buildings.' },
      { name: 'Wipkingen', description: 'Residential with quick access to the river Limmat.' },
    ],
    housingTips: [
      'Apply to WOKO, the student housing cooperative, as early as possible.',
      'Short-term sublets (Untermiete) are a common first step while you look for something longer.',
      'Prepare a dossier: passport copy, admission letter and a debt-collection extract if you already live in Switzerland.',
    ],
    places: [
      {
        name: 'Flussbad Oberer Letten',
        category: 'outdoors',
        description: 'Free river swimming in summer, a student institution.',
      },
      {
        name: 'ETH Main Library',
        category: 'study',
        description: 'Large, quiet and with a view over the city.',
      },
      {
        name: 'Frau Gerolds Garten',
        category: 'food',
        description: 'A container garden with food stalls in Zurich West.',
      },
      {
        name: 'Kunsthaus Zürich',
        category: 'culture',
        description: 'The main art museum, free on Wednesdays.',
      },
    ],
  },
  london: {
    costs: [
      ['Room in shared flat', '£850–1,200'],
      ['Studio apartment', '£1,500–2,100'],
      ['Student Oyster travelcard', '£110–160'],
      ['Groceries', '£200–280'],
      ['A pint', '£6–8'],
    ],
    universities: [
      { name: 'University College London', url: 'https://www.ucl.ac.uk' },
      { name: 'King\u2019s College London', url: 'https://www.kcl.ac.uk' },
      { name: 'London School of Economics and Political Science', url: 'https://www.lse.ac.uk' },
      { name: 'Imperial College London', url: 'https://www.imperial.ac.uk' },
    ],
    neighbourhoods: [
      {
        name: 'Camden',
        description: 'Markets, live music and many students near the Bloomsbury universities.',
      },
      { name: 'Mile End', description: 'East London near Queen Mary, cheaper and well connected.' },
      { name: 'Brixton', description: 'South London energy, food and nightlife.' },
    ],
    housingTips: [
      'Your deposit must be protected in a government-backed scheme: ask which one.',
      'Zone 2–3 on a Tube or Overground line is often the best balance of rent and travel.',
      'Check whether council tax is included; full-time students are exempt but must apply.',
    ],
    places: [
      {
        name: 'Hampstead Heath',
        category: 'outdoors',
        description: 'Wild heathland, swimming ponds and the view from Parliament Hill.',
      },
      {
        name: 'British Library',
        category: 'study',
        description: 'Free reader pass and reading rooms next to King\u2019s Cross.',
      },
      {
        name: 'Borough Market',
        category: 'food',
        description: 'London\u2019s best-known food market.',
      },
      {
        name: 'Tate Modern',
        category: 'culture',
        description: 'Free modern art in a former power station.',
      },
    ],
  },
}
