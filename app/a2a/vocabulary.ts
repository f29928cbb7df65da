import type { EventType, PartnerCategory } from '#schemas/enums'
import type { PricingTopic } from '#schemas/a2a'
import { registerCueWords } from '#lib/understanding/cue_index'

/*
| The words the agent listens for, as patterns over a normalized question
| (lower case, no accents, "'s" dropped). Plurals are part of each pattern.
*/

/** A cue from alternatives separated by " | " (regex syntax, without spaced bars, inside each). */
export function cue(alternatives: string): RegExp {
  const list = alternatives
    .split(/\s+\|\s+/)
    .map((item) => item.trim())
    .filter(Boolean)
  registerCueWords(list)
  return new RegExp(`\\b(?:${list.join('|')})\\b`)
}

/*
| Each cue lists its words in English first, then German, Dutch, Spanish,
| French, Italian, Polish, Czech and Portuguese (folded: no accents).
*/
export const CUES = {
  greeting:
    /^(hi|hello|hey|hallo|hola|ola|salut|bonjour|ciao|hoi|czesc|ahoj|dzien dobry|good (morning|afternoon|evening)|guten (morgen|tag|abend)|buenos dias|buongiorno|bom dia|yo)\b/,
  help: cue(`help | what can you (do|answer|tell) | what do you (know|do) | what can i ask | how does this work | who are you |
    hilfe | was kannst du | wer bist du | help me | wat kun je | ayuda | que puedes hacer | aide | que sais tu faire |
    aiuto | cosa sai fare | pomoc | co umiesz | co umis | ajuda | o que voce pode`),
  contact: cue(`contact | e-?mail | get in touch | reach (you|the team|someone|a human|support) |
    talk to (someone|a human|a person|the team|you) | speak (to|with) (someone|a human|a person|the team) |
    support team | customer (service|support) | message the team | write to (you|the team) | phone number | call you |
    kontakt(ieren)? | kontaktformular | contacto | contactar | contacter | contatto | contattare | contacteren |
    kontaktowac | kontaktovat | contato | contatar`),
  free: cue(`free | for nothing | no cost | without paying | cost nothing | costs nothing | gratis | kostenlos | umsonst |
    gratuit[aeo]? | gratuits | gratuites | gratuiti | za darmo | darmow[aey] | zdarma | bezplatn[aeyi]`),
  deals:
    cue(`deals? | discount codes? | discounts? | promo( codes?)? | coupons? | vouchers? | partners? | offers |
    student offers? | perks? | savings? | save money | referrals? | free trials? |
    rabatt(e|code|codes)? | gutscheine? | gutscheincodes? | angebote? | ermassigung(en)? | studentenrabatt |
    korting(en|scodes?)? | aanbieding(en)? | studentenkorting |
    descuentos? | ofertas? | codigos? de descuento | cupon(es)? | promociones? |
    reductions? | bons? plans? | codes? promo | offres? | remises? |
    sconti | sconto | offerte | codici sconto | codice sconto |
    znizk[aiey] | rabaty? | promocj[aei] | kody? rabatowe? | ofert[ay] |
    slev[ay] | slevove? kody? | slevovy kod | nabidk[ay] |
    descontos? | cupo(m|ns) | promocao | promocoes`),
  presale:
    cue(`pre-?sales? | early access | early bird | vorverkauf | fruhzugang | fruher zugang | early-bird |
    voorverkoop | vroege toegang | preventa | acceso anticipado | prevente | acces anticipe | prevendita |
    accesso anticipato | przedsprzedaz[ay]? | wczesny dostep | predprodej | predprodeje | pre-?venda | acesso antecipado`),
  tickets:
    cue(`tickets? | entry | entrance | admission | pre-?sales? | early access | early bird | on sale |
    (sold|sell|selling) out | sales? |
    karten? | eintrittskarten? | eintritt | ausverkauft | vorverkauf | kaartjes? | toegangsbewijs | uitverkocht |
    entradas? | boletos? | agotad[oa]s? | billets? | billetterie | complet | biglietti | biglietto | esaurit[oiae] |
    bilety | biletow | bilet | biletu | wyprzedane | vstupenk[ayu] | vstupenek | listky | vyprodano |
    bilhetes? | ingressos? | esgotad[oa]s?`),
  price: cue(`prices? | priced | pricing | price list | how much | pay | paying |
    preise? | wie ?viel | kostet | kosten die | prijs | prijzen | hoeveel | kost |
    precios? | cuanto | cuesta | cuestan | prix | combien | coute | coutent | tarifs? |
    prezz[oi] | quanto | costa | costano | cena | ceny | ile kosztuj[ea] | kosztuje | kolik | stoji | stojí |
    precos? | custa | custam`),
  livingCosts:
    cue(`cost of living | living costs? | costs? to live | monthly costs? | budget | rents? |
    how much (money )?(do|would|will) i need | expensive to live | cheap to live | afford |
    lebenshaltungskosten | miete | mieten | monatliche kosten | kosten van levensonderhoud | huur | vaste lasten |
    coste de vida | costo de vida | alquiler | alquileres | cout de la vie | loyers? | costo della vita | affitt[oi] |
    koszty (zycia|utrzymania) | czynsz | najem | zivotni naklady | naklady na zivot | najemne | najem |
    custo de vida | aluguel | aluguer | renda`),
  nextEvent:
    cue(`next (event|party|one|thing) | when is the next | what is next | whats next | what next | soonest |
    first upcoming | nachste (party|veranstaltung|event) | volgende (feest|evenement|event) | proximo evento |
    proxima fiesta | prochain evenement | prochaine (soiree|fete) | prossimo evento | prossima festa |
    nastepne wydarzenie | najblizsze wydarzenie | nejblizsi akce | pristi akce | proximo evento | proxima festa`),
  events:
    cue(`events? | part(y|ies|ys) | partying | what on | whats on | what is on | happening | going on |
    things to do | festivals? | fests? | gigs? | celebrations? | meetups? | nights? out | go out | going out | raves? | clubbing |
    veranstaltung(en)? | events | feier(n)? | fest | was ist los | was geht | was lauft | was lauft | ausgehen |
    evenement(en)? | feest(en)? | feestje | wat is er te doen | wat te doen | uitgaan | wat gebeurt er |
    eventos? | fiestas? | que hay | que pasa | que hacer | salir de fiesta | planes? |
    evenements? | soirees? | fetes? | que faire | quoi faire | qu est ce qui se passe | sortir |
    eventi | feste | festa | cosa c e | cosa fare | cosa succede | uscire |
    wydarzeni[ae] | wydarzen | imprez[aeyi] | co sie dzieje | co robic |
    akce | akci | udalost(i)? | vecirky? | co se deje | co delat | party |
    eventos? | festas? | o que ha | o que fazer | sair`),
  past: cue(`past | previous | earlier | last year | already happened | were there | was there | have been | did (you|they|it) (have|happen) |
    gab es | hat es .* gegeben | fand .* statt | waren er | was er | is er .* geweest |
    hubo | habia | hubo | ha habido | y a-t-il eu | il y avait | y avait-il | c era | ci sono stat[ie] | ce stat[ao] |
    czy byl[ao]? | bylo | byla | byl | houve | teve`),
  cities:
    cue(`cities | which cit(y|ies) | what cit(y|ies) | where (are you|do you|can i find you|is the community) |
    locations? | countries | list of cit(y|ies) | all cit(y|ies) | stadte | welche stadte | steden | welke steden |
    ciudades | que ciudades | villes | quelles villes | citta | quali citta | miasta | jakie miasta | mesta | jaka mesta |
    cidades | quais cidades`),
  guide:
    cue(`guide | about | tell me | living | life in | student life | life | live in | moving | move to | study in |
    studying | universit(y|ies) | unis? | colleges? | neighbou?rhoods? | districts? | areas? | housing | accommodation |
    flats? | places | tips | info | information | overview | like to live | worth |
    stadtfuhrer | leben | wohnen | umziehen | studieren | erzahl mir | infos? | gids | wonen | verhuizen | vertel |
    guia | vivir | vida | mudarme | estudiar | cuentame | informacion | vivre | vie | demenager | etudier | parle moi |
    guida | vivere | vita | trasferirmi | studiare | dimmi | przewodnik | mieszkac | zycie | studiowac | opowiedz |
    pruvodce | bydlet | zivot | studovat | rekni | viver | morar | estudar | conte`),
  generalCosts:
    cue(`costs? | expensive | cheap | pricey | affordable | teuer | gunstig | billig | kosten | duur | goedkoop |
    caro | cara | barato | barata | cher | chere | pas cher | costoso | economico | drogo | drogie | tanio | drahe? | levne? |
    caro | barato`),
}

