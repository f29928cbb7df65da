import type { PlaceCategory } from '#schemas/enums'
import type { AgentAction, EventField, GuideTopic } from '#schemas/a2a'
import { CUES, cue } from '#a2a/vocabulary'

/*
| What a question asks of the things it names: one field of an event or a
| guide, a filter or an order on a list, an action the agent cannot take, a
| comparison, a policy. One declaration per concept, its words per language
| (folded), read by each language's stems (see cue() in #a2a/vocabulary).
*/

/** A waiting list: an event's field ("is there a waiting list") and a filter of a list ("with a waiting list"). */
const WAITLIST_CUE = cue({
  en: `wait ?-?lists? | waiting lists?`,
  de: `warteliste`,
  nl: `wachtlijst`,
  es: `lista de espera`,
  fr: `liste d attente`,
  it: `lista d attesa`,
  pl: `list[a-z]* oczekujac[a-z]*`,
  cs: `cekaci (listina|listinu|seznam) | poradnik`,
  pt: `lista de espera`,
})

/** "with", per language: a thing an event has, named after it ("parties with a waiting list"). */
const WITH_WORDS = {
  en: `with | that have | which have`,
  de: `mit`,
  nl: `met`,
  es: `con`,
  fr: `avec`,
  it: `con`,
  pl: `z | ze`,
  cs: `s | se`,
  pt: `com`,
}

const WITH_ALTERNATIVES = Object.values(WITH_WORDS)
  .flatMap((words) => words.split(/\s+\|\s+/))
  .join('|')

/** "With <thing>" in any language: a filter of a list (events that have one), not the field asked. */
const withThing = (thing: RegExp) =>
  new RegExp(`\\b(?:${WITH_ALTERNATIVES})\\s+(?:[a-z]+\\s+)?(?:${thing.source})`)

/** "Open", said of a waiting list ("where the waiting list is open", "lista d'attesa aperta"). */
const OPEN_WORDS = cue({
  en: `open`,
  de: `offen | offene | offenen`,
  nl: `open | geopend`,
  es: `abierta | abiertas`,
  fr: `ouverte | ouvertes`,
  it: `aperta | aperte`,
  pl: `otwarta | otwarte`,
  cs: `otevrena | otevrene`,
  pt: `aberta | abertas`,
})

/** A waiting list said open, before or after it within a few words: of no one event, which events have one open. */
export const OPEN_WAITLIST_CUE = new RegExp(
  `(?:${WAITLIST_CUE.source})(?:\\s+[a-z]+){0,2}\\s+(?:${OPEN_WORDS.source})|(?:${OPEN_WORDS.source})\\s+(?:[a-z]+\\s+)?(?:${WAITLIST_CUE.source})`
)

/** "With a waiting list": a filter of a list (events that have one), not the field asked. */
export const WITH_WAITLIST_CUE = withThing(WAITLIST_CUE)

/** "Events with early access": which events have a window, not one event's field. */
export const WITH_EARLY_ACCESS_CUE = withThing(CUES.presale)

export const EVENT_FIELD_CUES: [EventField, RegExp][] = [
  [
    'entry_rule',
    cue({
      en: `costumes? | dress ?code | (what|should|do) (i|we) (need to )?wear | wear | bring | photo id | id card |
        entry (rules?|requirements?) | rules? (of|for) entry | door policy | (ask|check|need) (for )?at the door`,
      de: `kostum | kostume | verkleiden | verkleidung | verkleidet | kleiderordnung | dresscode | anziehen | mitbringen |
        ausweis | einlass | einlassregeln | einlassbedingungen`,
      nl: `verkleedkleren | kostuum | verkleden | verkleed | meenemen | identiteitsbewijs | dresscode | toegangsregels | toegangseisen`,
      es: `dress ?code | disfraz | disfrazarme | disfrazado | llevar | codigo de vestimenta | documento | (reglas|normas|requisitos) de (entrada|acceso) | reglas para entrar | (piden|pide|necesito) en la puerta`,
      fr: `dress ?code | deguisement | deguise | costume | porter | apporter | tenue | piece d identite | (regles|conditions) d (entree|acces) | (regles|conditions)\\spour (entrer|l entree)`,
      it: `travestimento | costume | mascherato | portare | documento | dress ?code | abbigliamento | all ingresso | all entrata | (regole|requisiti) d[i ] ?(ingresso|accesso) | regole per entrare`,
      pl: `dress ?code | przebranie | przebrac | kostium | zabrac | dowod | zasady (wejscia|wstepu) | zasady\\s(na|przy|do) (wejscie|wejsciu|wstep) | (trzeba|potrzeba) (miec )?(na|przy) wejsci(e|u)`,
      cs: `dress ?code | kostym | prevlek | prevleknout | obleceni | vzit | obcansky | pravidla (vstupu|vstupu na akci) | pravidla\\s(pro|na|u) vstupu?`,
      pt: `dress ?code | fantasia | fantasiado | levar | traje | (regras|requisitos) de (entrada|acesso) | regras para entrar | (regras|requisitos)\\s(para a|na) entrada`,
    }),
  ],
  [
    'age_min',
    cue({
      en: `age limit | min(imum)? age | ages? | how old | \\d{1,2} ?(year|yr)s? old | \\d{1,2} year old | under ?-?age | minors? | under 18 | over 18 | 1[5-9]\\+?`,
      de: `altersgrenze | mindestalter | alter | wie alt | alt genug | jahre alt | ab wie ?viel(en)? jahren | minderjahrig | unter 18 | ab 18`,
      nl: `leeftijdsgrens | minimumleeftijd | leeftijd | hoe oud | jaar oud | minderjarig`,
      es: `edad minima | limite de edad | edad | anos | menor(es)? de edad | mayor de edad | menores`,
      fr: `age minimum | limite d age | ans | mineur | mineure | mineurs | majeur`,
      it: `eta minima | limite di eta | eta | anni | minorenne | minorenni | maggiorenne`,
      pl: `minimalny wiek | ograniczenie wiekowe | wiek | lat | niepelnoletni | niepelnoletnia | niepelnoletny | pelnoletni`,
      cs: `(minimalni )?vekova hranice | vekovy limit | minimalni vek | vek | let | kolik (mi |mu |ti )?musi (byt|bejt) | nezletily | nezletili | plnolety | plnoleti`,
      pt: `idade minima | limite de idade | idade | menor de idade | maior de idade`,
    }),
  ],
  ['waitlist', WAITLIST_CUE],
  ['early_access', CUES.presale],
  [
    'price',
    cue({
      en: `how much | costs? | price | cost me | pay`,
      de: `wie ?viel | kostet | preis`,
      nl: `hoeveel | kost | prijs`,
      es: `cuanto | cuesta | precio`,
      fr: `combien | coute | prix`,
      it: `quanto | costa | prezzo`,
      pl: `ile kosztuje | ile | cena`,
      cs: `kolik | stoji | cena`,
      pt: `quanto | custa | preco`,
    }),
  ],
  [
    'date',
    cue({
      en: `when | what date | what day | what time`,
      de: `wann | an welchem tag | um wie viel uhr`,
      nl: `wanneer | hoe laat`,
      es: `cuando | que dia | a que hora`,
      fr: `quand | quel jour | a quelle heure`,
      it: `quando | che giorno | a che ora`,
      pl: `kiedy | o ktorej`,
      cs: `kdy | v kolik`,
      pt: `quando | que dia`,
    }),
  ],
  [
    'sales_open',
    cue({
      en: `(when|what time) (do|does|will) (the )?(ticket )?sales? (open|start|begin) | sales? (open|start|begin)`,
      de: `verkaufsstart | ab wann (gibt es )?(karten|tickets) | wann beginnt der (karten|ticket)?verkauf`,
      nl: `wanneer (begint|start) de (kaart)?verkoop`,
      es: `cuando (empieza|abre) la venta | cuando salen las entradas`,
      fr: `quand (commence|ouvre) la (mise en )?vente | mise en vente`,
      it: `quando (inizia|apre) la vendita | apertura (delle )?vendite`,
      pl: `kiedy (rusza|zaczyna sie) sprzedaz | start sprzedazy`,
      cs: `kdy (zacina|zacne|se spusti) prodej | zahajeni prodeje`,
      pt: `quando (abre|comeca) a venda | abertura das vendas`,
    }),
  ],
  [
    'venue',
    cue({
      en: `where is | where does | where will | which venue | venue | location | address`,
      de: `wo ist | wo findet | wo genau`,
      nl: `waar is | waar vindt | locatie`,
      es: `donde es | donde sera | lugar | direccion`,
      fr: `ou est | ou a lieu | lieu | adresse`,
      it: `dove si | dov e | luogo | indirizzo`,
      pl: `gdzie (jest|odbywa) | miejsce | adres`,
      cs: `kde je | kde se kona | misto | adresa`,
      pt: `onde e | onde sera | local | endereco`,
    }),
  ],
]

