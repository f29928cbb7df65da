import type { EventType, PartnerCategory } from '#schemas/enums'
import type { PricingTopic } from '#schemas/a2a'
import {
  englishWordsOf,
  isCueWord,
  isDeclaredIn,
  registerCueWords,
} from '#lib/understanding/cue_index'
import { literalWords } from '#lib/understanding/pattern_words'
import { isAnyStopword, isStopwordIn } from '#lib/understanding/stopwords'
import type { Language } from '#lib/understanding/languages'
import { readingLanguages } from '#lib/understanding/reading_languages'

/*
| The words the agent listens for, as patterns over a normalized question
| (lower case, no accents, "'s" dropped). Plurals are part of each pattern.
*/

/**
 * A cue's words in each language, alternatives separated by " | " (regex
 * syntax, without spaced bars, inside each). The literal words of an
 * alternative (pattern_words.ts) become known words of every question's
 * line; an alternative written with syntax that is not expanded (`\s`, `\w`,
 * `.*`) matches without registering any, for words that must not change how
 * other questions read ("dać" in "nie dać się oszukać").
 */
export type CueWords = Partial<Record<Language, string>>

function alternativesOf(text: string): string[] {
  return text
    .split(/\s+\|\s+/)
    .map((item) => item.trim())
    .filter(Boolean)
}

const unionOf = (lists: string[][]) => `\\b(?:${[...new Set(lists.flat())].join('|')})\\b`

/**
 * One word of another language that the question's languages declare
 * themselves (for this or another concept), or use as a function word: a
 * false friend ("plan" is an event in Spanish, a phone plan in English;
 * Italian "all'ingresso" is no English "all"). Phrases are never one.
 */
function isFalseFriend(alternative: string, languages: readonly Language[]): boolean {
  return (
    !/\s/.test(alternative) &&
    literalWords([alternative]).some(
      (word) => isDeclaredIn(word, languages) || isStopwordIn(word, languages)
    )
  )
}

/** English is read along with every question: in another language's question its one-word cues never stand for that language's function words. */
function isEnglishFalseFriend(alternative: string, languages: readonly Language[]): boolean {
  const others = languages.filter((language) => language !== 'en')
  return (
    languages[0] !== 'en' &&
    !/\s/.test(alternative) &&
    literalWords([alternative]).some((word) => isStopwordIn(word, others))
  )
}

/**
 * A cue declared per language: while a question is read (readingIn), only
 * the words of its likely languages count; elsewhere, every language's.
 */
class LanguageCue extends RegExp {
  static get [Symbol.species]() {
    return RegExp
  }

  readonly #scoped = new Map<string, RegExp>()

  constructor(private readonly lists: Partial<Record<Language, string[]>>) {
    super(unionOf(Object.values(lists) as string[][]))
  }

  exec(text: string): RegExpExecArray | null {
    const languages = readingLanguages()
    return languages ? this.#in(languages).exec(text) : super.exec(text)
  }

  #in(languages: readonly Language[]): RegExp {
    const key = languages.join(' ')
    let scoped = this.#scoped.get(key)
    if (!scoped) {
      const lists = Object.entries(this.lists).map(([language, list]) =>
        language === 'en'
          ? list.filter((words) => !isEnglishFalseFriend(words, languages))
          : languages.includes(language as Language)
            ? list
            : list.filter((words) => !isFalseFriend(words, languages))
      )
      scoped = new RegExp(lists.flat().length > 0 ? unionOf(lists) : '(?!)')
      this.#scoped.set(key, scoped)
    }
    return scoped
  }
}

/**
 * A cue: one declaration per concept, its words per language (`{ en: …, de:
 * …, … }`: each language's words are read by that language's stems, and the
 * English ones name the concept when the service's English texts are
 * searched), or one list for words any language uses.
 */
/** The English headword of each cue declared per language: the content words of its first English alternative (what the English texts call it). */
const englishOfCue = new WeakMap<RegExp, string[]>()

export function englishOf(pattern: RegExp): string[] {
  return englishOfCue.get(pattern) ?? []
}

export function cue(words: string | CueWords, options: { oneMeaning?: boolean } = {}): RegExp {
  if (typeof words === 'string') {
    const list = alternativesOf(words)
    registerCueWords(list)
    return new RegExp(`\\b(?:${list.join('|')})\\b`)
  }
  /* a list of different things (kinds of events it lacks) has no one English word to search with */
  const english = options.oneMeaning === false ? [] : alternativesOf(words.en ?? '')
  const lists = Object.entries(words).map(([language, text]) => {
    const list = alternativesOf(text)
    registerCueWords(list, language as Language, english)
    return list
  })
  const pattern = new LanguageCue(
    Object.fromEntries(Object.keys(words).map((language, at) => [language, lists[at]]))
  )
  englishOfCue.set(pattern, englishWordsOf(english.slice(0, 1)))
  return pattern
}

