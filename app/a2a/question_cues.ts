import type { PlaceCategory } from '#schemas/enums'
import type { AgentAction, EventField, GuideTopic } from '#schemas/a2a'
import { cue } from '#a2a/vocabulary'

/*
| What a question asks of the things it names, in the nine languages (folded):
| one field of an event or a guide, a filter or an order on a list, an action
| the agent cannot take, a comparison. English first, then German, Dutch,
| Spanish, French, Italian, Polish, Czech, Portuguese.
*/

export const EVENT_FIELD_CUES: [EventField, RegExp][] = [
  [
    'entry_rule',
    cue(`costumes? | dress ?code | (what|should|do) (i|we) (need to )?wear | wear | bring | photo id | id card | entry (rule|requirements?) |
      door policy | kostum(e)? | verkleid(en|ung)? | kleiderordnung | dresscode | anziehen | mitbringen | ausweis | einlass |
      verkleedkleren | kostuum | verkleden | meenemen | identiteitsbewijs | disfraz | disfrazarme | disfrazado | llevar |
      codigo de vestimenta | documento | deguisement | deguise | costume | porter | apporter | tenue | piece d identite |
      travestimento | costume | mascherato | portare | documento | przebranie | przebrac | kostium | zabrac | dowod |
      kostym | prevlek | prevleknout | obleceni | vzit | obcansky | fantasia | fantasiado | levar | traje`),
  ],
  [
    'age_min',
    cue(`ages? | how old | \\d{1,2} ?(year|yr)s? old | \\d{1,2} year old | under ?-?age | minors? | under 18 | over 18 | 1[5-9]\\+? |
      alter | alt genug | jahre alt | minderjahrig | unter 18 | ab 18 | leeftijd | jaar oud | minderjarig | edad | anos |
      menor(es)? de edad | mayor de edad | menores | age minimum | ans | mineur(e|s)? | majeur | eta | anni | minorenn[ei] |
      maggiorenne | wiek | lat | niepelnolet(ni|nia|ny) | pelnoletni | vek | let | nezletil[yi] | plnolet[yi] |
      idade | menor de idade | maior de idade`),
  ],
  [
    'waitlist',
    cue(`wait ?-?lists? | waiting lists? | warteliste | wachtlijst | lista de espera | liste d attente | lista d attesa |
      lista oczekujacych | cekaci (listina|listinu|seznam)`),
  ],
  [
    'early_access',
    cue(`pre-?sales? | early access | early bird | vorverkauf | fruhzugang | voorverkoop | vroege toegang | preventa |
      acceso anticipado | prevente | acces anticipe | prevendita | accesso anticipato | przedsprzedaz[ay]? | wczesny dostep |
      predprodej | pre-?venda | acesso antecipado`),
  ],
  [
    'price',
    cue(`how much | costs? | price | cost me | pay | wie ?viel | kostet | preis | hoeveel | kost | prijs | cuanto | cuesta |
      precio | combien | coute | prix | quanto | costa | prezzo | ile kosztuje | ile | cena | kolik | stoji | custa | preco`),
  ],
  [
    'date',
    cue(`when | what date | what day | what time | wann | an welchem tag | um wie viel uhr | wanneer | hoe laat | cuando |
      que dia | a que hora | quand | quel jour | a quelle heure | quando | che giorno | a che ora | kiedy | o ktorej | kdy |
      v kolik | que dia`),
  ],
  [
    'sales_open',
    cue(`(when|what time) (do|does|will) (the )?(ticket )?sales? (open|start|begin) | sales? (open|start|begin) |
      verkaufsstart | ab wann (gibt es )?(karten|tickets) | wann beginnt der (karten|ticket)?verkauf |
      wanneer (begint|start) de (kaart)?verkoop | cuando (empieza|abre) la venta | cuando salen las entradas |
      quand (commence|ouvre) la (mise en )?vente | mise en vente | quando (inizia|apre) la vendita | apertura (delle )?vendite |
      kiedy (rusza|zaczyna sie) sprzedaz | start sprzedazy | kdy (zacina|zacne|se spusti) prodej | zahajeni prodeje |
      quando (abre|comeca) a venda | abertura das vendas`),
  ],
  [
    'venue',
    cue(`where is | where does | where will | which venue | venue | location | address | wo ist | wo findet | wo genau |
      waar is | waar vindt | locatie | donde es | donde sera | lugar | direccion | ou est | ou a lieu | lieu | adresse |
      dove si | dov e | luogo | indirizzo | gdzie (jest|odbywa) | miejsce | adres | kde je | kde se kona | misto | adresa |
      onde e | onde sera | local | endereco`),
  ],
]