/** Words that name a price (not only "how much"): with an age cue, "how much" alone asks the age. */
export const PRICE_NOUN = cue({
  en: `prices? | costs? | fees? | tickets? | euros? | eur`,
  de: `preis | preise | kosten | kostet`,
  nl: `prijs | prijzen | kost`,
  es: `precio | precios | cuesta | cuestan`,
  fr: `prix | coute | coutent | tarif | tarifs`,
  it: `prezzo | prezzi | costa | costano`,
  pl: `cena | ceny | kosztuje`,
  cs: `cena | ceny | stoji`,
  pt: `preco | precos | custa | custam`,
})

/** Ticket sales as such (with "when": when sales open, not the event's date). */
export const SALES_CUE = cue({
  en: `sales? | on sale | ticket sales | go on sale`,
  de: `verkauf | kartenverkauf | ticketverkauf | verkaufsstart`,
  nl: `verkoop | kaartverkoop`,
  es: `venta | ventas | a la venta`,
  fr: `vente | mise en vente | en vente`,
  it: `vendita | in vendita`,
  pl: `sprzedaz | sprzedaz biletow`,
  cs: `prodej | prodej vstupenek`,
  pt: `venda | vendas | a venda`,
})

/** Instructions aimed at the agent itself, not a question (prompt injection): its own phrases. */
export const INJECTION_CUE = cue({
  en: `system prompt | you are now | act as | pretend (to be|you are) | jailbreak | developer mode |
    reveal (your|the) (prompt|instructions) | (no|without) restrictions | unrestricted`,
  de: `systemprompt | du bist jetzt | tu so als | ohne einschrankungen | keine (regeln|einschrankungen) mehr`,
  nl: `je bent nu | doe alsof | zonder beperkingen`,
  es: `ahora eres | finge (ser|que) | sin restricciones`,
  fr: `tu es maintenant | fais semblant | sans restrictions`,
  it: `ora sei | fingi (di|che) | senza restrizioni`,
  pl: `jestes teraz | udawaj | bez ograniczen`,
  cs: `ted jsi | jsi ted | predstirej | bez omezeni`,
  pt: `agora voce e | finja (ser|que) | sem restricoes`,
})

/** The agent's own hidden instructions asked for ("list your internal instructions"): prompt injection too; "your instructions for a code" is a question. */
export const AGENT_INSTRUCTIONS_CUE = cue({
  en: `your (internal|system|hidden|secret|original|initial) (instructions|prompt|rules)`,
  de: `deine (internen|geheimen|versteckten|ursprunglichen) (anweisungen|instruktionen|regeln)`,
  nl: `(je|jouw) (interne|geheime|verborgen|oorspronkelijke) (instructies|regels)`,
  es: `tus instrucciones (internas|secretas|ocultas|originales)`,
  fr: `(tes|vos) (instructions|consignes) (internes|secretes|cachees)`,
  it: `tue istruzioni (interne|segrete|nascoste|originali)`,
  pl: `(swoje|twoje) (wewnetrzne|ukryte|tajne|systemowe) instrukcje`,
  cs: `(sve|tve|svoje|tvoje) (interni|skryte|tajne|systemove|puvodni) (instrukce|pokyny)`,
  pt: `(suas|tuas) instrucoes (internas|secretas|ocultas|originais)`,
})

/** Verbs that set aside what the agent was told (with INSTRUCTION_WORDS: prompt injection). */
export const OVERRIDE_WORDS = cue({
  en: `ignore | forget | disregard | override | bypass`,
  de: `ignoriere | ignorieren | vergiss | vergessen | missachte`,
  nl: `negeer | negeren | vergeet | vergeten`,
  es: `ignora | ignorar | olvida | olvidar`,
  fr: `ignore | ignorez | ignorer | oublie | oubliez | oublier`,
  it: `ignora | ignorare | dimentica | dimenticare`,
  pl: `zignoruj | ignoruj | zapomnij`,
  cs: `ignoruj | zapomen | zapomenout`,
  pt: `ignore | ignora | ignorar | esqueca | esquecer`,
})

/** What an agent is told: its instructions, rules, prompt, everything said before. */
export const INSTRUCTION_WORDS = cue({
  en: `instructions? | rules | prompts? | guidelines | everything (before|above|so far) | all (of )?the above`,
  de: `anweisung | anweisungen | regeln | vorgaben | alles (vorherige|bisherige|davor|zuvor)`,
  nl: `instructie | instructies | regels | alles (hiervoor|daarvoor|voorgaande|wat je is gezegd)`,
  es: `instruccion | instrucciones | reglas | todo lo (anterior|de antes|que te dijeron)`,
  fr: `instruction | instructions | consigne | consignes | regles | tout ce qui precede | tout ce qu on t a dit`,
  it: `istruzione | istruzioni | regole | tutto (quello|cio) (che )?(di )?prima | tutto il precedente`,
  pl: `instrukcja | instrukcje | polecenie | polecenia | zasady | wszystko (wczesniej|powyzej|poprzednie)`,
  cs: `instrukce | pokyn | pokyny | pravidla | vse(chno)? (predchozi|predtim|vyse)`,
  pt: `instrucao | instrucoes | regras | tudo o (anterior|que foi dito)`,
})