export const EVENT_TYPE_CUES: [EventType, RegExp][] = [
  [
    'halloween',
    cue(`hall?owe?en | hallowe en | spooky | costume part(y|ies) | halloweenparty | halloween-party | kostumparty |
      fiesta de disfraces | soiree deguisee | festa in maschera | verkleedfeest`),
  ],
  [
    'welcome_festival',
    cue(`welcome (festival|fest)s? | festivals? | fests? | willkommensfest | welkomstfestival |
      festival de bienvenida | festival d accueil | festa di benvenuto | festiwal powitalny | uvitaci festival |
      festival de boas-vindas | festival`),
  ],
  [
    'semester_kickoff',
    cue(`(semester )?kick ?-?offs? | semester (start|opening|kick) part(y|ies) | semester part(y|ies) |
      start of semester part(y|ies) | semesterstart(party)? | semesterparty | semesteranfangsparty |
      fiesta de inicio de semestre | inicio de semestre | soiree de rentree | rentree | festa di inizio semestre |
      inizio semestre | impreza na poczatek semestru | poczatek semestru | zacatek semestru | inicio do semestre`),
  ],
  [
    'orientation_week',
    cue(`orientation( weeks?)? | o-?weeks? | freshers?( week)? | intro(duction)? weeks? | welcome weeks? |
      orientierungswoche | einfuhrungswoche | ersti-?woche | introductieweek | orientatieweek | semana de orientacion |
      semana de bienvenida | semaine d integration | semaine d orientation | settimana di orientamento |
      tydzien orientacyjny | tygodnia orientacyjnego | orientacni tyden | seznamovaci tyden | semana de orientacao`),
  ],
]