/*
| Each concept declares its words once per language (folded: no accents):
| English, German, Dutch, Spanish, French, Italian, Polish, Czech,
| Portuguese. Inflections come from the stems of each language, so a word is
| written once in its base form ("impreza", not each of its cases).
*/
export const CUES = {
  greeting:
    /^(hi|hello|hey|hej|hallo|hola|ola|oi|salut|bonjour|ciao|hoi|czesc|ahoj|dzien dobry|good (morning|afternoon|evening)|guten (morgen|tag|abend)|buenos dias|buongiorno|bom dia|yo)\b/,
  help: cue({
    en: `help | what can you (do|answer|tell) | what do you (know|do) | what can i ask | how does this work | who are you | help me`,
    de: `hilfe | was kannst du | wer bist du`,
    nl: `wat kun je`,
    es: `ayuda | que puedes hacer`,
    fr: `aide | que sais tu faire`,
    it: `aiuto | cosa sai fare`,
    pl: `pomoc | co umiesz`,
    cs: `pomoc | co umis`,
    pt: `ajuda | o que voce pode`,
  }),
  contact: cue({
    en: `contact | e-?mail | get in touch | reach (you|the team|someone|a human|support) |
      talk to (someone|a human|a person|the team|you) | speak (to|with) (someone|a human|a person|the team) |
      support team | customer (service|support) | message the team | write to (you|the team) | phone number | call you`,
    de: `kontakt(ieren)? | kontaktformular`,
    nl: `contacteren`,
    es: `contacto | contactar`,
    fr: `contacter`,
    it: `contatto | contattare`,
    pl: `s?kontaktowac`,
    cs: `kontaktovat`,
    pt: `contato | contatar | equipe | equipa`,
  }),
  free: cue({
    en: `free | for nothing | no cost | without paying | cost nothing | costs nothing`,
    de: `gratis | kostenlos | umsonst`,
    nl: `gratis`,
    es: `gratis | gratuito | gratuita`,
    fr: `gratuit | gratuits | gratuite | gratuites`,
    it: `gratis | gratuito | gratuita | gratuiti`,
    pl: `za darmo | darmowy | darmowa | darmowe`,
    cs: `zdarma | bezplatny | bezplatna | bezplatne`,
    pt: `gratis | gratuito | gratuita | de graca`,
  }),
  deals: cue({
    en: `(deals?|discounts?) | discount codes? | discounts? | promo( codes?)? | coupons? | vouchers? | partners? | offers |
      student offers? | perks? | savings? | save money | referrals? | free trials?`,
    de: `rabatt(e|code|codes)? | gutscheine? | gutscheincodes? | angebote? | ermassigung(en)? | studentenrabatt | partner`,
    nl: `korting(en|scodes?)? | aanbieding(en)? | studentenkorting | partner`,
    es: `descuentos? | ofertas? | codigos? de descuento | cupon(es)? | promociones? | socio`,
    fr: `reductions? | reducs? | bons? plans? | codes? promo | offres? | remises? | partenaire`,
    it: `sconti | sconto | offerte | codici sconto | codice sconto | partner`,
    pl: `znizka | rabat | promocja | kody? rabatowe? | oferta | partner`,
    cs: `sleva | slevove? kody? | slevovy kod | nabidka | partner`,
    pt: `descontos? | cupo(m|ns) | promocao | promocoes | parceiro`,
  }),
  presale: cue({
    en: `pre-?sales? | early access | early bird | early-bird`,
    de: `vorverkauf | fruhzugang | fruher zugang`,
    nl: `voorverkoop | vroege toegang`,
    es: `preventa | acceso anticipado`,
    fr: `prevente | acces anticipe`,
    it: `prevendita | accesso anticipato`,
    pl: `przedsprzedaz | wczesny dostep`,
    cs: `predprodej`,
    pt: `pre-?venda | acesso antecipado`,
  }),
  tickets: cue({
    en: `tickets? | entry | entrance | admission | pre-?sales? | early access | early bird | on sale |
      (sold|sell|selling) out | sales?`,
    de: `karte | eintrittskarte | eintritt | ausverkauft | vorverkauf | ticket`,
    nl: `kaartje | kaart | toegangsbewijs | uitverkocht | ticket`,
    es: `entrada | boleto | agotado | agotada`,
    fr: `billet | billetterie | complet`,
    it: `biglietto | biglietti | esaurito | esaurita`,
    pl: `bilet | bilety | biletow | biletu | wyprzedane`,
    cs: `vstupenka | vstupenky | vstupenek | listek | listky | vyprodano`,
    pt: `bilhete | ingresso | esgotado | esgotada`,
  }),
  price: cue({
    en: `prices? | priced | pricing | price list | how much | pay | paying`,
    de: `preis | preise | wie ?viel | kostet | kosten die`,
    nl: `prijs | prijzen | hoeveel | kost`,
    es: `precio | precios | cuanto | cuesta | cuestan`,
    fr: `prix | combien | coute | coutent | tarif | tarifs`,
    it: `prezzo | prezzi | quanto | costa | costano`,
    pl: `cena | ceny | ile kosztuj[ea] | kosztuje`,
    cs: `cena | ceny | kolik | stoji`,
    pt: `preco | precos | quanto | custa | custam`,
  }),
  livingCosts: cue({
    en: `cost of living | living costs? | costs? to live | monthly costs? | budget | rents? |
      how much (money )?(do|would|will) i need | expensive to live | cheap to live | afford`,
    de: `lebenshaltungskosten | miete | mieten | monatliche kosten`,
    nl: `kosten van levensonderhoud | huur | vaste lasten`,
    es: `coste de vida | costo de vida | alquiler | alquileres`,
    fr: `cout de la vie | loyer | loyers`,
    it: `costo della vita | affitto | affitti`,
    pl: `koszty (zycia|utrzymania) | czynsz | najem`,
    cs: `zivotni naklady | naklady na zivot | najemne | najem`,
    pt: `custo de vida | aluguel | aluguer | renda`,
  }),
  nextEvent: cue({
    en: `next (event|party|one|thing) | when is the next | what is next | whats next | what next | soonest | first upcoming`,
    de: `nachste (party|veranstaltung|event)`,
    nl: `volgende (feest|evenement|event)`,
    es: `proximo evento | proxima fiesta`,
    fr: `prochain evenement | prochaine (soiree|fete)`,
    it: `prossimo evento | prossima festa`,
    pl: `nastepne wydarzenie | najblizsze wydarzenie`,
    cs: `nejblizsi akce | pristi akce`,
    pt: `proximo evento | proxima festa`,
  }),
  /* "in arrivo", "à venir": coming up, said of the events (never a place after its preposition) */
  comingUp: cue({
    en: `coming up | on the way | in the pipeline`,
    de: `demnachst | in kurze | in planung`,
    nl: `binnenkort | in aantocht | op komst`,
    es: `por venir | en camino | proximamente`,
    fr: `a venir | prochainement | en preparation`,
    it: `in arrivo | a breve | in programma`,
    pl: `wkrotce | niebawem | w planach`,
    cs: `brzy | chystane | v planu`,
    pt: `por vir | a caminho | em breve`,
  }),
  events: cue({
    en: `events? | part(y|ies|ys) | partying | what on | whats on | what is on | happening | going on |
      things to do | festivals? | fests? | gigs? | celebrations? | meetups? | nights? out | go out | going out | raves? | clubbing`,
    de: `veranstaltung | veranstaltungen | events | feier | feiern | fest | was ist (.* )?los | was geht | was lauft | ausgehen | party`,
    nl: `evenement | evenementen | feest | feesten | feestje | wat is er (.* )?te doen | wat te doen | uitgaan | wat gebeurt er`,
    es: `evento | eventos | fiesta | fiestas | que hay | que pasa | que hacer | salir de fiesta | plan | planes`,
    fr: `evenement | evenements | soiree | soirees | fete | fetes | que faire | quoi faire | qu est ce qui se passe | sortir | quoi de prevu | au programme`,
    it: `evento | eventi | feste | festa | cosa c e | cosa fare | cosa succede | uscire`,
    pl: `wydarzenie | wydarzenia | wydarzen | eventy? | eventow | eventach | impreza | imprezy | co sie dzieje | co robic`,
    cs: `akce | akci | udalost | udalosti | vecirek | vecirky | co se deje | co delat | party | co je na | co bude | co se kona`,
    pt: `evento | eventos | festa | festas | o que ha | o que fazer | sair | o que (acontece|rola) | acontece`,
  }),
  /*
   * "is there anything", "iets te doen", "tem algo", "coś się dzieje": an
   * indefinite thing asked for; with a place or a date (and nothing else
   * asked) it is that place's or day's events.
   */
  something: cue({
    en: `anything (on|happening|going on|to do|left) | something (on|happening|to do) | (what|whats) (is )?(still )?left | anything | something | smth | sth`,
    de: `etwas los | was los | irgendetwas | irgendwas | etwas`,
    nl: `iets te doen | wat is er nog | wat is er | iets`,
    es: `algo que hacer | alguna cosa | algo`,
    fr: `quelque chose | truc | qqch`,
    it: `qualcosa da fare | qualche cosa | qualcosa`,
    pl: `cos sie dzieje | cokolwiek | co jest | cos`,
    cs: `neco se deje | cokoliv | cokoli | neco | co je`,
    pt: `tem alguma coisa | tem algo | ha algo | alguma coisa | algo`,
  }),
  /*
   * "q hay", "oq tem", "koi de prevu", "co je", "was is los": what there is,
   * asked without (or with a chat spelling of) its question word; with a
   * place or a date it is that place's or day's events.
   */
  onOffer: cue({
    en: `on | happening | going on | to do`,
    de: `los | gibt`,
    nl: `te doen | gebeurt | is er`,
    es: `hay | pasa | hacer`,
    fr: `prevu | programme | se passe | a faire`,
    it: `c e | ce | succede | da fare`,
    pl: `jest | dzieje | robic`,
    cs: `je | deje | bude | delat`,
    pt: `tem | ha | rola | fazer`,
  }),
  /* "anywhere": no place asked, so no city filter (the words are understood, not unknown) */
  anywhere: cue({
    en: `anywhere | wherever | (doesnt|does not|dont) matter where | any city`,
    de: `egal wo | uberall | irgendwo`,
    nl: `(maakt|maak) niet uit waar | overal | ergens`,
    es: `donde sea | (da igual|no importa) donde | en cualquier (sitio|lugar|ciudad)`,
    fr: `(peu importe|n importe) ou | partout`,
    it: `ovunque | dovunque | (non importa|fa lo stesso) dove | in qualsiasi citta | in assoluto`,
    pl: `gdziekolwiek | wszedzie | (obojetnie|niewazne|wszystko jedno) gdzie`,
    cs: `kdekoliv | kdekoli | vsude | je (jedno|fuk) kde`,
    pt: `(em )?qualquer (lugar|cidade) | onde for | tanto faz onde`,
  }),
  /*
   * The past: its own words, "already" with a verb of happening, "missed",
   * and the tenses that only tell of the past (Spanish preterite -aron/-ieron,
   * Portuguese "já" with a preterite, English "did you …"), and "took place"
   * in a past tense with or without "already" ("stattgefunden", "proběhly",
   * "odbyły się").
   */
  past: cue({
    en: `past | previous | earlier | last year | already happened | took place | already over | were there | was there | was it | when was | have been | did (you|they|it) (have|happen) |
      did (you|u|they|we) [a-z]+ | (i|we) missed | missed (it|them|all|one|any)`,
    de: `gab es | gabs | hat es .* gegeben | fand .* statt | vergangen | vergangene | vergangenen | waren | vorbei | verpasst | schon gewesen | stattgefunden`,
    nl: `waren er | was er | is er .* geweest | zijn er .* geweest | geweest | afgelopen | voorbij | vorige | gemist | plaatsgevonden`,
    es: `hubo | habia | ha habido | pasados | pasadas | anteriores | [a-z]{2,}(aron|ieron) | me (perdi|he perdido)`,
    fr: `c etai(t|ent) | y a-t-il eu | il y a eu | il y avait | y avait-il | (evenements|events?|soirees|fetes) pass[e]e?s | ont eu lieu | deja eu lieu | (j ai|on a) (rate|manque)`,
    it: `c era | ci sono stat[ie] | ce stat[ao] | passati | passate | precedenti | gia (stat[ieo]|fatt[ieo]|success[oa]|svolt[ieoa]) | si (sono|e) svolt[ieoa] | (mi sono|ho) pers[oaie]`,
    pl: `czy byl[ao]? | bylo | byla | byl | byly | minione | poprzednie | ubiegle | juz (byly|bylo) | (sie )?odbyl[aoy]?( sie)? | przegapil(em|am)?`,
    cs: `bylo | byla | byl | byly | minule | probehle | predchozi | uz byl[aoy]? | probehl[aoy]? | (se )?konal[aoy]?( se)? | propasl | zmeskal`,
    pt: `houve | teve | passados | passadas | anteriores | ja [a-z]+(ram|eu|ou) | perdi`,
  }),
  /*
   * Tickets sold out: their state, not a past event, though some languages
   * say it in a past tense ("algum lote já esgotou?", "¿se agotaron?"). The
   * Spanish and Portuguese verbs are stems ("agot…"): a word of every tense,
   * and no new cue word to change how the line reads them.
   */
  soldOut: cue({
    en: `sold ?-?out | sell(ing)? out`,
    de: `ausverkauft`,
    nl: `uitverkocht`,
    es: `agot[a-z]*`,
    fr: `epuise | epuisee | epuises | epuisees | complet | complets`,
    it: `esaurito | esaurita | esauriti | esaurite`,
    pl: `wyprzedane | wyprzedany`,
    cs: `vyprodano | vyprodany | vyprodana`,
    pt: `(ja )?esgot[a-z]*`,
  }),
  cities: cue({
    en: `cities | which cit(y|ies) | what cit(y|ies) | where (are you|do you|can i find you|is the community) |
      locations? | countries | list of cit(y|ies) | all cit(y|ies)`,
    de: `stadte | welche stadte`,
    nl: `steden | welke steden`,
    es: `ciudades | que ciudades`,
    fr: `villes | quelles villes`,
    it: `citta | quali citta`,
    pl: `miasta | jakie miasta`,
    cs: `mesta | jaka mesta`,
    pt: `cidades | quais cidades`,
  }),
  guide: cue({
    en: `guide | about | tell me | lowdown | low down | living | life in | student life | life | live in | moving | move to | study in |
      studying | universit(y|ies) | unis? | colleges? | neighbou?rhoods? | districts? | areas? | housing | accommodation |
      flats? | places | tips | info | information | overview | like to live | worth | introduce`,
    de: `stadtfuhrer | leben | wohnen | umziehen | studieren | erzahl | erzahle | info | infos | tipps | vorstellen | uberblick | studentenstadt`,
    nl: `gids | wonen | verhuizen | vertel | vertel me over | tips | voorstellen | presenteren | overzicht | studentenstad`,
    es: `guia | vivir | vida | mudarme | estudiar | cuentame | hablame | informacion | consejos | presentar | presentame`,
    fr: `vivre | vie | demenager | etudier | parle moi | parle-moi | parlez-moi | conseils | astuces | presenter | presente-moi | presente moi | presentez-moi | apercu`,
    it: `guida | vivere | vita | trasferirmi | studiare | dimmi | raccontami | parlami | mi parli | consigli | presentare | presentami | panoramica`,
    pl: `przewodnik | mieszkac | zycie | studiowac | opowiedz | porady | wskazowki | przedstaw | przedstawic | przeglad`,
    cs: `pruvodce | bydlet | zivot | studovat | rekni | povez | tipy | rady | predstav | predstavit | prehled`,
    pt: `guia | viver | morar | estudar | conte | conta-me | fala-me | fale | fala | dicas | apresentar | apresenta-me | visao geral`,
  }),
  generalCosts: cue({
    en: `costs? | expensive | cheap | pricey | affordable`,
    de: `teuer | gunstig | billig | kosten`,
    nl: `duur | goedkoop`,
    es: `caro | cara | barato | barata`,
    fr: `cher | chere | pas cher`,
    it: `costoso | economico`,
    pl: `drogo | drogie | tanio`,
    cs: `drahe? | levne?`,
    pt: `caro | barato`,
  }),
}