/** Words that name a price (not only "how much"): with an age cue, "how much" alone asks the age. */
export const PRICE_NOUN =
  cue(`prices? | costs? | fees? | tickets? | preis(e)? | kosten | kostet | prijs | prijzen | kost | precios? | cuesta |
  cuestan | prix | coute | coutent | tarifs? | prezz[oi] | costa | costano | cena | ceny | kosztuje | stoji | precos? |
  custa | custam | euros? | eur`)

/** Ticket sales as such (with "when": when sales open, not the event's date). */
export const SALES_CUE =
  cue(`sales? | on sale | ticket sales | go on sale | verkauf | kartenverkauf | ticketverkauf | verkaufsstart |
  verkoop | kaartverkoop | venta | ventas | a la venta | vente | mise en vente | en vente | vendita | in vendita |
  sprzedaz | sprzedaz biletow | prodej | prodej vstupenek | venda | vendas | a venda`)

/** Instructions aimed at the agent itself, not a question (prompt injection): its own phrases. */
export const INJECTION_CUE = cue({
  en: `system prompt | you are now | act as | pretend (to be|you are) | jailbreak | developer mode |
    reveal (your|the) (prompt|instructions)`,
  de: `systemprompt | du bist jetzt | tu so als`,
  nl: `je bent nu | doe alsof`,
  es: `ahora eres | finge (ser|que)`,
  fr: `tu es maintenant | fais semblant`,
  it: `ora sei | fingi (di|che)`,
  pl: `jestes teraz | udawaj`,
  cs: `ted jsi | predstirej`,
  pt: `agora voce e | finja (ser|que)`,
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

/** What an agent is told: its instructions, rules, prompt. */
export const INSTRUCTION_WORDS = cue({
  en: `instructions? | rules | prompts? | guidelines`,
  de: `anweisung | anweisungen | regeln | vorgaben`,
  nl: `instructie | instructies | regels`,
  es: `instruccion | instrucciones | reglas`,
  fr: `instruction | instructions | consigne | consignes | regles`,
  it: `istruzione | istruzioni | regole`,
  pl: `instrukcja | instrukcje | polecenie | polecenia | zasady`,
  cs: `instrukce | pokyn | pokyny | pravidla`,
  pt: `instrucao | instrucoes | regras`,
})

/** "How do I…": a question about how something is done, answered from the service's texts. */
export const HOW_TO_CUE = cue({
  en: `how (do|can|should|would) (i|we|you) | how to`,
  de: `wie (kann|muss|soll|konnen|mussen) (ich|man|wir)`,
  nl: `hoe (kan|moet|kun) (ik|je|we|men)`,
  es: `como (puedo|hago|se|podemos|debo)`,
  fr: `comment (je|on|puis|peut|faire|utiliser|payer|fonctionne)`,
  it: `come (posso|faccio|si|possiamo|devo)`,
  pl: `jak (moge|mam|sie|mozna)`,
  cs: `jak (muzu|mam|se|lze)`,
  pt: `como (posso|faco|se|podemos|devo)`,
})

/** The filters a list of events can be asked for. */
export const FILTER_CUES = {
  onSale:
    cue(`on sale | can i (still )?(buy|get) | (buy|get) tickets? (right )?now | available | still tickets | tickets left |
    im verkauf | erhaltlich | verfugbar | noch karten | noch tickets | te koop | verkrijgbaar | beschikbaar | nog kaartjes |
    a la venta | disponibles? | quedan entradas | en vente | disponibles? | reste des billets | in vendita | disponibil[ei] |
    ancora biglietti | w sprzedazy | dostepne | sa jeszcze bilety | v prodeji | k dispozici | jeste vstupenky | a venda |
    disponive(l|is) | ainda ha bilhetes`),
  soldOut:
    cue(`sold ?-?out | sell(ing)? out | no tickets left | ausverkauft | uitverkocht | agotad[oa]s? | complets? |
    esaurit[oiae] | wyprzedane? | wyprzedany | vyprodan[oay] | esgotad[oa]s?`),
  earlyAccess:
    cue(`early access | early bird | pre-?sales? | presale | fruhzugang | vorverkauf | vroege toegang | voorverkoop |
    acceso anticipado | preventa | acces anticipe | prevente | accesso anticipato | prevendita | wczesny dostep |
    przedsprzedaz[ay]? | predprodej | acesso antecipado | pre-?venda`),
  waitlist:
    cue(`wait ?-?lists? | waiting lists? | warteliste | wachtlijst | lista de espera | liste d attente |
    lista d attesa | lista oczekujacych | cekaci (listina|listinu|seznam)`),
  cheapest:
    cue(`cheapest | lowest price | least expensive | cheapest one | am billigsten | am gunstigsten | billigste[ns]? |
    gunstigste[ns]? | goedkoopste | mas barat[oa]s? | le moins cher | la moins chere | les moins chers | piu economic[oaie] |
    meno car[oa] | najtansz[eay] | nejlevnejsi | mais barat[oa]s?`),
  hasCode:
    cue(`codes? | discount codes? | promo codes? | coupon codes? | gutscheincodes? | rabattcodes? | kortingscodes? |
    codigos? | code promo | codice | codici | kody? | kod rabatowy | slevovy kod | kod | cupom`),
}

export const GUIDE_TOPIC_CUES: [GuideTopic, RegExp][] = [
  [
    'timezone',
    cue({
      en: `time ?zone | what time is it | local time`,
      de: `zeitzone | ortszeit | wie spat ist es`,
      nl: `tijdzone | lokale tijd`,
      es: `zona horaria | hora local | que hora es`,
      fr: `fuseau horaire | heure locale | quelle heure est il`,
      it: `fuso orario | ora locale | che ore sono`,
      pl: `strefa czasowa | czas lokalny | ktora godzina`,
      cs: `casove pasmo | mistni cas | kolik je hodin`,
      pt: `fuso horario | hora local | que horas sao`,
    }),
  ],
  [
    'neighbourhoods',
    cue(`neighbou?rhoods? | districts? | areas? | where (should|to|can|do) (i|we|students) (live|stay) | best area |
      which part of | stadtteile? | stadtviertel | viertel | bezirke? | wo (soll|sollte|kann) ich wohnen | wijken? | buurten? |
      waar (moet|kan) ik wonen | barrios? | zonas? | donde (vivir|deberia vivir) | quartiers? | ou (habiter|vivre|loger) |
      quartieri | zone | dove (vivere|abitare) | dzielnic[aey] | gdzie mieszkac | ctvrt[ie]? | kde bydlet | bairros? |
      onde (morar|viver)`),
  ],
  [
    'housing_tips',
    cue(`housing | accommodation | find (a )?(room|flat|apartment|place to live) | flat ?hunting | room hunting | rent(ing)? a |
      wohnungssuche | wohnung finden | wg zimmer | zimmer finden | woning zoeken | kamer (zoeken|vinden) | huisvesting |
      alojamiento | encontrar (piso|habitacion) | buscar piso | logement | trouver (un logement|un appartement) |
      alloggio | trovare casa | cercare casa | zakwaterowanie | znalezc mieszkanie | szukanie mieszkania | ubytovani |
      najit byt | hledani bytu | alojamento | encontrar (casa|quarto)`),
  ],
  [
    'places',
    cue(`places | spots? | study (spots?|places?) | librar(y|ies) | nightlife | bars? | clubs? | cafes? | sights? | parks? |
      museums? | things to see | where to (go|study|eat) | go out | orte | lernorte | bibliothek(en)? | nachtleben | kneipen? |
      plekken | studieplekken | bibliothe(e)?k | nachtleven | kroegen | sitios | lugares | bibliotecas? | vida nocturna |
      donde estudiar | endroits | lieux | bibliotheques? | vie nocturne | ou etudier | posti | luoghi | vita notturna |
      dove studiare | miejsca | biblioteki | zycie nocne | gdzie sie uczyc | mista | knihovn[ay] | nocni zivot |
      kde studovat | lugares | vida noturna | onde estudar`),
  ],
  [
    'universities',
    cue(`universit(y|ies) | unis? | colleges? | universitat(en)? | hochschulen? | universiteit(en)? | hogeschool |
      universidad(es)? | universites? | universita | uczelni[ae] | uniwersytet(y)? | univerzit[ay] | universidades?`),
  ],
]

/** Which kind of place, when a question names one. */
export const PLACE_CATEGORY_CUES: [PlaceCategory, RegExp][] = [
  [
    'study',
    cue(`study | studying | librar(y|ies) | lernen | lernorte | bibliothek(en)? | studeren | studieplekken | bibliothe(e)?k |
      estudiar | bibliotecas? | etudier | bibliotheques? | studiare | uczyc sie | nauki | biblioteki | studovat |
      knihovn[ay] | estudar`),
  ],
  [
    'nightlife',
    cue(`nightlife | bars? | clubs? | clubbing | going out | go out | drinks? | nachtleben | kneipen? | ausgehen |
      nachtleven | kroegen | uitgaan | vida nocturna | salir de noche | copas | vie nocturne | boites? | sortir |
      vita notturna | locali | zycie nocne | kluby | nocni zivot | kluby | vida noturna | baladas?`),
  ],
  [
    'food',
    cue(
      `food places? | where to eat | eat out | restaurants? | essen gehen | eten | comer | manger | mangiare | jedzenie | jidlo`
    ),
  ],
  [
    'culture',
    cue(
      `culture | museums? | sights? | kultur | museen | cultuur | musea | cultura | museos | musees? | musei | kultura | muzea | muzea`
    ),
  ],
  [
    'outdoors',
    cue(
      `outdoors? | parks? | nature | green spaces? | parks? | natur | parken | parques? | naturaleza | parcs? | parchi | natura | parki | priroda | parques?`
    ),
  ],
]

/** Someone asking the agent to do it, not asking how. */
export const REQUEST_CUE =
  cue(`can you | could you | would you | will you | please | for me | me up | book me | buy me | get me |
  reserve me | kannst du | konnen sie | konntest du | bitte | fur mich | mir | kun je | kunt u | wil je | voor mij | alsjeblieft |
  puedes | podrias | puede usted | por favor | para mi | me | peux-tu | peux tu | pouvez-vous | pouvez vous | pour moi | svp |
  s il te plait | puoi | potresti | per favore | per me | mi | czy mozesz | mozesz | prosze | dla mnie | mi | muzes | muzete |
  prosim | pro me | podes | pode | por favor | para mim`)

export const ACTION_CUES: [AgentAction, RegExp][] = [
  [
    'travel',
    cue(`book (me )?(a )?(flight|hotel|train|bus|trip)s? | flights? (to|for|from) | a flight | a hotel | flug | fluge | hotel |
      vlucht(en)? | vuelos? | billete de avion | vols? | billet d avion | voli | volo | loty? | lotu | letenk[ua] | letadlo |
      voos? | passagem aerea`),
  ],
  [
    'sign_up',
    cue(`sign (me|us) up | sign up for me | put me on | add me to | register me | enrol me | subscribe me | join the waitlist for me |
      trag mich | melde mich an | mich anmelden | schrijf me in | zet me op | meld me aan | apuntame | inscribeme | apuntarme |
      inscribirme | inscris-moi | inscris moi | m inscrire | iscrivimi | iscrivermi | zapisz mnie | zapisac mnie | zapis mne |
      prihlas me | inscreve-me | inscrever-me`),
  ],
  [
    'cancel',
    cue(`cancel my | refund my | cancel (the|a) (ticket|booking|order) | storniere | stornieren | annuleer | cancela(r)? mi |
      annule(r)? mon | annulla(re)? | anuluj | zrus | cancelar o meu`),
  ],
  [
    'pay',
    cue(
      `pay for | pay the | make the payment | bezahl(e|en)? | betaal | betalen | paga(r)? | payer | paie | pagare | zaplac | zaplatit | pagar`
    ),
  ],
  [
    'book',
    cue(`book | reserve | buchen | buche | reservier(e|en)? | boek | boeken | reserveren | reserva(r|me)? | reserver | reserve-moi |
      prenota(re|mi)? | zarezerwuj | zarezerwowac | rezervuj | rezervovat | reservar`),
  ],
  [
    'buy',
    cue(
      `buy | purchase | order | kauf(e|en)? | koop | kopen | compra(r|me)? | acheter | achete | comprare | kup | kupic | kupit | koupit | comprar`
    ),
  ],
]

/** Two cities compared: "Berlin or Munich", "Vienna vs Prague", "cheaper than". */
export const COMPARE_CUE =
  cue(`compare | comparison | vs\\.? | versus | or | better | cheaper than | more expensive than |
  difference | vergleich(en)? | oder | besser | gunstiger als | teurer als | vergelijk(en)? | of | beter | goedkoper dan |
  compara(r)? | o | mejor | mas barato que | comparer | ou | mieux | moins cher que | confronta(re)? | meglio |
  piu economico di | porownaj | porownanie | czy | lepiej | tansze niz | porovnej | porovnani | nebo | lepsi | levnejsi nez |
  comparar | melhor | mais barato que`)

/** Topics outside the agent's skills, answered as such (never as a catalog answer). */
export const OUTSIDE_CUE =
  cue(`weather | visas? | recipes? | homework | essay | translate | jokes? | news | stock | bitcoin |
  wetter | hausaufgaben | ubersetze | witz | weer | huiswerk | vertaal | tiempo que hace | clima | receta | deberes |
  traduce | chiste | meteo | recette | devoirs | traduis | blague | ricetta | compiti | traduci | barzelletta | pogoda |
  przepis | zadanie domowe | przetlumacz | pocasi | recept | ukol | preloz | vtip | previsao do tempo | receita | dever de casa |
  traduza | piada`)

/**
 * Monthly costs a question names, as English words found in the guides'
 * cost labels ("Groceries", "A pint", "Room in shared flat"): the skill
 * picks the guide's labels holding one of them.
 */
export const COST_TOPIC_CUES: [string[], RegExp][] = [
  [
    ['groceries', 'grocery', 'food'],
    cue(`groceries | grocery | food shopping | supermarket | lebensmittel | einkaufen | supermarkt | boodschappen |
      comida | supermercado | courses | alimentation | spesa | alimentari | zakupy | jedzenie | potraviny | nakupy |
      mercado | compras`),
  ],
  [
    ['pint', 'beer'],
    cue(
      `pints? | beers? | bier | biertje | cerveza | cana | biere | birra | piwo | pivo | cerveja`
    ),
  ],
  [
    ['espresso', 'coffee', 'bica'],
    cue(`coffees? | espresso | kaffee | koffie | cafe | caffe | kawa | kava | cafezinho`),
  ],
  [
    ['transport', 'pass', 'card', 'fares', 'ticket'],
    cue(`public transport | transport | transit | metro | bus pass | travel card | monthly pass | semester ticket | nahverkehr |
      ov | openbaar vervoer | transporte | abono | transports | trasporti | abbonamento | komunikacja | bilet miesieczny |
      doprava | mhd | passe`),
  ],
  [
    ['room', 'shared'],
    cue(`rooms? | shared flat | flatshare | rent | wg zimmer | zimmer | miete | kamer | huur | habitacion | alquiler |
      chambre | colocation | loyer | stanza | affitto | pokoj | czynsz | najem | quarto | aluguel | renda`),
  ],
  [
    ['studio'],
    cue(
      `studios? | studio apartment | one-bedroom | appartement | apartamento | monolocale | kawalerka | garsonka`
    ),
  ],
  [
    ['lunch', 'menu', 'obiad'],
    cue(
      `lunch | meal out | mittagessen | lunchen | almuerzo | menu del dia | dejeuner | pranzo | obiad | obed | almoco`
    ),
  ],
  [
    ['mobile', 'phone'],
    cue(
      `mobile plan | phone plan | handyvertrag | handy | telefoon | movil | forfait | cellulare | telefon | telemovel`
    ),
  ],
  [
    ['bike', 'bicycle'],
    cue(`bikes? | bicycle | fahrrad | fiets | bicicleta | velo | bici | rower | kolo`),
  ],
  [
    ['insurance'],
    cue(
      `health insurance | krankenversicherung | zorgverzekering | seguro medico | assurance sante | assicurazione | ubezpieczenie | pojisteni | seguro de saude`
    ),
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
  cue({
    en: `name on (the |my )?ticket | change (the )?name | transfer | give (my|the) ticket | someone else | resell`,
    de: `umschreiben | ubertragen | weitergeben | name andern | jemand anderem | jemand anders`,
    nl: `overdragen | overzetten | naam (wijzigen|veranderen) | iemand anders | doorverkopen`,
    es: `cambiar (el )?nombre | transferir | ceder | otra persona | revender`,
    fr: `changer (le )?nom | transferer | ceder | quelqu un d autre | revendre`,
    it: `cambiare (il )?nome | trasferire | cedere | un altra persona | rivendere`,
    pl: `zmienic (imie|nazwisko|dane) | przepisac | oddac bilet | ktos inny | komus innemu | odsprzedac`,
    cs: `prevest | zmenit jmeno | prepsat | nekdo jiny | nekomu jinemu`,
    pt: `mudar (o )?nome | passar o bilhete | outra pessoa | transferir`,
  }),
  cue({
    en: `cancelled events? | cancel+ed | postponed | moved | called off`,
    de: `abgesagt | verschoben | absagen`,
    nl: `afgelast | verplaatst | geannuleerd`,
    es: `cancelado | cancelada | cancelar | aplazado | aplazada`,
    fr: `annule | annulee | reporte | reportee`,
    it: `annullato | annullata | rinviato | rinviata`,
    pl: `odwolane | odwolany | odwolana | przeniesione`,
    cs: `zruseno | zrusena | zrusit | odlozeno`,
    pt: `cancelado | cancelada | adiado | adiada`,
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
    pt: `cartao de estudante`,
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