export const CATEGORY_CUES: [PartnerCategory, RegExp][] = [
  [
    'banking',
    cue(`bank(s|ing)? | accounts? | money transfers? | debit cards? | credit cards? | konto | girokonto | bankrekening |
      cuenta( bancaria)? | banco | compte( bancaire)? | banque | conto( corrente)? | banca | konto bankowe | bankowe? |
      ucet | banka | conta( bancaria)?`),
  ],
  [
    'mobile',
    cue(`mobile | phones? | sim( cards?)? | e-?sims? | data plans? | phone plans? | internet | handy(vertrag|tarif)? |
      mobilfunk | telefoon | abonnement | movil | tarifa movil | telefono | forfait | portable | cellulare | telefonia |
      telefon | abonament | komorka | mobil | tarif | telemovel | celular`),
  ],
  [
    'travel',
    cue(`travel(l?ing)? | trains? | bus(es)? | coach(es)? | flights? | rail | trips? | transport | reisen? | zug | fernbus |
      reizen | trein | viaje(s)? | viajar | tren | autobus | voyages? | train | billets? de train | viaggi(o|are)? | treno |
      podroz(e|y)? | pociag | autobus | cestovani | vlak | viagens? | comboio | onibus`),
  ],
  [
    'food',
    cue(`food | meals? | groceries | grocery | eat(ing)? | restaurants? | lunch | dinner | takeaway | essen | lebensmittel |
      eten | comida | comer | nourriture | repas | manger | cibo | mangiare | jedzenie | jidlo | comida`),
  ],
  [
    'housing',
    cue(`housing | rooms? | flats? | apartments? | accommodation | dorms? | rentals? | wohnung | zimmer | wg | kamer | woning |
      piso | habitacion | alojamiento | logement | chambre | appartement | alloggio | stanza | appartamento | mieszkanie |
      pokoj | ubytovani | byt | pokoj | alojamento | quarto | apartamento`),
  ],
  [
    'shopping',
    cue(`shopping | shops? | laptops? | tech | electronics | clothes | fashion | gadgets? | technik | elektronik |
      kleidung | elektronica | kleding | portatil | ordenador | ropa | ordinateur | vetements | portatile | vestiti |
      laptopy? | elektronika | ubrania | notebook | obleceni | computador | roupa`),
  ],
  [
    'education',
    cue(`education | courses? | languages? | books? | learning | classes | tutoring | lessons? | sprachkurs(e)? | kurs(e)? |
      bucher | taalcursus | cursus | curso( de idiomas)? | idiomas? | libros | cours | langues? | livres | corsi? | lingue |
      libri | kurs(y)? | jezyk(i|ow)? | ksiazki | kurz(y)? | jazyk(y)? | knihy | cursos? | livros`),
  ],
  [
    'insurance',
    cue(`insurance | insured | health cover | versicherung | krankenversicherung | verzekering | seguro( medico)? |
      assurance | assicurazione | ubezpieczenie | pojisteni | seguro`),
  ],
  [
    'fitness',
    cue(`fitness | gyms? | sports? | workouts? | yoga | swimming | fitnessstudio | sportschool | gimnasio | deporte |
      salle de sport | palestra | silownia | posilovna | academia | ginasio`),
  ],
  [
    'entertainment',
    cue(`entertainment | streaming | music | movies? | films? | cinema | netflix | spotify | games? | gaming | musik |
      filme | muziek | musica | peliculas | cine | musique | divertissement | musica | intrattenimento | muzyka |
      rozrywka | hudba | zabava | entretenimento`),
  ],
]