export const EVENT_TYPE_CUES: [EventType, RegExp][] = [
  [
    'halloween',
    cue({
      en: `hall?owe?en | hallowe en | spooky | costume part(y|ies) | halloweenparty | halloween-party`,
      de: `halloween | kostumparty`,
      nl: `halloween | verkleedfeest`,
      es: `halloween | fiesta de disfraces`,
      fr: `halloween | soiree deguisee`,
      it: `halloween | festa in maschera`,
      pl: `halloween`,
      cs: `halloween | halloweenska | halloweenske | halloweensky | halloweenskou`,
      pt: `halloween`,
    }),
  ],
  [
    'welcome_festival',
    cue({
      en: `welcome (festival|fest)s? | festivals? | fests? | festival`,
      de: `willkommensfest | festival`,
      nl: `welkomstfestival | festival`,
      es: `festival de bienvenida | festivales de bienvenida | festival | festivales`,
      fr: `festival d accueil | festival`,
      it: `festa di benvenuto | festival`,
      pl: `festiwal powitalny | festiwal`,
      cs: `uvitaci festival | festival`,
      pt: `festival de boas-vindas | festivais de boas-vindas | boas-vindas | festival | festivais`,
    }),
  ],
  [
    'semester_kickoff',
    cue({
      en: `(semester )?kick ?-?offs? | semester (start|opening|kick) part(y|ies) | semester part(y|ies) |
        start of semester part(y|ies)`,
      de: `semesterstart | semesterstartparty | semesterparty | semesteranfangsparty`,
      nl: `semesterstart | kick-off`,
      es: `fiesta de inicio de semestre | inicio de semestre`,
      fr: `soiree de rentree | rentree`,
      it: `festa di inizio semestre | inizio semestre`,
      pl: `impreza na poczatek semestru | poczatek semestru`,
      cs: `zacatek semestru`,
      pt: `inicio do semestre`,
    }),
  ],
  [
    'orientation_week',
    cue({
      en: `orientation( weeks?)? | o-?weeks? | freshers?( week)? | intro(duction)? weeks? | welcome weeks?`,
      de: `orientierungswoche | einfuhrungswoche | ersti-?woche`,
      nl: `introductieweek | orientatieweek`,
      es: `semana de orientacion | semana de bienvenida`,
      fr: `semaine d integration | semaine d orientation`,
      it: `settimana di orientamento`,
      pl: `tydzien orientacyjny | tygodnia orientacyjnego`,
      cs: `orientacni tyden | seznamovaci tyden`,
      pt: `semana de orientacao`,
    }),
  ],
]

