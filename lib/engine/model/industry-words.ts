/**
 * The words a site uses to say what it is, in the languages the audit meets (English, German,
 * French, Spanish, Italian, Portuguese, Dutch, and Japanese for the scripts without spaces), for the
 * industries whose own words are the best evidence: a hotel calls itself a hotel, a university a
 * university, an estate agent sells homes. industry.ts weighs them beside the structure of the
 * page (schema.org types, forms, prices, calls to action), which needs no words at all.
 */

import { vocabulary } from './vocabulary.js';

/** What a hotel, a holiday rental or a travel business calls itself (title, description, headline). */
export const TRAVEL_NAME = vocabulary(
  'hotels?|h[ôo]tel(?:s|es|ería)?|resorts?|hostels?|motels?|b&b|bed (?:and|&) breakfast|guest ?houses?|holiday (?:homes?|rentals?|lettings?|cottages?|villages?|parks?|apartments?)|vacation rentals?|self[- ]catering|travel(?: agency| agents?)?|tour operators?|cruises?|ferien(?:haus|häuser|wohnung(?:en)?|park|dorf)|urlaub|reisen|reisebüro|unterkunft|unterkünfte|villages? (?:de )?vacances|vacances|voyages?|h[ée]bergements?|g[îi]tes?|location saisonni[èe]re|vacaciones|viajes|alojamientos?|vacanze|viaggi|albergo|alberghi|agriturismo|f[ée]rias|viagens|pousadas?|hospedage(?:m|ns)|vakantie(?:huis|huizen|park)?|reizen',
  'ホテル|旅館|旅行|宿泊|民宿|ツアー',
);

/** How a place to stay or a trip is sold, counted in the page's text. */
export const TRAVEL_TEXT = vocabulary(
  'hotels?|resorts?|rooms? (?:and|&) suites|suites|accommodations?|per night|a night|nights? stay|check-in|holidays?|vacations?|getaways?|breakfast included|free cancellation|best (?:rate|price) guarantee|book (?:your|a) (?:stay|room|holiday|trip)|pro nacht|ferienhaus|ferienwohnung(?:en)?|urlaub|übernachtung(?:en)?|anreise|abreise|unterkunft|par nuit|vacances|s[ée]jours?|h[ée]bergement|nuit[ée]es?|por noche|vacaciones|alojamiento|hu[ée]spedes|a notte|vacanze|soggiorno|por noite|f[ée]rias|hospedagem|di[áa]rias',
  'ホテル|宿泊|旅行|客室|泊',
);

/** Form fields of a stay: when it starts (arrival, check-in) and ends (departure, nights). */
export const STAY_START = vocabulary(
  'arr(?:ival)?(?:[ _-]?date)?|arrive|check[ _-]?in|anreise|ankunft|arriv[ée]e|llegada|entrada|arrivo|chegada|aankomst',
);
export const STAY_END = vocabulary(
  'dep(?:arture)?(?:[ _-]?date)?|depart|check[ _-]?out|nights?|abreise|abfahrt|nächte|d[ée]part|nuits|dur[ée]e|salida|noches|partenza|notti|partida|noites|vertrek|nachten',
);
/** Who travels, asked by the same form. */
export const STAY_PARTY = vocabulary(
  'adults?|children|guests?|persons?|rooms?|personen|erwachsene|kinder|adultes|enfants|personnes|adultos|niños|personas|adulti|bambini|ospiti|crianças|pessoas|volwassenen',
);

/** What an estate agent or a property portal calls itself. */
export const REAL_ESTATE_NAME = vocabulary(
  'real estate|realty|realtors?|estate agents?|estate agency|letting agents?|property (?:for sale|to (?:let|rent)|management|listings?|portal|specialists?)|homes? for sale|apartments? for (?:sale|rent)|immobilien(?:makler|portal)?|makler|immobilier|agence immobili[èe]re|inmobiliari[ao]s?|immobiliar[ei]|imobili[áa]ri[ao]s?|im[óo]veis|makelaars?|vastgoed|nieruchomo[śs]ci',
  '不動産|物件|賃貸|売買|住宅情報|一戸建て|マンション|土地',
);

/** How homes are listed, counted in the page's text. */
export const REAL_ESTATE_TEXT = vocabulary(
  'bedrooms?|bathrooms?|\\d+ (?:beds?|baths?|br|ba)|sq\\.? ?ft|square (?:feet|foot)|for sale|for rent|to let|listings?|open houses?|condos?|townhouses?|co-ops?|brokers?|wohnungen?|kaufpreis|kaltmiete|wohnfläche|à vendre|à louer|en venta|en alquiler|dormitorios|in vendita|in affitto|à venda|para alugar|te koop|te huur|schlafzimmer|chambres à coucher|camere da letto|quartos|slaapkamers|im[óo]vel|im[óo]veis',
  '不動産|物件|賃貸|売買|間取り|新築|中古|一戸建て|マンション|土地',
);