export const PRICING_TOPIC_CUES: [Exclude<PricingTopic, 'all'>, RegExp][] = [
  [
    'refund_policy',
    cue(`refunds? | money back | cancel+ation | cancel+ing | cancel | erstattung | ruckerstattung | stornierung |
      terugbetaling | annuleren | reembolso | devolucion | cancelacion | remboursement | annulation | rimborso |
      cancellazione | zwrot( pieniedzy)? | anulowanie | vraceni penez | storno | reembolso | cancelamento`),
  ],
  [
    'fee_policy',
    cue(`fees? | booking fee | service fee | gebuhren? | servicegebuhr | kosten voor | comisi(on|ones) | tasas? | frais |
      commissioni | oplat[ay] | poplatk(y|u) | poplatek | taxas?`),
  ],
  [
    'packages',
    cue(`packages? | passes | party pass | bundles? | pakete? | pakket(ten)? | paquetes? | abonos? | forfaits? | pacchett[oi] |
      pakiety? | karnety? | balicky? | pacotes?`),
  ],
]

/** First entry whose pattern matches. */
export function firstCue<T>(cues: [T, RegExp][], normalized: string): T | null {
  return cues.find(([, pattern]) => pattern.test(normalized))?.[0] ?? null
}

/**
 * An event id: the word after "id" ("event id gala"), or a word that looks
 * like one ("berlin-halloween-2026": hyphenated, letters and a digit).
 */
export function eventIdIn(normalized: string): string | null {
  const explicit = normalized.match(/\bid\s+([a-z0-9]+(?:-[a-z0-9]+)*)\b/)
  if (explicit) return explicit[1]
  for (const token of normalized.split(' ')) {
    if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(token) && /\d/.test(token) && /[a-z]/.test(token)) {
      return token
    }
  }
  return null
}

/**
 * Kinds of events people ask for that the service does not list: the answer
 * says so and names the kinds there are.
 */
export const UNKNOWN_EVENT_KINDS =
  /\b(concerts?|karaoke( nights?)?|(pub|bar) crawls?|hackathons?|(career|job) fairs?|workshops?|conferences?|lectures?|exhibitions?|(pub )?quiz(zes)?|(boat|pool|foam|beach|toga|techno) part(y|ies)|christmas( part(y|ies)| markets?)?|new years?( eve)?|nye|carnival|oktoberfest|sports? events?|football( matches)?|game nights?|networking( events?)?|speed dating|comedy( shows?)?|theat(re|er)|opera|marathons?|open mic)\b/

/**
 * Words that carry no request of their own ("the", "show me", "any"): they are
 * never reported as not understood.
 */