/* a phone plan ("forfait mobile", "abbonamento telefonico") is the mobile deals, never a pricing package */
export const PHONE_PLAN_CUE = cue({
  en: `(?:mobile|phone|cell|data|sim)\\s+(?:plans?|contracts?|tariffs?)`,
  de: `handyvertr(?:a|ae)ge? | handytarif\\w* | mobilfunk(?:vertrag|tarif)\\w* | (?:handy|sim)[ -]?abo\\w*`,
  nl: `(?:telefoon|sim|mobiel)[ -]?abonnement\\w* | belbundel\\w*`,
  es: `(?:tarifas?|planes?|contratos?|abonos?)\\s+(?:de )?(?:movil|moviles|telefono|celular)`,
  fr: `(?:forfaits?|abonnements?)\\s+(?:de )?(?:mobiles?|portables?|telephon\\w*|sim)`,
  it: `(?:abbonament\\w*|tariff\\w*|piano|piani|offert\\w*)\\s+(?:telefonic\\w*|cellulare|mobile|di telefonia)`,
  pl: `(?:abonament\\w*|plan\\w*|taryf\\w*)\\s+(?:telefoniczn\\w*|komorkow\\w*|na telefon)`,
  cs: `(?:mobilni|telefonni)\\w* (?:tarif\\w*|paus\\w*)`,
  pt: `(?:planos?|tarifarios?|pacotes?)\\s+(?:de )?(?:telemovel|telefone|celular|movel|moveis)`,
})