/** "How do I…": a question about how something is done, answered from the service's texts. */
export const HOW_TO_CUE = cue({
  en: `how (do|can|should|would) (i|we|you) | how to`,
  de: `wie (kann|muss|soll|konnen|mussen) (ich|man|wir)`,
  nl: `hoe (kan|moet|kun) (ik|je|we|men)`,
  es: `como (puedo|hago|se|podemos|debo)`,
  fr: `comment (je|on|puis|peut|faire|utiliser|payer|fonctionne)`,
  it: `come (posso|faccio|si|possiamo|devo)`,
  pl: `jak (moge|mam|sie|mozna|uzyc|uzywac|kupic|zaplacic|dolaczyc)`,
  cs: `jak (muzu|mam|se|lze)`,
  pt: `como (posso|faco|se|podemos|devo)`,
})

/**
 * "How to" said with the how-word and an infinitive (no modal): "como abrir
 * uma conta", "come aprire", "comment s'inscrire", "jak założyć konto", "jak
 * otevřít účet"; or, in German and Dutch, with the verb and "I"/"one" after
 * it ("wie eröffne ich", "hoe open ik"). The infinitive is read by its
 * language's ending (folded), an unstressed pronoun allowed before it.
 */
const HOW_INFINITIVE: Record<string, string> = {
  es: `como (?:(?:me|se|te) )?[a-z]{2,}(?:ar|er|ir)(?:me|se|te|lo|la)?`,
  pt: `como (?:(?:me|se|te) )?[a-z]{2,}(?:ar|er|ir|or)`,
  it: `come (?:(?:mi|si|ti) )?[a-z]{2,}(?:are|ere|ire|rre)(?:mi|si|ti)?`,
  fr: `comment (?:(?:s|se|me|m) )?[a-z]{2,}(?:er|ir|re|oir)`,
  pl: `jak (?:(?:sie) )?[a-z]{2,}c`,
  cs: `jak (?:(?:se|si) )?[a-z]{2,}(?:t|ci)`,
  de: `wie [a-z]{3,} (?:ich|man)`,
  nl: `hoe [a-z]{2,} (?:ik|je|men)`,
}

/** At the question's start, the how-word with a verb in the first person ("como uso un código", "come pago", "comment j'utilise"). */
const HOW_FIRST_PERSON = `^(?:(?:e|y|ok|e ai) )?(?:(?:como|come) [a-z]{2,}o|comment j [a-z]+e|jak [a-z]{2,}(?:e|am|em|uji))\\b`

export const HOW_TO_INFINITIVE = new RegExp(
  `\\b(?:${Object.values(HOW_INFINITIVE).join('|')})\\b|${HOW_FIRST_PERSON}`
)

/** "Which discounts should I claim", "devo pedir", "sollte ich": advice asked, answered from the service's texts. */
export const ADVICE_CUE = cue({
  en: `should i | should we | do i need to | must i`,
  de: `sollte ich | soll ich | muss ich`,
  nl: `moet ik | zou ik | moeten we`,
  es: `debo | deberia | tengo que | hay que`,
  fr: `dois-je | dois je | devrais-je | je dois | je devrais | faut-il | faut`,
  it: `devo | dovrei | dobbiamo | bisogna | conviene`,
  pl: `powinienem | powinnam | musze`,
  cs: `mam si | mel bych | mela bych | musim`,
  pt: `devo | deveria | preciso`,
})

/** "What does 'opens soon' mean": the service's own words, explained by its texts. */
export const MEANING_CUE = cue({
  en: `what does .+ mean | what do .+ mean | meaning of | what is meant by`,
  de: `was bedeutet | was heisst | was meint ihr mit`,
  nl: `wat betekent | wat bedoelen jullie met | wat wil .+ zeggen`,
  es: `que significa | que quiere decir`,
  fr: `que veut dire | veut dire quoi | que signifie | ca signifie quoi`,
  it: `cosa significa | che significa | cosa vuol dire | che vuol dire`,
  pl: `co znaczy | co oznacza`,
  cs: `co znamena | co to znamena`,
  pt: `o que significa | o que quer dizer`,
})

/** "How does the waiting list work": the rules of a thing, answered from the service's texts. */
export const HOW_IT_WORKS_CUE = cue({
  en: `how does .+ work | how do .+ work | how is it with | how does it work with`,
  de: `wie funktioniert | wie funktionieren | wie lauft | wie ist (das|es) mit`,
  nl: `hoe werkt | hoe werken | hoe zit het met`,
  es: `como funciona | como funcionan | como va (lo|el tema) de`,
  fr: `comment fonctionne | comment ca marche | comment marche | comment ca se passe (avec|pour)`,
  it: `come funziona | come funzionano | come funziona con`,
  pl: `jak dziala | jak dzialaja | jak to jest z | jak to jest ze`,
  cs: `jak funguje | jak funguji | jak je to s | jak je to se | jak to je s | jak to je se`,
  pt: `como funciona | como funcionam | como e que funciona | como fica`,
})

/**
 * The people the service is for ("students", "Studis", "studenty"): part of
 * many names, so never the name of one partner or event.
 */
export const AUDIENCE_CUE = cue(
  {
    en: `students? | uni students?`,
    de: `student | studenten | studentin | studentinnen | studierende | studis`,
    nl: `student | studenten`,
    es: `estudiante | estudiantes | universitarios`,
    fr: `etudiant | etudiants | etudiante | etudiantes`,
    it: `studente | studenti | studentessa | studentesse`,
    pl: `student | studenci | studentka | studentki`,
    cs: `student | studenti | studentka | studentky`,
    pt: `estudante | estudantes | universitarios`,
  },
  { oneMeaning: false }
)

