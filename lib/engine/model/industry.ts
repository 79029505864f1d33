/**
 * The site's industry from the page's own signals. Hotels, holiday rentals and travel businesses are
 * 'travel', estate agents and property portals 'real_estate' (the expert labels file travel under
 * 'other': bench/eval/labels.ts maps it back for the eval).
 */
import {
  APPLY_WORDING,
  EVENT_NAME,
  EVENT_NAV,
  EVENT_NAV_STRONG,
  LOCAL_TRADE_INTL,
  LOCAL_TRADE_LANGUAGES,
  FLOOR_AREA,
  PRICE_RANGE_FIELD,
  PROPERTY_FIELDS,
  REAL_ESTATE_NAME,
  REAL_ESTATE_TEXT,
  SCHOOL_NAME,
  SCHOOL_TEXT,
  SOFTWARE_NAME,
  SOFTWARE_TEXT,
  STAY_END,
  STAY_PARTY,
  STAY_START,
  TRAVEL_NAME,
  TRAVEL_TEXT,
} from './industry-words.js';
import { appStoreOf, describesMobileApp, STORE_BADGE } from './app-stores.js';
import { ctaGoal } from './detectors/ctas.js';
import type { Industry, IndustryFacts, PageModel } from './page-model.js';
import { hasPeriod, isSubscriptionPrice, RENT_WORDING } from './price-kinds.js';
import {
  courseFacts,
  hasCalendarAction,
  isStamp,
  selfDescription,
  sellsDatedTickets,
  sellsSoftware,
} from './offer-evidence.js';

type Scores = Record<Industry, number>;

interface Signal {
  industry: Industry;
  weight: number;
  label: string;
  /** Only corroborates: weighs no more, in all, than the industry's other evidence. */
  corroborates?: boolean;
}

const LOCAL_TYPES =
  /^(?:LocalBusiness|Restaurant|FoodEstablishment|CafeOrCoffeeShop|Bakery|BarOrPub|Dentist|Physician|MedicalClinic|MedicalBusiness|HealthAndBeautyBusiness|DaySpa|BeautySalon|HairSalon|LegalService|Attorney|Notary|Plumber|Electrician|HVACBusiness|RoofingContractor|GeneralContractor|HomeAndConstructionBusiness|HousePainter|Locksmith|MovingCompany|AutoRepair|AutomotiveBusiness|AutoDealer|Store|ProfessionalService|EmergencyService|FinancialService|AccountingService|InsuranceAgency|ChildCare|DryCleaningOrLaundry|SportsActivityLocation|ExerciseGym|VeterinaryCare|Optician|Pharmacy|EntertainmentBusiness|HomeGoodsStore)$/;

/** Places to stay and trips: schema.org's lodging businesses are local businesses, but a visitor books a stay. */
const TRAVEL_TYPES =
  /^(?:LodgingBusiness|Hotel|Motel|Resort|BedAndBreakfast|Hostel|Campground|VacationRental|TravelAgency|TouristTrip|Trip|Accommodation|HotelRoom|Suite|LodgingReservation|TouristDestination)$/;
const REAL_ESTATE_TYPES =
  /^(?:RealEstateAgent|RealEstateListing|SingleFamilyResidence|ApartmentComplex|Residence)$/;

/** The fields a visitor types into: no ticks, no spam traps ("_mc4wp_honeypot", Mailchimp's "b_<id>"). */
function enteredFields(form: PageModel['forms'][number]): PageModel['forms'][number]['fields'] {
  return form.fields.filter(
    (x) =>
      x.type !== 'hidden' &&
      x.type !== 'checkbox' &&
      x.type !== 'radio' &&
      !/^_|honeypot|^b_[0-9a-f]{8,}|[_-]ho[_-]/i.test(x.name),
  );
}

/** The services an agency sells, as it names them in its title, description or headline. */
const AGENCY_NAME =
  /\b(?:agency|studio|creative|digital|marketing|web(?:site)? design|graphic design|consult\w*|branding|social media|\w*agentur|agence|agencia|agenzia|ag[êe]ncia)\b/i;