export const CATEGORY_CUES: [PartnerCategory, RegExp][] = [
  [
    'banking',
    cue({
      en: `bank(s|ing)? | accounts? | money transfers? | debit cards? | credit cards?`,
      de: `konto | girokonto | bank`,
      nl: `bankrekening | bank`,
      es: `cuenta( bancaria)? | banco`,
      fr: `compte( bancaire)? | banque`,
      it: `conto( corrente)? | banca`,
      pl: `konto bankowe | bankowe | bank`,
      cs: `ucet | banka`,
      pt: `conta( bancaria)? | banco`,
    }),
  ],
  [
    'mobile',
    cue({
      en: `mobile | phones? | sim( cards?)? | e-?sims? | data plans? | phone plans? | internet`,
      de: `handy | handyvertrag | handytarif | mobilfunk`,
      nl: `telefoon | abonnement`,
      es: `movil | tarifa movil | telefono`,
      fr: `forfait | portable`,
      it: `cellulare | telefonia`,
      pl: `telefon | abonament | komorka`,
      cs: `mobil | tarif | telefon`,
      pt: `telemovel | celular`,
    }),
  ],
  [
    'travel',
    cue({
      en: `travel(l?ing)? | trains? | bus(es)? | coach(es)? | flights? | rail | trips? | transport`,
      de: `reise | reisen | zug | fernbus`,
      nl: `reizen | trein | bus`,
      es: `viaje | viajes | viajar | tren | autobus`,
      fr: `voyage | voyages | train | billets? de train`,
      it: `viaggio | viaggi | viaggiare | treno`,
      pl: `podroz | podroze | pociag | autobus`,
      cs: `cestovani | vlak | autobus`,
      pt: `viagem | viagens | comboio | onibus`,
    }),
  ],
  [
    'food',
    cue({
      en: `food | meals? | groceries | grocery | eat(ing)? | restaurants? | lunch | dinner | takeaway`,
      de: `essen | lebensmittel`,
      nl: `eten`,
      es: `comida | comer`,
      fr: `nourriture | repas | manger`,
      it: `cibo | mangiare`,
      pl: `jedzenie`,
      cs: `jidlo`,
      pt: `comida`,
    }),
  ],
  [
    'housing',
    cue({
      en: `housing | rooms? | flats? | apartments? | accommodation | dorms? | rentals?`,
      de: `wohnung | zimmer | wg`,
      nl: `kamer | woning`,
      es: `piso | habitacion | alojamiento`,
      fr: `logement | chambre | appartement`,
      it: `alloggio | stanza | appartamento`,
      pl: `mieszkanie | mieszkaniem | pokoj`,
      cs: `ubytovani | bydleni | byt | pokoj`,
      pt: `alojamento | quarto | apartamento | casa`,
    }),
  ],
  [
    'shopping',
    cue({
      en: `shopping | shops? | laptops? | tech | electronics | clothes | fashion | gadgets?`,
      de: `technik | elektronik | kleidung`,
      nl: `elektronica | kleding`,
      es: `portatil | ordenador | ropa`,
      fr: `ordinateur | vetements`,
      it: `portatile | vestiti`,
      pl: `laptop | laptopy | elektronika | ubrania`,
      cs: `notebook | obleceni`,
      pt: `computador | roupa`,
    }),
  ],
  [
    'education',
    cue({
      en: `education | courses? | languages? | books? | learning | classes | tutoring | lessons?`,
      de: `sprachkurs | sprachkurse | kurs | kurse | bucher`,
      nl: `taalcursus | cursus`,
      es: `curso( de idiomas)? | idioma | idiomas | libros`,
      fr: `cours | langue | langues | livres`,
      it: `corso | corsi | lingue | libri`,
      pl: `kurs | kursy | jezyk | jezyki | jezykow | ksiazki`,
      cs: `kurz | kurzy | jazyk | jazyky | knihy`,
      pt: `curso | cursos | livros`,
    }),
  ],
  [
    'insurance',
    cue({
      en: `insurance | insured | health cover`,
      de: `versicherung | krankenversicherung`,
      nl: `verzekering`,
      es: `seguro( medico)?`,
      fr: `assurance`,
      it: `assicurazione`,
      pl: `ubezpieczenie`,
      cs: `pojisteni`,
      pt: `seguro`,
    }),
  ],
  [
    'fitness',
    cue({
      en: `fitness | gyms? | sports? | workouts? | yoga | swimming`,
      de: `fitnessstudio`,
      nl: `sportschool`,
      es: `gimnasio | deporte`,
      fr: `salle de sport`,
      it: `palestra`,
      pl: `silownia`,
      cs: `posilovna`,
      pt: `academia | ginasio`,
    }),
  ],
  [
    'entertainment',
    cue({
      en: `entertainment | streaming | music | movies? | films? | cinema | netflix | spotify | games? | gaming`,
      de: `musik | filme`,
      nl: `muziek`,
      es: `musica | peliculas | cine`,
      fr: `musique | divertissement`,
      it: `musica | intrattenimento`,
      pl: `muzyka | rozrywka`,
      cs: `hudba | zabava`,
      pt: `musica | entretenimento`,
    }),
  ],
]