/** The filters a list of events can be asked for. */
export const FILTER_CUES = {
  onSale: cue({
    en: `on sale | (i|we|you) can (still )?(buy|get) tickets | can i (actually |still |really )?(buy|get) | (buy|get) tickets? (right )?now | available | still tickets | tickets left`,
    de: `im verkauf | erhaltlich | verfugbar | noch karten | noch tickets | (tickets|karten) kaufen`,
    nl: `te koop | in de verkoop | verkrijgbaar | beschikbaar | nog kaartjes | (kaartjes|tickets) kopen`,
    es: `a la venta | disponible | disponibles | quedan entradas | comprar entradas`,
    fr: `en vente | disponible | disponibles | reste des billets | acheter des billets`,
    it: `in vendita | disponibile | disponibili | ancora biglietti | comprare (i )?biglietti`,
    pl: `w sprzedazy | dostepne | sa jeszcze bilety | kupic bilety`,
    cs: `v prodeji | k dispozici | jeste vstupenky | koupit vstupenky`,
    pt: `a venda | disponivel | disponiveis | ainda ha bilhetes | comprar (bilhetes|ingressos)`,
  }),
  soldOut: cue({
    en: `sold ?-?out | sell(ing)? out | no tickets left`,
    de: `ausverkauft`,
    nl: `uitverkocht`,
    es: `agotado | agotada | agotados | agotadas`,
    fr: `complet | complets`,
    it: `esaurito | esaurita | esauriti | esaurite`,
    pl: `wyprzedane | wyprzedany`,
    cs: `vyprodano | vyprodany | vyprodana`,
    pt: `esgotado | esgotada | esgotados | esgotadas`,
  }),
  earlyAccess: CUES.presale,
  waitlist: WAITLIST_CUE,
  cheapest: cue({
    en: `cheapest | lowest price | least expensive | cheapest one`,
    de: `am billigsten | am gunstigsten | billigste | billigsten | billigstes | gunstigste | gunstigsten | gunstigstes`,
    nl: `goedkoopste`,
    es: `mas barato | mas barata | mas baratos | mas baratas`,
    fr: `le moins cher | la moins chere | les moins chers`,
    it: `piu economico | piu economica | piu economici | piu economiche | meno caro | meno cara`,
    pl: `najtansze | najtanszy | najtansza`,
    cs: `nejlevnejsi`,
    pt: `mais barato | mais barata | mais baratos | mais baratas`,
  }),
  hasCode: cue({
    en: `codes? | discount codes? | promo codes? | coupon codes?`,
    de: `gutscheincode | rabattcode`,
    nl: `kortingscode`,
    es: `codigo | codigos`,
    fr: `code promo`,
    it: `codice | codici`,
    pl: `kod | kody | kod rabatowy`,
    cs: `slevovy kod | kod`,
    pt: `cupom | codigo`,
  }),
}

export const GUIDE_TOPIC_CUES: [GuideTopic, RegExp][] = [
  [
    'timezone',
    cue({
      en: `time ?zone | what time is it | local time`,
      de: `zeitzone | ortszeit | wie spat ist es`,
      nl: `tijdzone | lokale tijd`,
      es: `zona horaria | huso horario | hora local | que hora es`,
      fr: `fuseau horaire | heure locale | quelle heure est il`,
      it: `fuso orario | ora locale | che ore sono`,
      pl: `strefa czasowa | strefie czasowej | strefy czasowej | czas lokalny | ktora godzina`,
      cs: `casove pasmo | casovy pasmo | casovem pasmu | casoveho pasma | casovemu pasmu | casovym pasmem | mistni cas | kolik je hodin`,
      pt: `fuso horario | hora local | que horas sao`,
    }),
  ],
  [
    'neighbourhoods',
    cue({
      en: `neighbou?rhoods? | districts? | areas? | where (should|to|can|do) (i|we|students) (live|stay) | best area | which part of`,
      de: `stadtteil | stadtteile | stadtviertel | viertel | bezirk | bezirke | wo (soll|sollte|kann) ich wohnen`,
      nl: `wijk | wijken | buurt | buurten | waar (moet|kan) ik wonen`,
      es: `barrio | barrios | zona | zonas | donde (vivir|deberia vivir)`,
      fr: `quartier | quartiers | ou (habiter|vivre|loger)`,
      it: `quartiere | quartieri | zone | dove (vivere|abitare)`,
      pl: `dzielnica | dzielnice | gdzie mieszkac`,
      cs: `ctvrt | ctvrti | ctvrte | kde bydlet`,
      pt: `bairro | bairros | onde (morar|viver)`,
    }),
  ],
  [
    'housing_tips',
    cue({
      en: `housing | accommodation | find (a )?(room|flat|apartment|place to live) | flat ?hunting | room hunting | rent(ing)? a`,
      de: `wohnungssuche | wohnung finden | wg zimmer | zimmer finden`,
      nl: `woning zoeken | kamer (zoeken|vinden) | huisvesting`,
      es: `alojamiento | (encontrar|buscar) (piso|habitacion|casa)`,
      fr: `logement | (trouver|chercher) (un logement|un appartement|une chambre)`,
      it: `alloggio | (trovare|cercare) (casa|stanza|appartamento)`,
      pl: `zakwaterowanie | znalezc mieszkanie | szukanie mieszkania`,
      cs: `ubytovani | najit byt | hledani bytu | bydleni`,
      pt: `alojamento | (encontrar|achar|procurar|arrumar|arranjar) (casa|quarto|apartamento)`,
    }),
  ],
  [
    'places',
    cue({
      en: `places | spots? | study (spots?|places?) | librar(y|ies) | nightlife | bars? | clubs? | cafes? | sights? | parks? |
        museums? | things to see | where to (go|study|eat) | go out`,
      de: `orte | lernorte | bibliothek | bibliotheken | nachtleben | kneipe | kneipen`,
      nl: `plekken | studieplekken | bibliotheek | bibliothek | nachtleven | kroegen`,
      es: `sitios | lugares | biblioteca | bibliotecas | vida nocturna | donde (estudiar|se estudia)`,
      fr: `endroits | lieux | bibliotheque | bibliotheques | vie nocturne | ou etudier`,
      it: `posti | luoghi | biblioteca | biblioteche | vita notturna | dove (studiare|si studia)`,
      pl: `miejsca | biblioteki | zycie nocne | gdzie sie uczyc | gdzie (na impreze|imprezowac)`,
      cs: `mista | knihovna | knihovny | nocni zivot | kde (?:\\w+\\s+){0,6}(?:studovat|ucit)`,
      pt: `lugares | biblioteca | bibliotecas | vida noturna | onde (estudar|se estuda)`,
    }),
  ],
  [
    'universities',
    cue({
      en: `universit(y|ies) | unis? | colleges?`,
      de: `universitat | universitaten | hochschule | hochschulen`,
      nl: `universiteit | universiteiten | hogeschool`,
      es: `universidad | universidades`,
      fr: `universite | universites`,
      it: `universita`,
      pl: `uczelnia | uczelnie | uniwersytet | uniwersytety`,
      cs: `univerzita | univerzity`,
      pt: `universidade | universidades`,
    }),
  ],
]