/**
 * A floor area in square metres ("64,29 m2", "51 m²"): what a metric listing says where an American
 * one says sq ft. Lower-case only: "M2" is a chip or a drive slot.
 */
export const FLOOR_AREA = /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)? ?m(?:2|²)(?![\p{L}\p{N}])/gu;

/** Fields of a property search: type of property, rooms, price range. */
export const PROPERTY_FIELDS = vocabulary(
  'estate(?:[ _-]?type)?|property(?:[ _-]?type)?|beds?|bedrooms?|baths?|bathrooms?|sq[ _-]?ft|zimmer|wohnfläche|objektart|pi[èe]ces|type de bien|dormitorios|tipo de (?:inmueble|im[óo]vel)|quartos|locali',
);
export const PRICE_RANGE_FIELD =
  /price[ _-]?(?:range|min|max|from|to)|(?:min|max)[ _-]?price|preis[ _-]?(?:von|bis)|prix[ _-]?(?:min|max)/i;

/** What a school, college or university calls itself. */
export const SCHOOL_NAME = vocabulary(
  'universit\\p{L}*|colleges?|coll[èe]ge|col[ée]gio|faculdade|facolt[àa]|fakult[äa]t|hochschule|fachhochschule|[ée]cole|escola|escuela|scuola|liceo|lyc[ée]e|academy|akademie|acad[ée]mie|academia|accademia|institut(?:e|o)?|ateneo|bootcamp|e-?learning|masterclass|courses?|cours|kurse|cursos?|corsi|training|formations?|ausbildung|weiterbildung|tutorials?',
  '大学|学校|専門学校|学院|スクール|講座',
);

/** How a school speaks to its students, counted in the page's text. */
export const SCHOOL_TEXT = vocabulary(
  'students?|studenti|studenten|studierende|estudiantes|[ée]tudiants|alunos|alunas|matr[íi]culas?|inscri[çc][õo]es|iscrizioni|einschreibung|admissions?|ammissioni|vestibular|bachelor|masters?|degrees?|laurea|lauree|gradua[çc][ãa]o|licenciatura|faculty|docenti|professores|professeurs|dozenten|lehrer|curriculum|syllabus|semest(?:er|re)s?|tuition',
  '学生|入試|学部|キャンパス',
);

/** The languages LOCAL_TRADE_INTL reads (English trades are in industry.ts). */
export const LOCAL_TRADE_LANGUAGES: ReadonlySet<string> = new Set(['de', 'fr', 'es', 'it', 'pt', 'nl']);

/**
 * The trades, practices and venues that serve people where they live, in the other languages the
 * audit reads (the English words are in industry.ts): law and notary offices, doctors, dentists and
 * therapists, bakeries and restaurants, hairdressers, the building trades, garages, vets.
 */
export const LOCAL_TRADE_INTL = vocabulary(
  "avocats?|cabinet d'avocats|notaires?|dentistes?|cabinet dentaire|orthodontistes?|médecins?|kinésithérapeutes?|ostéopathes?|boulangerie|pâtisserie|plombiers?|plomberie|électriciens?|coiffeurs?|coiffure|couvreurs?|serruriers?|menuiserie|vétérinaires?|institut de beauté|rechtsanw[äa]lt\\p{L}*|anwaltskanzlei|kanzlei|notariat|zahnarzt\\p{L}*|zahnärzt\\p{L}*|zahnarztpraxis|arztpraxis|kieferorthopäd\\p{L}*|physiotherap\\p{L}*|bäckerei|konditorei|klempner|sanitär|heizung|elektriker|friseur\\p{L}*|dachdecker\\p{L}*|schreinerei|tischlerei|tierarzt\\p{L}*|tierärzt\\p{L}*|autowerkstatt|abogad[oa]s?|bufete|despacho de abogados|dentistas?|clínica dental|odontolog\\p{L}*|fisioterap\\p{L}*|panadería|pastelería|fontaner[oí]\\p{L}*|electricistas?|peluquería|cerrajer\\p{L}*|veterinari[oa]s?|avvocat[oi]|studio legale|dentisti|panetteria|idraulic[oi]|parrucchier[ei]|advogad[oa]s?|padaria|dentista|cabeleireir[oa]|advocaten|tandarts\\p{L}*|bakkerij|loodgieter\\p{L}*|kapper\\p{L}*",
);