export const PRICING_TOPIC_CUES: [Exclude<PricingTopic, 'all'>, RegExp][] = [
  [
    'refund_policy',
    cue({
      en: `refunds? | refunded | refundable | money back | cancel+ation | cancel+ing | cancel | reimburse`,
      de: `erstattung | ruckerstattung | erstatten | stornierung | stornieren | geld zuruck`,
      nl: `terugbetaling | terugbetalen | annuleren | annulering | geld terug | restitutie`,
      es: `reembolso | reembolsar | devolucion | devolver el dinero | dinero de vuelta | cancelacion`,
      fr: `remboursement | rembourser | annulation`,
      it: `rimborso | rimborsare | cancellazione | soldi indietro`,
      pl: `zwrot( pieniedzy)? | zwrocic pieniadze | anulowanie`,
      cs: `vraceni penez | vratit penize | vrat[a-z]*( [a-z]+)? penize | storno`,
      pt: `reembolso | reembolsar | cancelamento | devolver o dinheiro | dinheiro de volta`,
    }),
  ],
  [
    'fee_policy',
    cue({
      en: `fees? | booking fee | service fee | surcharge | extra charges? | extra costs? | hidden (costs?|fees?|charges?) | additional (costs?|fees?|charges?) | transaction (fees?|costs?|charges?) |
        (do|will|would) (you|u) charge | charge (anything|something)`,
      de: `gebuhr | gebuhren | servicegebuhr | buchungsgebuhr | transaktionsgebuhr | aufpreis | zusatzkosten | extra kosten | versteckte kosten | verlangt ihr (etwas|was|geld)`,
      nl: `kosten voor | servicekosten | boekingskosten | transactiekosten | toeslag | extra kosten | bijkomende kosten | verborgen kosten | rekenen jullie`,
      es: `comision | comisiones | tasa | tasas | gastos de gestion | gastos de transaccion | cargo | (costes|costos|gastos|cargos) (extra|adicionales|ocultos) | cobrais | cobran (algo|algun)`,
      fr: `frais | frais de reservation | supplement | frais (supplementaires|caches) | faites[ -]vous payer | vous faites payer`,
      it: `commissione | commissioni | costi di servizio | costi di transazione | supplemento | costi (extra|aggiuntivi|nascosti) | (vi )?fate pagare`,
      pl: `oplata | oplaty | oplata rezerwacyjna | prowizja | (dodatkowe|ukryte) (oplaty|koszty) | pobieracie`,
      cs: `poplatek | poplatky | poplatku | priplatek | (dalsi|skryte) (poplatky|naklady) | uctujete`,
      pt: `taxa | taxas | taxa de reserva | (custos|taxas) (extra|extras|adicionais|escondid[oa]s) | cobram | cobrais`,
    }),
  ],
  [
    'packages',
    cue({
      en: `packages? | passes | party pass | bundles?`,
      de: `paket | pakete`,
      nl: `pakket | pakketten`,
      es: `paquete | paquetes | abono | abonos`,
      fr: `forfait | forfaits | pack`,
      it: `pacchetto | pacchetti`,
      pl: `pakiet | pakiety | karnet | karnety`,
      cs: `balicek | balicky`,
      pt: `pacote | pacotes`,
    }),
  ],
]