/** Which kind of place, when a question names one. */
export const PLACE_CATEGORY_CUES: [PlaceCategory, RegExp][] = [
  [
    'study',
    cue({
      en: `study | studying | librar(y|ies)`,
      de: `lernen | lernorte | bibliothek | bibliotheken`,
      nl: `studeren | studieplekken | bibliotheek | bibliothek`,
      es: `estudiar | se estudia | biblioteca | bibliotecas`,
      fr: `etudier | bibliotheque | bibliotheques`,
      it: `studiare | si studia | biblioteca | biblioteche`,
      pl: `uczyc sie | sie (?:\\w+\\s+){0,6}uczyc | nauki | biblioteki`,
      cs: `studovat | knihovna | knihovny | studovn\\w* | ucit se | se (?:\\w+\\s+){0,6}ucit`,
      pt: `estudar | se estuda | biblioteca | bibliotecas`,
    }),
  ],
  [
    'nightlife',
    cue({
      en: `nightlife | bars? | clubs? | clubbing | going out | go out | drinks? | where (to|do|can|should) (?:\\w+\\s+){0,4}part(y|ying)`,
      de: `nachtleben | kneipe | kneipen | ausgehen | disco | diskothek | club | clubs | bar | bars | (wo|wohin) (?:\\w+\\s+){0,4}(feiern|party machen)`,
      nl: `nachtleven | kroeg | kroegen | uitgaan | disco | club | clubs | bar | bars | waar (?:\\w+\\s+){0,4}(feesten|stappen)`,
      es: `vida nocturna | salir de noche | (salir|ir) de fiesta | copas | discoteca | disco | bar | bares | (donde|adonde) (?:\\w+\\s+){0,4}(fiesta|festejar)`,
      fr: `vie nocturne | boite | boites | sortir | faire la fete | discotheque | bar | bars`,
      it: `vita notturna | locali | uscire | fare festa | discoteca | discoteche | bar | dove (?:\\w+\\s+){0,4}(festa|festeggiare)`,
      pl: `zycie nocne | klub | kluby | wyjsc | na impreze | imprezowac | dyskoteka | bar | bary`,
      cs: `nocni zivot | klub | kluby | diskoteka | bar | bary | parit | zaparit | (jit|vyrazit) vecer | kam jit .*vecer | kam (?:\\w+\\s+){0,4}(na party|na mejdan|na vecirek)`,
      pt: `vida noturna | balada | baladas | boate | discoteca | bar | bares | onde (?:\\w+\\s+){0,4}(festa|festejar)`,
    }),
  ],
  [
    'food',
    cue({
      en: `food places? | where to eat | eat out | restaurants?`,
      de: `essen gehen | restaurant | restaurants`,
      nl: `eten | restaurant | restaurants`,
      es: `comer | restaurante | restaurantes`,
      fr: `manger | restaurant | restaurants`,
      it: `mangiare | ristorante | ristoranti`,
      pl: `jedzenie | zjesc | restauracja | restauracje`,
      cs: `jidlo | najist | jist | restaurace`,
      pt: `comer | restaurante | restaurantes`,
    }),
  ],
  [
    'culture',
    cue({
      en: `culture | museums? | sights?`,
      de: `kultur | museen`,
      nl: `cultuur | musea`,
      es: `cultura | museos`,
      fr: `musee | musees`,
      it: `cultura | musei`,
      pl: `kultura | muzea`,
      cs: `kultura | muzea`,
      pt: `cultura`,
    }),
  ],
  [
    'outdoors',
    cue({
      en: `outdoors? | parks? | nature | green spaces? | open air`,
      de: `natur | park | parks | draussen | im freien`,
      nl: `park | parken | natuur | buiten | buitenlucht`,
      es: `parque | parques | naturaleza | al aire libre`,
      fr: `parc | parcs | nature | plein air`,
      it: `parco | parchi | natura | all aperto`,
      pl: `park | parki | przyroda | na swiezym powietrzu | na dworze`,
      cs: `park | parky | priroda | venku | pod sirym nebem`,
      pt: `parque | parques | natureza | ar livre`,
    }),
  ],
]

/** Someone asking the agent to do it, not asking how. */
export const REQUEST_CUE = cue({
  en: `can you | could you | would you | will you | please | for me | me up | book me | buy me | get me | reserve me`,
  de: `kannst du | konnen sie | konntest du | bitte | fur mich | mir`,
  nl: `kun je | kunt u | kan je | kunnen jullie | wil je | willen jullie | voor (mij|me) | alsjeblieft`,
  es: `puedes | podrias | puede usted | por favor | para mi | me`,
  fr: `peux-tu | peux tu | pouvez-vous | pouvez vous | pour moi | svp | s il te plait`,
  it: `puoi | potresti | per favore | per me | mi`,
  pl: `czy mozesz | mozesz | prosze | dla mnie | mi`,
  cs: `muzes | muzete | prosim | pro me`,
  pt: `podes | pode | por favor | para mim`,
})

export const ACTION_CUES: [AgentAction, RegExp][] = [
  [
    'travel',
    cue({
      en: `book (me )?(a )?(flight|hotel|train|bus|trip)s? | flights? (to|for|from) | a flight | a hotel | train (tickets?|journeys?|trips?|rides?)`,
      de: `flug | fluge | hotel | zugfahrt | bahnfahrt | zugticket | zugreise`,
      nl: `vlucht | vluchten | treinreis | treinkaartje | treinrit`,
      es: `vuelo | vuelos | billete de avion | billete de tren | viaje en tren`,
      fr: `vol | vols | billet d avion | billet de train | voyage en train`,
      it: `voli | volo | biglietto del treno | viaggio in treno`,
      pl: `lot | loty | lotu | bilet na pociag | podroz pociagiem`,
      cs: `letenka | letenku | letadlo | jizdenka na vlak | cesta vlakem`,
      pt: `voo | voos | passagem aerea | passagem de trem | bilhete de comboio | viagem de comboio`,
    }),
  ],
  [
    'sign_up',
    cue({
      en: `sign (me|us) up | sign up for me | put me on | add me to | register me | enrol me | subscribe me | join the waitlist for me`,
      de: `trag mich | melde mich an | registriere mich | mich anmelden | mich .+ (anmelden|eintragen|registrieren) | meld(e)? mich .+ an | trage mich .+ ein`,
      nl: `schrijf me in | zet me op | meld me aan | registreer me | me .+ (aan ?meld(en)?|in ?schrijven|registreren)`,
      es: `apuntame | inscribeme | registrame | apuntarme | inscribirme | registrarme`,
      fr: `(inscris|enregistre)-?moi | (inscris|enregistre) moi | m (inscrire|enregistrer)`,
      it: `iscrivimi | registrami | iscrivermi | registrarmi`,
      pl: `(zapisz|zarejestruj|dopisz) mnie | (zapisac|zarejestrowac) mnie`,
      cs: `(zapis|prihlas|zaregistruj|registruj) (me|mne)`,
      pt: `(inscreve|registra|regista|cadastra)-?me | me (inscreve|registra|regista|cadastra) | inscrever-me`,
    }),
  ],
  [
    'cancel',
    cue({
      en: `(cancel|refund) (my|our) | cancel (the|a|every|all|any) (tickets?|bookings?|orders?)`,
      de: `storniere | stornieren | sag (bitte )?(mein|meine|meinen|unser|unsere|unseren) .+ ab | absagen`,
      nl: `annuleer | annuleren | zeg (aub )?(mijn|mn|ons|onze) .+ af | afzeggen`,
      es: `cancela(r)? (mi|mis|nuestra|nuestras|nuestro|nuestros)`,
      fr: `annule(r)? (mon|ma|mes|notre|nos)`,
      it: `annulla(re)?`,
      pl: `anuluj | anulowac`,
      cs: `zrus | zrusit`,
      pt: `cancela(r)? ((o|a|os|as) )?(meu|minha|meus|minhas|nosso|nossa)`,
    }),
  ],
  [
    'pay',
    cue({
      en: `pay for | pay the | make the payment`,
      de: `bezahle | bezahlen`,
      nl: `betaal | betalen`,
      es: `paga | pagar`,
      fr: `payer | paie | paye`,
      it: `pagare`,
      pl: `zaplac`,
      cs: `zaplatit | zaplat | zaplatte`,
      pt: `pagar`,
    }),
  ],
  [
    'book',
    cue({
      en: `book | reserve`,
      de: `buchen | buche | reserviere | reservieren`,
      nl: `boek | boeken | reserveren`,
      es: `reserva | reservar | reservame`,
      fr: `reserver | reserve-moi`,
      it: `prenota | prenotare | prenotami`,
      pl: `zarezerwuj | zarezerwowac`,
      cs: `rezervuj | rezervovat`,
      pt: `reservar`,
    }),
  ],
  [
    'buy',
    cue({
      en: `buy | purchase | order`,
      de: `kaufe | kaufen`,
      nl: `koop | kopen`,
      es: `compra | comprar | comprame`,
      fr: `acheter | achete`,
      it: `comprare`,
      pl: `kup | kupic`,
      cs: `kupit | koupit`,
      pt: `comprar`,
    }),
  ],
]