export const FILLER_WORDS = new Set(
  (
    'a an the is are am be been being was were do does did doing done i im ive id me my mine we our ' +
    'us you your yours youre it its of in on at to for from with by about and or but any anything ' +
    'anyone some something what whats which when whens where wheres who whos how hows there theres ' +
    'here this that these those can could would should will shall might must please tell show give ' +
    'find list get know want wanna need looking look like see let lets have has had got just also ' +
    'really very much many more most all every one ones s thanks thank hi hello hey ok okay yes no ' +
    'not if than then so as into up over them they their he she his her go goes going isnt arent ' +
    'dont doesnt cant wont is there available still soon upcoming coming student students cool good ' +
    'best fun nice great interesting big local international erasmus around near nearby buy book ' +
    'booking attend join happen happens kind kinds type types sort any options option again else ' +
    'other others next later plan planning wondering curious whether currently right now ' +
    'okay um uh hmm hiya yo dear guys folks someone somebody friend friends my info details detail ' +
    'english total person general advance time cash online town two three four five six seven ' +
    'eight nine ten few couple days weeks hours monthly plans policy policies rules joining team ' +
    /* German */
    'der die das den dem des ein eine einen einem einer ich du er sie es wir ihr mir mich dir uns ist sind bin ' +
    'gibt gab es wo wann was wie wer welche welcher welches welchen im in am an auf fur mit und oder zu zum zur ' +
    'von vom bei nach noch schon bitte danke kann konnen kannst gibts irgendwelche irgendwas mal hier da denn ' +
    'habt hat haben sagen sag zeig zeige zeigen suche brauche mochte will als auch nur gerne studenten student ' +
    'studierende aktuell jetzt heuer alle alles viele kein keine nicht ja nein so ' +
    /* Dutch */
    'de het een ik jij je u hij zij we wij jullie is zijn er waar wanneer wat hoe wie welke welk in op aan voor met ' +
    'en of te van bij naar nog al graag dank mag kan kunnen kun zijn heb hebben hebt geef laat zien zoek ik ' +
    'studenten alle iets geen niet ja nee ook nu deze dit die ' +
    /* Spanish */
    'el la los las un una unos unas yo tu usted el ella nosotros es son esta estan hay donde cuando que como quien ' +
    'cual cuales en de del al a para por con y o u mi me te se su sus lo le les algun alguna algunos algunas algo ' +
    'puedo puedes podria quiero quisiera necesito busco dime muestrame hola gracias favor estudiantes estudiante ' +
    'todos todas todo nada no si tambien ahora este esta estos estas ese esa eso muy mas ' +
    /* French */
    'le la les un une des je tu il elle nous vous ils est sont y a il ya ou quand que quoi comment qui quel quelle ' +
    'quels quelles en dans de du au aux a pour par avec et ou mon ma mes me moi te se son sa ses ce cet cette ces ' +
    'puis peux peut pouvez voudrais veux cherche dis montre merci svp etudiants etudiant tous toutes tout rien ne pas ' +
    'oui non aussi maintenant est-ce qu est ce qu il y a-t-il t-il ' +
    /* Italian */
    'il lo la i gli le un uno una io tu lui lei noi voi loro e sono c ci dove quando che cosa come chi quale quali ' +
    'in di del della dei delle al alla a da per con ed o mio mia mi ti si suo sua posso puoi vorrei voglio cerco ' +
    'dimmi mostrami grazie studenti studente tutti tutte tutto niente non si anche ora questo questa ' +
    /* Polish */
    'czy jest sa gdzie kiedy co jak kto ktory ktora ktore jaki jaka jakie w we na do z ze i lub albo o dla od przez ' +
    'moge mozesz chce chcialbym chcialabym szukam pokaz powiedz dziekuje prosze studenci student wszystkie wszystko ' +
    'nie tak tez teraz ten ta to sie mi mnie sa jakies jakis jakichs ' +
    /* Czech */
    'je jsou kde kdy co jak kdo ktery ktera ktere jaky jaka jake v ve na do z ze a nebo o pro od pres muzu muzes chci ' +
    'chtel hledam ukaz rekni dekuji prosim studenti student vsechny vsechno ne ano take ted ten ta to se mi mne nejake ' +
    /* Portuguese */
    'o a os as um uma eu voce ele ela nos e sao esta estao ha onde quando que como quem qual quais em no na nos nas ' +
    'de do da dos das ao para por com ou meu minha me te se seu sua posso pode queria quero procuro diga mostre ' +
    'obrigado obrigada estudantes estudante todos todas tudo nada nao sim tambem agora este esta isso'
  ).split(' ')
)