/** The pricing topic asked; a phone plan's "forfait" or "pacote" is no package. */
export function pricingTopicIn(normalized: string, phonePlan: boolean): PricingTopic {
  const topic = firstCue(PRICING_TOPIC_CUES, normalized) ?? 'all'
  return phonePlan && topic === 'packages' ? 'all' : topic
}

/** First entry whose pattern matches. */
export function firstCue<T>(cues: [T, RegExp][], normalized: string): T | null {
  return cues.find(([, pattern]) => pattern.test(normalized))?.[0] ?? null
}

/**
 * An event id: the word after "id" ("event id gala"), or a word that looks
 * like one ("berlin-halloween-2026": hyphenated, letters and a digit).
 */
export function eventIdIn(normalized: string): string | null {
  /* "event id gala", not "a student id to get…": a filler or cue word is no id */
  const explicit = normalized.match(/\bid\s+([a-z0-9]+(?:-[a-z0-9]+)*)\b/)
  if (explicit && !isAnyStopword(explicit[1]) && !isCueWord(explicit[1])) return explicit[1]
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
export const UNKNOWN_EVENT_KINDS = cue(
  {
    en: `concerts? | karaoke( nights?)? | (pub|bar) crawls? | hackathons? | (career|job) fairs? | workshops? | conferences? |
    lectures? | exhibitions? | (pub )?quiz(zes)? | (boat|pool|foam|beach|toga|techno) part(y|ies) |
    christmas( part(y|ies)| markets?)? | new years?( eve)? | nye | carnival | oktoberfest | sports? events? |
    football( matches)? | game nights? | networking( events?)? | speed dating | comedy( shows?)? | theat(re|er) | opera |
    marathons? | open mic`,
    de: `konzert | konzerte | kneipentour | messe | vortrag | ausstellung | weihnachtsmarkt | weihnachtsfeier | karneval | fasching |
    fussballspiel | spieleabend | theater | oper | marathon`,
    nl: `concert | concerten | kroegentocht | lezing | tentoonstelling | kerstmarkt | kerstfeest | carnaval | voetbalwedstrijd |
    spelletjesavond | theater | opera | marathon`,
    es: `concierto | conciertos | ruta de bares | conferencia | exposicion | mercado navideno | cena de navidad | carnaval |
    partido de futbol | noche de juegos | teatro | opera | maraton`,
    fr: `concert | concerts | tournee des bars | conference | exposition | marche de noel | fete de noel | carnaval |
    match de foot | soiree jeux | theatre | opera | marathon`,
    it: `concerto | concerti | giro dei bar | conferenza | mercatino di natale | festa di natale | carnevale |
    partita di calcio | serata giochi | teatro | opera | maratona`,
    pl: `koncert | koncerty | wystawa | wyklad | jarmark bozonarodzeniowy | karnawal | mecz | teatr | opera | maraton`,
    cs: `koncert | koncerty | vystava | prednaska | vanocni trhy | vanocni vecirek | karneval | zapas | divadlo | opera | maraton`,
    pt: `concerto | concertos | exposicao | palestra | mercado de natal | carnaval | jogo de futebol | teatro | opera | maratona`,
  },
  { oneMeaning: false }
)

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
    'studierende aktuell jetzt heuer gerade momentan derzeit man alle alles viele kein keine nicht ja nein so ' +
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
    'oui non aussi maintenant est-ce qu est ce qu il y a-t-il t-il t ' +
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