/** "Where to go out", "places to eat": a place is asked for (with a kind of place: the guide's places, not events). */
export const WHERE_TO_CUE = cue({
  en: `where (to|can|do|should|is a good place to) | places to | spots to`,
  de: `wo (kann|konnen|sollte|gibt es) | wohin | wo (?:\\w+\\s+){0,4}feiern`,
  nl: `waar (kan|kun|moet|ga)`,
  es: `donde (salir|ir|comer|puedo|se puede) | adonde | a donde | (sitios|lugares) (pa|para)`,
  fr: `ou (sortir|aller|manger|boire|peut on|puis je)`,
  it: `dove (uscire|andare|mangiare|si puo|posso)`,
  pl: `gdzie (wyjsc|isc|pojsc|zjesc|mozna|na) | dokad`,
  cs: `kde (se da|se|muzu|jit) | kam`,
  pt: `onde (sair|ir|comer|posso|da para) | aonde`,
})

/** Two cities compared: "Berlin or Munich", "Vienna vs Prague", "cheaper than". */
export const COMPARE_CUE = cue({
  en: `compare | comparison | vs\\.? | versus | or | better | cheaper than | more expensive than | difference`,
  de: `vergleich | vergleichen | oder | besser | gunstiger als | teurer als`,
  nl: `vergelijk | vergelijken | of | beter | goedkoper dan`,
  es: `compara | comparar | o | mejor | mas barato que`,
  fr: `comparer | ou | mieux | moins cher que`,
  it: `confronta | confrontare | meglio | piu economico di`,
  pl: `porownaj | porownanie | czy | lepiej | tansze niz`,
  cs: `porovnej | porovnani | nebo | lepsi | levnejsi nez`,
  pt: `comparar | melhor | mais barato que`,
})

/** Topics outside the agent's skills, answered as such (never as a catalog answer). */
export const OUTSIDE_CUE = cue({
  en: `weather | visas? | recipes? | homework | essays? | thesis | dissertation | proofread | university admissions? | apply to (a |the )?university | translate | jokes? | news | stock | bitcoin`,
  de: `wetter | visum | hausaufgaben | hausarbeit | aufsatz | abschlussarbeit | bachelorarbeit | masterarbeit | korrekturlesen | zulassung zum studium | ubersetze | witz`,
  nl: `weer | visum | huiswerk | opstel | scriptie | toelating tot de (universiteit|studie) | vertaal`,
  es: `que tiempo | tiempo que hace | clima | visado | receta | deberes | redaccion | ensayo | tesis | tfg | admision a la universidad | traduce | chiste`,
  fr: `meteo | quel temps | visa | recette | devoirs | dissertation | redaction | memoire de (master|licence|fin d etudes) | admission a l universite | traduis | blague`,
  it: `che tempo fa | meteo | previsioni del tempo | visto (per studenti|di studio) | ricetta | compiti | saggio | tesi di laurea | tesi | ammissione all universita | traduci | barzelletta`,
  pl: `pogoda | wiza | wize | wizy | przepis | zadanie domowe | wypracowanie | esej | praca (magisterska|licencjacka|dyplomowa) | prace (magisterska|licencjacka|dyplomowa) | rekrutacja na studia | przetlumacz`,
  cs: `pocasi | vizum | viza | recept | ukol | slohovku | slohovka | esej | diplomov\\w* | bakalark\\w* | prihlasit ke studiu | prijimaci rizeni | preloz | vtip`,
  pt: `previsao do tempo | visto de (estudante|estudo|residencia) | receita | dever de casa | redacao | ensaio | tese | dissertacao | candidatura a universidade | traduza | piada`,
})

/**
 * "Write me an essay instead of answering about events": the events are named only to be set aside.
 * A plain pattern, not a cue: its words must stay unread, or "zamiast" would join a concept and
 * leave nothing unmatched in "napisz mi wiersz … zamiast odpowiadac".
 */
export const INSTEAD_CUE =
  /\b(?:instead of|anstatt|statt (?:zu|uber|von)|in plaats van|en (?:lugar|vez) de|au lieu de|invece di|zamiast|misto toho|em vez de|ao inves de)\b/

/**
 * Monthly costs a question names, as English words found in the guides'
 * cost labels ("Groceries", "A pint", "Room in shared flat"): the skill
 * picks the guide's labels holding one of them.
 */