/** "We're a digital design agency", "We are an independent studio": the business names itself. */
const AGENCY_SELF =
  /\b(?:we(?:'|’)?re|we are|is) an? (?!(?:travel|real estate|estate|property|letting|insurance|recruitment|staffing|employment)\b)(?:[\w-]+ ){0,3}(?:agency|studio)\b/i;
/** A heading over a restaurant's priced dishes. */
const MENU_HEADING =
  /(?<![\p{L}])(?:menus?|dishes|speisekarte|gerichte|la carte|plats|men[úu]|platos|piatti|card[áa]pio|pratos)(?![\p{L}])/iu;

/** The global copy of each (constant) pattern occurrences counts with, compiled once. */
const globalOf = new WeakMap<RegExp, RegExp>();

/** How often a pattern occurs in the text, capped so one repeated word cannot dominate. */
function occurrences(text: string, re: RegExp, cap: number): number {
  let n = 0;
  let global = globalOf.get(re);
  if (!global) {
    global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
    globalOf.set(re, global);
  }
  global.lastIndex = 0;
  for (let m = global.exec(text); m && n < cap; m = global.exec(text)) n += 1;
  return n;
}

/** The shopping cart's link in the other languages the audit reads: "Panier", "Mein Warenkorb", "Carrito". */
const CART_LINK_INTL =
  /^\s*(?:(?:mon|votre|mein|ihr|mi|tu|il mio|mijn|m[óo]j|min|meu)\s+)?(?:panier|warenkorb|einkaufswagen|carrito|cesta|carrello|winkelwagen|winkelmand|koszyk|carrinho|sacola|varukorg|handlekurv|indk[øo]bskurv|kurv)(?![\p{L}])/iu;
/** ... and its address: /panier, /warenkorb.html, /carrito/, panierb.cfm. */
const CART_PATH_INTL =
  /\/(?:panier|warenkorb|carrito|carrello|winkelwagen|winkelmand|koszyk|carrinho|varukorg|handlekurv|kurv)[a-z]*(?:[/.?]|$)/i;

/** The trades, practices and venues that serve people where they live, in English (LOCAL_TRADE_INTL: other languages). */
const LOCAL_TRADE =
  /\b(?:psycholog\w*|psychotherap\w*|counsell?(?:ing|ors?)|therapists?|physiotherap\w*|optometrists?|opticians?|(?:home |custom home |general )?builders?|carpent\w*|plumb\w*|drains?|sewer|roof\w*|waterproof\w*|leaks?|junk|hauling|demolition|remodel\w*|renovat\w*|contractors?|flooring|hardwood|countertops?|hvac|furnace|heating|electricians?|pest control|locksmith|movers|landscap\w*|lawn|dentist\w*|dental|teeth|orthodont\w*|implants|clinic|patients?|physicians?|chiropract\w*|med ?spa|massage|facials?|botox|salon|lawyers?|attorneys?|law firm|personal injury|practice areas?|restaurants?|dishes|chefs?|dining|cuisine|bakery|realtors?|real estate|homes for sale|auto repair|mechanics?|veterinar\w*|daycare)\b/;

/** The page's signals, each tied to an industry with a weight and a description in words. */
export function industrySignals(model: PageModel): Signal[] {
  const signals: Signal[] = [];
  const add = (industry: Industry, weight: number, label: string): void => {
    signals.push({ industry, weight, label });
  };
  // every business lists a way to reach it: a software vendor's footer holds an address and a
  // "Call us" line as a plumber's does. These say a visitor can call or visit, not what is sold,
  // so they only corroborate a trade, practice or venue the page shows otherwise. The trade and
  // practice words below are English; LOCAL_TRADE_INTL knows the trades' names, not every trade
  // (a tree surveyor), in six more languages. There, reaching the business weighs in full when the
  // page names a place to come to or a trade; a phone number alone (a charity lottery's hotline, an
  // estate agent's number on a listing) says the business takes calls, not that it serves one area,
  // and only corroborates. In a language no trade words read, a way to call weighs in full as before
  const text = model.text.slice(0, 30_000).toLowerCase();
  const code = model.language.code;
  const tradeWordsRead = code === 'en' || (code === null && !model.language.script);
  const someTradeWordsRead = code !== null && LOCAL_TRADE_LANGUAGES.has(code);
  const placeOrTradeNamed =
    model.contacts.some((c) => c.kind === 'address') || (someTradeWordsRead && LOCAL_TRADE_INTL.test(text));
  const reach = (weight: number, label: string): void => {
    const corroborates = tradeWordsRead || (someTradeWordsRead && !placeOrTradeNamed);
    signals.push({ industry: 'local', weight, label, corroborates });
  };
  const types = new Set(model.structuredData.filter((s) => !isStamp(s)).map((s) => s.type));
  const nestedTypes = new Set<string>();
  const collect = (v: unknown, depth: number): void => {
    if (depth > 4 || typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) return v.forEach((x) => collect(x, depth + 1));
    const t = (v as Record<string, unknown>)['@type'];
    for (const name of Array.isArray(t) ? t : [t])
      if (typeof name === 'string') nestedTypes.add(name.replace(/^https?:\/\/schema\.org\//, ''));
    for (const x of Object.values(v)) collect(x, depth + 1);
  };
  // a type stamped on every page without a property (isStamp) says nothing about the site
  for (const s of model.structuredData) if (!isStamp(s)) collect(s.data, 0);
  const hasType = (re: RegExp): string | null => [...types, ...nestedTypes].find((t) => re.test(t)) ?? null;

  const product = hasType(/^(?:Product|ProductGroup|IndividualProduct|ProductModel|Book|Vehicle)$/);
  if (product) add('ecommerce', 7, `schema.org ${product}`);
  if (hasType(/^(?:SoftwareApplication|WebApplication)$/)) {
    // an app for phones (its operating system or its store address says so) is an app, not web software
    const software = model.structuredData.filter(
      (s) => !isStamp(s) && /^(?:SoftwareApplication|WebApplication)$/.test(s.type),
    );
    if (software.length > 0 && software.every(describesMobileApp))
      add('app', 7, 'schema.org SoftwareApplication for phones');
    else add('saas', 6, 'schema.org SoftwareApplication');
  }
  if (hasType(/^MobileApplication$/)) add('app', 7, 'schema.org MobileApplication');
  const local = hasType(LOCAL_TYPES);
  if (local) add('local', 6, `schema.org ${local}`);
  if (hasType(/^(?:Course|CourseInstance|EducationalOrganization|CollegeOrUniversity)$/))
    add('course', 6, 'schema.org Course or educational organisation');
  const article = hasType(
    /^(?:NewsArticle|Article|BlogPosting|ReportageNewsArticle|AnalysisNewsArticle|OpinionNewsArticle|LiveBlogPosting|Recipe)$/,
  );
  if (article) add('publisher', 6, `schema.org ${article}`);
  if (hasType(/^(?:NGO|NonprofitOrganization|NonProfit)$/)) add('nonprofit', 7, 'schema.org NGO');
  const event = hasType(/Event$/);
  if (event) add('event', 5, `schema.org ${event}`);
  const travel = hasType(TRAVEL_TYPES);
  if (travel) add('travel', 6, `schema.org ${travel}`);
  const estate = hasType(REAL_ESTATE_TYPES);
  if (estate) add('real_estate', 6, `schema.org ${estate}`);

  const ctaCount = (intent: string): number => model.ctas.filter((c) => c.intent === intent).length;
  const cartButton = ctaCount('cart') > 0;
  const cartForm = model.forms.some((f) => f.purpose === 'cart');
  const checkoutForm = model.forms.some((f) => f.purpose === 'checkout');
  if (cartButton) add('ecommerce', 7, 'Add to cart button');
  if (cartForm) add('ecommerce', 3, 'add-to-cart form');
  if (checkoutForm) add('ecommerce', 3, 'checkout form');
  const buys = ctaCount('purchase');
  if (buys > 0) add('ecommerce', Math.min(buys, 3), 'buy or shop buttons');
  const cartLink = model.links.some(
    (l) =>
      (l.region === 'header' || l.region === 'nav' || l.order < 400) &&
      (/\/(?:cart|basket|bag|checkout)(?:[/.?]|$)|shopping cart|view cart|my cart/i.test(
        `${l.href} ${l.name}`,
      ) ||
        CART_LINK_INTL.test(l.name) ||
        CART_PATH_INTL.test(l.href)),
  );
  if (cartLink) add('ecommerce', 3, 'link to a shopping cart');

  // a monthly rent is not a subscription: a price the page calls rent counts for property
  const rents = model.prices.filter((p) => hasPeriod(p) && RENT_WORDING.test(p.context));
  if (rents.length > 0) add('real_estate', Math.min(4, 2 * rents.length), `${rents.length} rents per month`);
  const periodicPrices = model.prices.filter(isSubscriptionPrice);
  const periodic = periodicPrices.length;
  // $0.00 is an empty cart or a price left blank, not an offer
  const oneOff = model.prices.filter((p) => p.period === null && !p.isCompareAt && p.amount > 0).length;
  // plans are tiers at different prices; one instalment said again is a payment option
  if (periodic >= 2 && new Set(periodicPrices.map((p) => p.amount)).size >= 2)
    add('saas', 5, `${periodic} prices per month or year (plans)`);
  else if (periodic >= 1) add('saas', 2, 'a price per month or year');
  // prices are a shop's when the page offers a way to buy, or leads from each priced item to its own
  // page (a catalogue's grid); a restaurant's dishes or a price list of services, with no cart, no
  // buy button, no checkout and no item to open, name what things cost, not that they are sold
  // here (a snack bar's and a soup bar's menus read as shops)
  const waysToBuy =
    cartButton || cartForm || checkoutForm || buys > 0 || cartLink || !!product || linkedItems(model) >= 3;
  if (oneOff >= 3)
    add(
      'ecommerce',
      waysToBuy ? 3 : 1,
      waysToBuy ? `${oneOff} one-off prices` : `${oneOff} one-off prices, no way to buy on the page`,
    );
  else if (oneOff >= 1) add('ecommerce', waysToBuy ? 1 : 0.5, 'a one-off price');
  if (model.prices.some((p) => p.isCompareAt)) add('ecommerce', 2, 'compare-at (sale) prices');

  if (ctaCount('trial') > 0) add('saas', 4, 'free trial call to action');
  if (ctaCount('demo') > 0) add('saas', 4, 'demo call to action');
  // an account to sign up for, not an application or an enrolment (register, apply, enrol) and not
  // the "Sign up" of an e-mail-only newsletter box
  const newsletterSubmits = new Set(
    model.forms
      .filter((f) => enteredFields(f).length <= 1)
      .map((f) => (f.submitText ?? '').trim().toLowerCase()),
  );
  if (
    model.ctas.some(
      (c) =>
        c.intent === 'signup' &&
        ctaGoal(c) === 'signup' &&
        !(c.inForm && newsletterSubmits.has(c.text.trim().toLowerCase())),
    )
  )
    add('saas', 2, 'sign-up call to action');
  const g = (kind: string): boolean => model.guarantees.some((x) => x.kind === kind);
  if (g('free-trial')) add('saas', 2, 'free trial offer');
  if (g('no-card')) add('saas', 3, 'no credit card required');
  if (g('cancel-anytime')) add('saas', 2, 'cancel anytime');
  if (g('free-shipping')) add('ecommerce', 3, 'free shipping');
  if (g('free-returns')) add('ecommerce', 2, 'free or easy returns');
  if (model.badges.some((b) => b.kind === 'payment')) add('ecommerce', 1, 'payment method icons');
  if (
    model.forms.some(
      (f) =>
        f.purpose === 'signup' &&
        (f.fields.some((x) => x.type === 'password') || enteredFields(f).length >= 2),
    )
  )
    add('saas', 2, 'account sign-up form');
  if (
    model.links.some(
      (l) => (l.region === 'header' || l.region === 'nav') && /^(?:log ?in|sign ?in)$/i.test(l.name),
    )
  )
    add('saas', 1, 'log in link in the header');

  // quotes, estimates and contact forms are how both agencies and local trades sell: their own
  // words (below) tell the two apart
  if (ctaCount('quote') > 0) {
    add('agency', 2, 'quote or estimate call to action');
    add('local', 2, 'quote or estimate call to action');
  }
  if (ctaCount('book') > 0) add('local', 2, 'booking or appointment call to action');
  if (ctaCount('contact') > 0) add('agency', 0.5, 'contact call to action');
  if (ctaCount('donate') > 0) add('nonprofit', 6, 'donate button');
  if (ctaCount('download') > 0) add('app', 2, 'download call to action');
  if (model.forms.some((f) => f.purpose === 'contact' || f.purpose === 'lead')) {
    add('agency', 1, 'contact or lead form');
    add('local', 1, 'contact or lead form');
  }

  const appStore = model.links.some((l) => appStoreOf(l.href) !== null);
  if (appStore) add('app', 5, 'app store links');
  // templates and staging copies link their badges to "#": the badge says the same as the link
  else if (model.images.some((i) => STORE_BADGE.test(`${i.alt ?? ''} ${i.src}`)))
    add('app', 5, 'app store badges');
  if (
    model.links.some(
      (l) =>
        (l.region === 'header' || l.region === 'nav') &&
        /^(?:download|get the app|download (?:the|our) app)\b/i.test(l.text.trim() || l.name.trim()),
    )
  )
    add('app', 2, 'download in the header');
  const courseCtas = model.ctas.filter((c) =>
    /\b(?:course|class|lessons?|workshop|bootcamp|enrol+)\b/i.test(c.text),
  ).length;
  if (courseCtas > 0) add('course', 4, 'calls to action naming a course or class');
  // a course sells with its checkout like a shop; its curriculum says what is being sold
  const curriculum = model.headings.filter((h) =>
    /\b(?:curriculum|syllabus|course (?:content|outline)|what you(?:'|’)?ll learn|module\s*#?\d+|lesson\s*#?\d+|chapter\s*#?\d+)/i.test(
      h.text,
    ),
  ).length;
  if (curriculum >= 2) add('course', 3, 'a curriculum of modules or lessons');
  // shops and firms list hours and addresses too, so these only tip the balance
  if (model.contacts.some((c) => c.kind === 'hours')) add('local', 2, 'opening hours');
  if (model.contacts.some((c) => c.kind === 'address')) reach(1.5, 'postal address');
  const tel = model.links.filter((l) => l.kind === 'tel').length;
  if (tel > 0) reach(2, 'click-to-call phone link');
  if (model.ctas.some((c) => /\bcall (?:now|us|today)\b/i.test(c.text))) reach(2, '"Call now" button');
  // a trade or a practice puts its phone number at the top; a national seller's toll-free number
  // (1-800, 888, 877...) says nothing about serving one area
  const tollFree = (value: string): boolean => /^\D*(?:\+?1\D*)?8(?:00|33|44|55|66|77|88)\b/.test(value);
  if (
    model.contacts.some(
      (c) => c.kind === 'phone' && !tollFree(c.value) && (c.region === 'header' || c.order < model.hero.end),
    ) ||
    model.links.some(
      (l) =>
        l.kind === 'tel' &&
        !tollFree(l.href.replace(/^tel:/i, '')) &&
        (l.region === 'header' || l.order < model.hero.end),
    )
  )
    reach(2, 'phone number at the top of the page');

  const words = (industry: Industry, re: RegExp, perHit: number, cap: number, label: string): void => {
    const n = occurrences(text, re, cap);
    if (n > 0) add(industry, n * perHit, `${label} (${n}x)`);
  };
  const headingText = model.headings
    .map((h) => h.text)
    .join(' | ')
    .toLowerCase();
  const navText = model.nav.items
    .map((i) => i.text)
    .join(' | ')
    .toLowerCase();
  words(
    'ecommerce',
    /\b(?:in[- ]stock|out of stock|add to (?:cart|bag|wish ?list)|shopping cart|free shipping|sku|qty|quantity|checkout|shop now|ships? (?:in|within|from)|customer reviews|order status|track (?:your |my )?orders?|shipping rates|made to order|happy shopping)\b/,
    0.5,
    8,
    'shop wording',
  );
  words(
    'saas',
    /\b(?:software|platform|dashboard|integrations?|api|ai|workflow|automat\w+|saas|cloud|analytics|security|encrypt\w*|uptime|per user|per seat|sign up free|pricing plans?|enterprise|collaborat\w+|real-time|teams?)\b/,
    0.35,
    14,
    'software wording',
  );
  // "services", "free estimate" and "our clients" are said by plumbers as much as by agencies, so
  // only the agency trade's own words count here
  words(
    'agency',
    /\b(?:agency|studio|case stud(?:y|ies)|portfolio|our work|branding|brand (?:identity|strategy)|marketing|seo|social media|advertising|web ?design|website design|web development|graphic design|ux|user experience|creative|campaigns?|digital (?:experiences?|products?|strategy))\b/,
    0.3,
    14,
    'agency wording',
  );
  words(
    'local',
    /\b(?:serving|licensed|insured|free estimates?|near you|emergency|family[- ]owned|locally owned|appointments?|our office|visit us|directions|24\/7|same[- ]day|reservations?|(?:our|the|view|full|see|food|lunch|dinner|breakfast|drinks|daily) menu|service areas?|areas? we serve|showrooms?|store hours|office hours|located in|installation)\b/,
    0.35,
    12,
    'local business wording',
  );
  // the trades, practices and venues that serve people where they live
  words('local', LOCAL_TRADE, 0.3, 15, 'local trade or practice wording');
  words('local', LOCAL_TRADE_INTL, 0.3, 15, 'local trade or practice wording in another language');
  words(
    'course',
    /\b(?:course|lessons?|modules?|enroll(?:ment)?|curriculum|students?|tuition|instructor|learn(?:ing)?|classes|workshop|program(?:me)?s?|campus|admissions?)\b/,
    0.3,
    14,
    'course wording',
  );
  words(
    'publisher',
    /\b(?:min read|published|updated|by [a-z]+ [a-z]+|comments?|related (?:articles|stories)|newsletter|advertisement|share this|subscribe|recipe)\b/,
    0.3,
    12,
    'article wording',
  );
  words(
    'nonprofit',
    /\b(?:donat\w+|volunteer\w*|non-?profit|charity|501\(c\)|fundrais\w+|our mission|make a difference|sponsor a child)\b/,
    0.6,
    10,
    'nonprofit wording',
  );
  words(
    'event',
    /\b(?:tickets?|venue|showtimes?|performances?|box office|seating|broadway|festival|concert|conference|speakers|register now)\b/,
    0.4,
    12,
    'event wording',
  );
  words(
    'app',
    /\b(?:download (?:the|our) app|app store|google play|ios and android|iphone|android)\b/,
    0.8,
    6,
    'app wording',
  );

  menuSignals(model, add);
  travelSignals(model, add, text);
  realEstateSignals(model, add, text);
  schoolSignals(model, add, text);
  eventSignals(model, add);
  words('saas', SOFTWARE_TEXT, 0.35, 8, 'software product wording');

  const sections = `${headingText} | ${navText}`;
  if (
    /\b(?:what we do|our work|featured work|selected work|work|case stud(?:y|ies)|portfolio|our approach)\b/.test(
      sections,
    ) ||
    // "clients" is an agency's word in English; in French and Spanish it is any customer ("Avis
    // clients", "Service clients" on a shop), so it counts on English pages only
    (model.language.code === 'en' && /\bclients\b/.test(sections))
  )
    add('agency', 2.5, 'work, portfolio or clients section');
  if (/\b(?:pricing|plans|features|integrations)\b/.test(navText))
    add('saas', 2, 'pricing/features navigation');
  if (/\b(?:shop|store|products|collections|catalog|cart)\b/.test(navText))
    add('ecommerce', 2, 'shop navigation');
  const localWords =
    /\b(?:practice areas|attorneys?|dentist|dental|plumb\w*|roofing|remodel\w*|contractor|salon|med ?spa|clinic|restaurant|law firm|injury|junk removal)\b/;
  if (localWords.test(`${headingText} | ${navText} | ${(model.title ?? '').toLowerCase()}`))
    add('local', 3, 'local service wording in headings');
  // the title and description say what the site is in the owner's own words
  const about =
    `${model.title ?? ''} | ${model.meta.description ?? ''} | ${model.openGraph['og:description'] ?? ''} | ${model.openGraph['og:site_name'] ?? ''}`.toLowerCase();
  if (AGENCY_NAME.test(`${about} | ${model.headings.find((h) => h.level === 1)?.text ?? ''}`))
    add('agency', 2, 'agency wording in the title or description');
  // "We're a digital design agency": the page says what the business is
  if (model.headings.some((h) => h.region === 'main' && AGENCY_SELF.test(h.text)))
    add('agency', 3, 'a heading calls the business an agency or studio');
  if (SOFTWARE_NAME.test(selfDescription(model)))
    add('saas', 3, 'software wording in the title, description or headline');
  if (/\b(?:shop|store|buy|online store|free shipping|sale|discount)\b/.test(about))
    add('ecommerce', 3, 'shop wording in the title or description');
  if (SCHOOL_NAME.test(about)) add('course', 3, 'course or school wording in the title or description');
  // "Kaye Barr | Psychologist Perth", "Wisconsin custom home builder": the owner names the trade
  // (an estate agent's "real estate" is its own industry's word, weighed below)
  if ((LOCAL_TRADE.test(about) || LOCAL_TRADE_INTL.test(about)) && !REAL_ESTATE_NAME.test(about))
    add('local', 3, 'a local trade or practice in the title or description');
  if (/\b(?:news|magazine|blog|journal|times|post|gazette|recipes?)\b/.test(about))
    add('publisher', 2, 'publication wording in the title or description');

  // shipping and returns policies are written by shops
  const heading = `${model.title ?? ''} | ${model.headings.find((h) => h.level === 1)?.text ?? ''}`;
  if (
    /\b(?:shipping|delivery|returns?|refunds?|exchanges?)\s+(?:policy|policies|information)\b/i.test(heading)
  )
    add('ecommerce', 3, 'a shipping or returns policy page');

  // <meta name="author"> names whoever built the site (a theme vendor, an agency, the owner) on
  // every kind of page; only an article's own markup says the page is one
  const articleLike = model.meta.author !== null || model.openGraph['og:type'] === 'article';
  if (articleLike && model.wordCount > 600) add('publisher', 3, 'article with an author');
  if (model.openGraph['og:type'] === 'product' || model.openGraph['og:type'] === 'og:product')
    add('ecommerce', 4, 'og:type product');
  // a cart that sells tickets for a date is an event's box office; one that sells licences and
  // downloads is a software vendor's store, with nothing to ship or return
  const seller = sellsDatedTickets(model) ? 'event' : sellsSoftware(model) ? 'saas' : null;
  if (seller)
    return signals.map((s) =>
      s.industry === 'ecommerce'
        ? {
            ...s,
            industry: seller,
            label: `${s.label}, selling ${seller === 'event' ? 'tickets for a date' : 'software'}`,
          }
        : s,
    );
  return signals;
}

type Add = (industry: Industry, weight: number, label: string) => void;

/**
 * How many one-off prices follow a link of their own in the content (a link after the price before,
 * at most 40 elements ahead): the items of a catalogue, each leading to its page.
 */
function linkedItems(model: PageModel): number {
  const prices = model.prices
    .filter((p) => p.period === null && !p.isCompareAt && p.amount > 0)
    .sort((a, b) => a.order - b.order);
  const links = model.links
    .filter((l) => l.kind === 'page' && l.region === 'main')
    .map((l) => l.order)
    .sort((a, b) => a - b);
  // one walk over both in document order: the last link before each price
  let linked = 0;
  let previous = -1;
  let next = 0;
  for (const p of prices) {
    while (next < links.length && links[next] < p.order) next += 1;
    const last = next > 0 ? links[next - 1] : -1;
    if (last > previous && p.order - last < 40) linked += 1;
    previous = p.order;
  }
  return linked;
}

function countIn(text: string, re: RegExp, cap: number): number {
  return occurrences(text, re, cap);
}

/** A restaurant's menu: dishes with their prices under a heading that calls them a menu or dishes. */
function menuSignals(model: PageModel, add: Add): void {
  const sections = model.headings.filter((h) => h.region === 'main' && h.level <= 3);
  const menu = sections.some((h, i) => {
    if (!MENU_HEADING.test(h.text)) return false;
    const end = sections.slice(i + 1).find((x) => x.level <= h.level)?.order ?? Infinity;
    return model.prices.filter((p) => p.order > h.order && p.order < end && p.period === null).length >= 3;
  });
  if (menu) add('local', 3, 'a menu of dishes with their prices');
}

/** A place to stay or a trip: a form that asks when the stay starts and ends, the page's own name. */
function travelSignals(model: PageModel, add: Add, text: string): void {
  const stayForm = model.forms.find((f) => {
    const hints = f.fields.map((x) => `${x.name} ${x.label ?? ''} ${x.placeholder ?? ''}`);
    const start = hints.some((h) => STAY_START.test(h) || /\bdate\b|datum|fecha|data/i.test(h));
    const end = hints.some((h) => STAY_END.test(h));
    const party = hints.some((h) => STAY_PARTY.test(h));
    const pair = hints.some((h) => STAY_START.test(h)) && end;
    return pair || (start && end && party);
  });
  if (stayForm) add('travel', 5, 'a booking form for a stay (arrival, departure, guests)');
  if (TRAVEL_NAME.test(selfDescription(model)))
    add('travel', 4, 'hotel, holiday or travel wording in the title');
  const n = countIn(text, TRAVEL_TEXT, 10);
  if (n > 0) add('travel', n * 0.35, `travel and accommodation wording (${n}x)`);
  const nightly = model.prices.filter((p) =>
    /\b(?:per|a|\/)\s*night|pro nacht|par nuit|por noche|a notte|por noite|泊/i.test(p.context ?? ''),
  );
  if (nightly.length > 0) add('travel', 2, 'prices per night');
}

/** Homes for sale or to let: the page's own name, a property search, listing words. */
function realEstateSignals(model: PageModel, add: Add, text: string): void {
  if (REAL_ESTATE_NAME.test(selfDescription(model)))
    add('real_estate', 4, 'real-estate wording in the title or description');
  const search = model.forms.some((f) => {
    const hints = f.fields.map((x) => `${x.name} ${x.label ?? ''} ${x.placeholder ?? ''}`);
    return (
      hints.some((h) => PROPERTY_FIELDS.test(h)) ||
      (hints.some((h) => /\brooms?\b/i.test(h)) && hints.some((h) => PRICE_RANGE_FIELD.test(h)))
    );
  });
  if (search) add('real_estate', 3, 'a property search (type, rooms, price range)');
  // floor areas count as listing words, six at most (read in the page's own case: "M2" is a chip)
  const areas = Math.min(6, (model.text.slice(0, 30_000).match(FLOOR_AREA) ?? []).length);
  const n = Math.min(12, countIn(text, REAL_ESTATE_TEXT, 12) + areas);
  if (n > 0) add('real_estate', n * 0.35, `listing wording (${n}x)`);
}

/** A school, college or university: its name, the way it speaks to students, a course's facts. */
function schoolSignals(model: PageModel, add: Add, text: string): void {
  if (model.ctas.some((c) => APPLY_WORDING.test(c.text))) add('course', 2, 'apply or enrol call to action');
  const facts = courseFacts(model);
  if (facts >= 3) add('course', 3, `${facts} headings of a course's facts (duration, fees, teacher...)`);
  const h1 = model.headings.find((h) => h.level === 1)?.text ?? '';
  if (SCHOOL_NAME.test(`${model.openGraph['og:site_name'] ?? ''} | ${h1}`))
    add('course', 1.5, 'school or course wording in the site name or headline');
  const n = countIn(text, SCHOOL_TEXT, 10);
  if (n > 0) add('course', n * 0.3, `student and admissions wording (${n}x)`);
}

/** An event: its navigation (programme, guests, exhibitors, tickets), its name, a calendar entry. */
function eventSignals(model: PageModel, add: Add): void {
  const items = [
    ...model.nav.items.map((i) => i.text),
    ...model.links.filter((l) => l.region === 'nav' || l.region === 'header').map((l) => l.text),
  ]
    .map((t) => t.trim())
    .filter((t) => t.length > 0 && t.length < 40);
  const hits = new Set(items.filter((t) => EVENT_NAV.test(t)).map((t) => t.toLowerCase()));
  if (hits.size >= 2 && [...hits].some((t) => EVENT_NAV_STRONG.test(t)))
    add('event', 3, "an event's navigation (programme, guests, exhibitors, tickets)");
  if (EVENT_NAME.test(`${model.title ?? ''} | ${model.openGraph['og:site_name'] ?? ''}`))
    add('event', 3, 'festival, show, conference or ticketing wording in the title');
  if (hasCalendarAction(model)) add('event', 4, 'an "add to calendar" action');
}

/**
 * Scores each industry from the page's own signals and picks the highest. Confidence grows with
 * the margin over the runner-up and with the weight of evidence; thin evidence is 'other'.
 */
export function classifyIndustry(model: PageModel): IndustryFacts {
  const signals = industrySignals(model);
  const scores: Scores = {
    ecommerce: 0,
    saas: 0,
    agency: 0,
    local: 0,
    course: 0,
    app: 0,
    publisher: 0,
    nonprofit: 0,
    event: 0,
    travel: 0,
    real_estate: 0,
    other: 0,
  };
  const corroborating: Scores = { ...scores };
  for (const s of signals) (s.corroborates ? corroborating : scores)[s.industry] += s.weight;
  for (const id of Object.keys(scores) as Industry[]) scores[id] += Math.min(corroborating[id], scores[id]);
  const ranked = (Object.entries(scores) as [Industry, number][])
    .filter(([id]) => id !== 'other')
    .sort((a, b) => b[1] - a[1]);
  const [bestId, best] = ranked[0];
  const second = ranked[1][1];
  if (best < 2.5) return { id: 'other', confidence: 0.3, signals: signals.map((s) => s.label).slice(0, 12) };
  const margin = (best - second) / best;
  const strength = Math.min(1, best / 12);
  const confidence = Math.round(Math.min(0.99, 0.25 + 0.5 * margin + 0.25 * strength) * 100) / 100;
  const chosen = signals
    .filter((s) => s.industry === bestId)
    .sort((a, b) => b.weight - a.weight)
    .map((s) => s.label);
  return { id: bestId, confidence, signals: chosen.slice(0, 12) };
}