/** Navigation of an event's site: its programme, guests, exhibitors and tickets. */
export const EVENT_NAV = vocabulary(
  'tickets?|ticketing|billetterie|billets|eintrittskarten|entradas|biglietti|ingressos|line-?up|speakers|exhibitors|exhibit|programme|program|agenda|schedule|venue|invit[ée]s|exposants|intervenants|programm|aussteller|referenten|ponentes|expositores|programa|espositori|ospiti|relatori|palestrantes|sprekers',
);
/** The words of EVENT_NAV that only an event uses (a school has programmes, a charity sponsors). */
export const EVENT_NAV_STRONG = vocabulary(
  'tickets?|ticketing|billetterie|billets|eintrittskarten|entradas|biglietti|ingressos|line-?up|speakers|exhibitors|invit[ée]s|exposants|intervenants|aussteller|referenten|ponentes|expositores|espositori|relatori|palestrantes|sprekers',
);
/** What an event calls itself in its title. */
export const EVENT_NAME = vocabulary(
  '(?:game|trade|auto|motor|boat|air|art|fashion|comic|car|home|horse|flower|wine) show|festivals?|fests?|conferences?|conf[ée]rences?|congress|congr[èe]s|kongress|conventions?|summits?|expo|messe|fiera|feria|salon du|salon de la|tickets?|ticketing|billetterie|concerts?',
);

/** An "add to calendar" action: the page is about something that happens on a date. */
export const CALENDAR_WORDING = vocabulary(
  'add to (?:my |your )?calendar|zum kalender hinzufügen|in (?:den )?kalender (?:eintragen|übernehmen)|ajouter (?:à|au) (?:mon |votre )?(?:calendrier|agenda)|añadir al calendario|agregar al calendario|aggiungi al calendario|adicionar ao calend[áa]rio',
);
export const CALENDAR_HREF =
  /google\.com\/calendar\/(?:render|event)|calendar\.google\.com|outlook\.(?:live|office)\.com\/calendar|\.ics(?:[?#]|$)|^webcal:/i;

/** What a software vendor sells: the product, its versions, licences and the platform it runs on. */
export const SOFTWARE_NAME = vocabulary(
  'software|saas|platform|crm|erp|api|ai|cloud|apps? for|tools? for|automation|plugins?|extensions?|add-?ons?|\\w*plattform|plateforme|plataforma|piattaforma|logiciels?|programmatuur',
);
/** Words of selling software, counted in the page's text beside the English software wording. */
export const SOFTWARE_TEXT = vocabulary(
  'plugins?|extensions?|add-?ons?|software licen[cs]es?|licen[cs]e keys?|documentation|changelog|release notes|system requirements|\\w*plattform|plateforme|plataforma|piattaforma|logiciels?',
);

/** A field of a buying form that picks a date or a session: what is sold happens on a day. */
export const DATE_CHOICE = vocabulary(
  'dates?(?:[ _-]?id)?|sessions?|showtimes?|performances?|termine?|veranstaltungsdatum|s[ée]ances?|fechas?|funci[óo]n|sessioni|datas?',
);

/** Headings of a course's facts: how long, what it costs, who teaches, what it needs, how to join. */
export const COURSE_FACTS = vocabulary(
  "duration|fees?(?: and funding)?|tuition|teachers?|instructors?|trainers?|tutors?|lecturers?|requirements|prerequisites|entry requirements|how to apply|admissions?|syllabus|curriculum|course (?:details|information|description|overview|content|outline)|about (?:the |this )?course|what you(?:'|’)?ll learn|certificat(?:e|ion)|dauer|geb[üu]hren|kosten|dozent(?:en|in)?|voraussetzungen|lehrplan|dur[ée]e|tarifs?|formateurs?|pr[ée]requis|programme de (?:la )?formation|duraci[óo]n|precio|profesor(?:es)?|requisitos|temario|durata|costo|docenti|requisiti|programma del corso|dura[çc][ãa]o|investimento|professores?|pr[ée]-requisitos|grade curricular",
);
/** An application or an enrolment, the ask of a school or a course (not of an event's registration). */
export const APPLY_WORDING = vocabulary(
  'apply(?: now| today| online)?|enrol+(?: now| today)?|enrolment|bewerben|jetzt bewerben|candidatez?|candidatura|postular|inscr[íi]bete al curso|iscriviti al corso|matr[íi]cula',
);

/** What a software product calls itself in its title or description (a shop's "Kindle app" line is not its title). */
export const SOFTWARE_PRODUCT = vocabulary(
  'software|plugins?|extensions?|add-?ons?|saas|logiciels?|programm(?:e)?|aplicaci[óo]n|applicazione|aplicativo',
);
/** How software is delivered: a licence, a download, the systems it runs on. */
export const SOFTWARE_DELIVERY = vocabulary(
  'system requirements|systemvoraussetzungen|configuration requise|requisitos del sistema|requisiti di sistema|requisitos do sistema|licen[cs]e keys?|serial (?:key|number)|lifetime (?:licen[cs]e|updates)|free updates|activation code|download (?:now|the (?:free )?trial|for (?:windows|mac))|for windows and mac|windows (?:and|&|/) mac(?:os)?',
);
export const DOWNLOAD_HREF = /\.(?:exe|dmg|msi|pkg|deb|rpm|apk|appimage)(?:[?#]|$)/i;