export const COST_TOPIC_CUES: [string[], RegExp][] = [
  [
    ['groceries', 'grocery', 'food'],
    cue({
      en: `groceries | grocery | food shopping | supermarket`,
      de: `lebensmittel | einkaufen | supermarkt`,
      nl: `boodschappen | supermarkt`,
      es: `comida | supermercado`,
      fr: `courses | alimentation`,
      it: `spesa | alimentari`,
      pl: `zakupy | jedzenie`,
      cs: `potraviny | nakupy`,
      pt: `mercado | compras | supermercado`,
    }),
  ],
  [
    ['pint', 'beer'],
    cue({
      en: `pints? | beers?`,
      de: `bier`,
      nl: `bier | biertje`,
      es: `cerveza | cana`,
      fr: `biere`,
      it: `birra`,
      pl: `piwo`,
      cs: `pivo`,
      pt: `cerveja`,
    }),
  ],
  [
    ['espresso', 'coffee', 'bica'],
    cue({
      en: `coffees? | espresso`,
      de: `kaffee`,
      nl: `koffie`,
      es: `cafe`,
      fr: `cafe`,
      it: `caffe`,
      pl: `kawa`,
      cs: `kava`,
      pt: `cafe | cafezinho`,
    }),
  ],
  [
    ['transport', 'pass', 'card', 'fares', 'ticket'],
    cue({
      en: `public transport | transport | transit | metro | bus pass | travel card | monthly pass | semester ticket`,
      de: `nahverkehr | semesterticket | monatskarte | monatsticket`,
      nl: `ov | openbaar vervoer | maandabonnement`,
      es: `transporte | abono | abono mensual`,
      fr: `transports | abonnement | passe mensuel`,
      it: `trasporti | abbonamento`,
      pl: `komunikacja | bilet miesieczny | miesieczny bilet | miesieczny`,
      cs: `doprava | mhd | mesicni jizdenka | jizdenka | kupon`,
      pt: `transporte | passe | passe mensal`,
    }),
  ],
  [
    ['room', 'shared'],
    cue({
      en: `rooms? | shared flat | flatshare | rent`,
      de: `wg zimmer | wg | zimmer | miete`,
      nl: `kamer | huur`,
      es: `habitacion | alquiler`,
      fr: `chambre | colocation | loyer`,
      it: `stanza | affitto`,
      pl: `pokoj | czynsz | najem`,
      cs: `pokoj | najem`,
      pt: `quarto | aluguel | renda`,
    }),
  ],
  [
    ['studio'],
    cue({
      en: `studios? | studio apartment | one-bedroom`,
      fr: `appartement`,
      es: `apartamento`,
      it: `monolocale`,
      pl: `kawalerka`,
      cs: `garsonka`,
      pt: `apartamento`,
    }),
  ],
  [
    ['lunch', 'menu', 'obiad'],
    cue({
      en: `lunch | meal out`,
      de: `mittagessen`,
      nl: `lunchen`,
      es: `almuerzo | menu del dia`,
      fr: `dejeuner`,
      it: `pranzo`,
      pl: `obiad`,
      cs: `obed`,
      pt: `almoco`,
    }),
  ],
  [
    ['mobile', 'phone'],
    cue({
      en: `mobile plan | phone plan`,
      de: `handyvertrag | handy`,
      nl: `telefoon`,
      es: `movil`,
      fr: `forfait`,
      it: `cellulare`,
      pl: `telefon`,
      cs: `telefon`,
      pt: `telemovel`,
    }),
  ],
  [
    ['bike', 'bicycle'],
    cue({
      en: `bikes? | bicycle`,
      de: `fahrrad`,
      nl: `fiets`,
      es: `bicicleta`,
      fr: `velo`,
      it: `bici`,
      pl: `rower`,
      cs: `kolo`,
      pt: `bicicleta`,
    }),
  ],
  [
    ['insurance'],
    cue({
      en: `health insurance`,
      de: `krankenversicherung`,
      nl: `zorgverzekering`,
      es: `seguro medico`,
      fr: `assurance sante | assurance maladie`,
      it: `assicurazione`,
      pl: `ubezpieczenie`,
      cs: `pojisteni`,
      pt: `seguro de saude`,
    }),
  ],
]

/**
 * Questions about the service's own rules, answered from its texts (the
 * docs search, with each topic's English headword: its first English
 * alternative, what the texts call it; the texts are English).
 */
export const POLICY_TOPIC_CUES: RegExp[] = [
  cue({
    en: `payment methods? | how (can|do) i pay | payment | pay (by|with) | paypal | credit card | bank transfer`,
    de: `bezahlen | bezahlung | zahlung | zahlungsmethode | zahlen | kreditkarte | uberweisung`,
    nl: `betalen | betaling | betaalmethode`,
    es: `pagar | pago | formas de pago | metodo de pago | tarjeta de credito`,
    fr: `payer | paiement | moyens de paiement | carte bancaire`,
    it: `pagare | pagamento | metodi di pagamento | carta di credito`,
    pl: `zaplacic | platnosc | platnosci | placic`,
    cs: `zaplatit | platba | platby | platit`,
    pt: `pagar | pagamento | formas de pagamento`,
  }),
  /* giving a ticket: its verbs are joined by \s so that they register no words (CueWords) */
  cue({
    en: `name on (the |my )?ticket | change (the )?name | transfer | (give|pass) (on )?(my|the) ticket | someone else | resell | friend .*(with|use|on) my ticket`,
    de: `umschreiben | ubertragen | weitergeben | name andern | jemand anderem | jemand anders | freund.* mit meinem ticket | (mein|meine|das|die)\\s(ticket|karte) .{0,30}(geben|verschenken)`,
    nl: `overdragen | overzetten | (mijn|het)\\s(ticket|kaartje) .{0,30}(geven|weggeven) | geef\\s(mijn|het) (ticket|kaartje) | naam (wijzigen|veranderen) | iemand anders | doorverkopen`,
    es: `cambiar (el )?nombre | transferir | ceder | pasar (la |mi )?entrada | (dar|darle|regalar|regalarle)\\s(la |mi )?entrada | otra persona | revender | amig[oa] .*con mi entrada`,
    fr: `changer (le )?nom | transferer | ceder | passer (le |mon )?billet | (donner|offrir|refiler)\\s(le |mon )?billet | quelqu'?\\s?un d'?\\s?autre | revendre`,
    it: `cambiare (il )?nome | trasferire | cedere | passare (il |mio )?biglietto | (dare|regalare)\\s(il )?(mio )?biglietto | un altra persona | rivendere`,
    pl: `zmienic (imie|nazwisko|dane) | przepisac | oddac bilet | (dac|podarowac)\\s(moj |swoj )?bilet | ktos inny | komus innemu | odsprzedac`,
    cs: `prevest | (dat|darovat)\\s(muj |svuj |mou |svou )?(listek|vstupenk\\w*) | zmenit jmeno | prepsat | nekdo jiny | nekomu jinemu`,
    pt: `mudar (o )?nome | passar o bilhete | (dar|oferecer)\\s(o )?(meu )?(bilhete|ingresso) | outra pessoa | transferir | amig[oa] .*com (o )?meu (bilhete|ingresso)`,
  }),
  cue({
    en: `cancelled events? | cancel+ed | postponed | moved | called off`,
    de: `abgesagt | verschoben | absagen | verlegt`,
    nl: `afgelast | verplaatst | geannuleerd | uitgesteld`,
    es: `cancelado | cancelada | cancelar | aplazado | aplazada | pospuesto | pospuesta`,
    fr: `annule | annulee | reporte | reportee | decale | decalee`,
    it: `annullato | annullata | rinviato | rinviata | posticipato | posticipata | spostato | spostata | cancellato | cancellata`,
    pl: `odwolane | odwolany | odwolana | przeniesione | przelozone | przelozony | przelozona`,
    cs: `zruseno | zrusena | zrusit | zrusite | odlozeno | odlozena | presunuto | presunuta`,
    pt: `cancelado | cancelada | adiado | adiada | remarcado | remarcada`,
  }),
  cue({
    en: `refund if i cannot come | can ?not (make|go|come) | can t (make|go|come) | cant (make|go|come)`,
    de: `kann nicht (kommen|hin)`,
    nl: `kan niet (komen|gaan)`,
    es: `no puedo (ir|asistir)`,
    fr: `ne peux pas (venir|y aller)`,
    it: `non posso (venire|andare)`,
    pl: `nie moge (przyjsc|isc|pojsc)`,
    cs: `nemuzu (prijit|jit)`,
    pt: `nao posso (ir|comparecer)`,
  }),
  cue({
    en: `student (id|card)`,
    de: `studentenausweis`,
    nl: `studentenkaart`,
    es: `carnet de estudiante`,
    fr: `carte etudiante`,
    it: `tessera universitaria`,
    pl: `legitymacja`,
    cs: `studentsky prukaz | isic`,
    pt: `cartao de estudante | carteira de estudante | carteirinha`,
  }),
  /* who may come: only students, a friend who is not one */
  cue({
    en: `friends who are not students | only for students | (reserved|restricted|limited) (for|to) students | students only | non-?students? | not a student | bring a friend`,
    de: `nur fur studenten | nur fur studierende | kein student | keine studentin | nicht-?studenten | freund mitbringen`,
    nl: `alleen voor studenten | geen student | niet-?studenten | vriend meenemen`,
    es: `solo para estudiantes | (reservad|exclusiv)[oa]s? (a|para) (los )?estudiantes | no (es|soy) estudiante | no estudiantes | llevar a un amigo`,
    fr: `que pour les etudiants | seulement pour les etudiants | reserve[es]{0,2} (aux|pour les) etudiants | pas etudiant | non-?etudiants? | amener un ami`,
    it: `solo per studenti | riservat[oaie] (a|agli|ai|per) (gli )?studenti | non (e|sono) studente | non studenti | portare un amico`,
    pl: `tylko dla student | nie (jest|jestem) student | zabrac kolege`,
    cs: `jen pro student | pouze pro student | neni student | nestudent | vzit kamarada | vzit kamose`,
    pt: `so para estudantes | apenas para estudantes | (reservad|exclusiv|restrit)[oa]s? (a|para) estudantes | nao (e|sou) estudante | nao estudantes | levar um amigo`,
  }),
  cue({
    en: `code of conduct | rules of conduct | behaviou?r | harassment | safe space`,
    de: `verhaltenskodex | verhaltensregeln | benehmen | belastigung`,
    nl: `gedragscode | gedragsregels | gedrag | intimidatie`,
    es: `codigo de conducta | normas de (comportamiento|conducta) | comportamiento | acoso`,
    fr: `code de conduite | regles de (comportement|conduite) | comportement | harcelement`,
    it: `codice di condotta | regole di comportamento | comportamento | molestie`,
    pl: `kodeks postepowania | zasady zachowania | zachowanie | molestowanie`,
    cs: `kodex chovani | pravidla chovani | chovani | obtezovani`,
    pt: `codigo de conduta | regras de (comportamento|conduta) | comportamento | assedio`,
  }),
  cue({
    en: `privacy | personal data | my data | gdpr | data protection | what data | (store|keep|collect) about me |
      what (do|will|does) (you|u|they) do with my (e[ -]?mail|mail|address|phone|number|details|info) |
      (get|have) (it|them|my [a-z]+) (deleted|erased|removed)`,
    de: `datenschutz | meine daten | personliche daten | dsgvo | welche daten | uber mich (speichert|gespeichert) | (speichert|speichern) (ihr|sie)( [a-z]+)? uber mich |
      was (macht|machen) (ihr|sie) mit meine[mnr]? (e[ -]?mail|mail|adresse|telefonnummer|nummer|daten|angaben)`,
    nl: `privacy | mijn gegevens | persoonsgegevens | avg | welke gegevens | slaan jullie .*op | bewaren jullie | (opslaan|bewaren|bewaard)( [a-z]+)? over mij | wat doen jullie met mijn (e[ -]?mail|mail|adres|telefoonnummer|nummer|gegevens)`,
    es: `privacidad | mis datos | datos personales | rgpd | que datos | (guardais|guardan|almacenais|almacenan)( [a-z]+)? sobre mi | que (haceis|hacen) con mis? (correo|e[ -]?mail|direccion|telefono|numero|datos)`,
    fr: `confidentialite | vie privee | mes donnees | donnees personnelles | rgpd | quelles donnees | (gardez|conservez|stockez|enregistrez)([ -]vous)?( [a-z]+)? sur moi | que faites vous (de|avec) (mon|ma|mes) (e[ -]?mail|mail|courriel|adresse|telephone|numero|donnees|coordonnees)`,
    it: `privacy | miei dati | dati personali | gdpr | quali dati | (salvate|conservate|memorizzate)( [a-z]+)? su di me | cosa fate con (la mia|il mio|i miei|le mie) (e[ -]?mail|mail|indirizzo|telefono|numero|dati)`,
    pl: `prywatnosc | (moje|moich|moimi) dan(e|ych|ymi) | dane osobowe | danych osobowych | rodo | jakie dane | (zapisujecie|trzymacie)( [a-z]+)? o mnie | przechowujecie | co robicie z (moim|moja|moimi) (e[ -]?mailem|mailem|adresem|numerem|telefonem|danymi)`,
    cs: `soukromi | osobni(ch)? udaj(e|u) | (moje|mych|mymi) (udaje|udaju|udaji|data) | gdpr | jake udaje | jaka data | o mne (ukladate|uchovavate) | (ukladate|uchovavate)( si)? o mne | co delate s (mym|mou|mymi|mojim) (e[ -]?mailem|mailem|adresou|cislem|telefonem|udaji)`,
    pt: `privacidade | meus dados | dados pessoais | rgpd | lgpd | que dados | (guardam|armazenam)( [a-z]+)? sobre mim | o que (voces fazem|fazem) com (o meu|a minha|os meus|meu|minha) (e[ -]?mail|endereco|telefone|numero|dados)`,
  }),
  cue({
    en: `join (the )?(community|group) | whatsapp`,
    de: `mitmachen | beitreten`,
    nl: `lid worden`,
    es: `unirme`,
    fr: `rejoindre`,
    it: `unirmi`,
    pl: `dolaczyc`,
    cs: `pridat se`,
    pt: `participar | entrar na comunidade`,
  }),
]
