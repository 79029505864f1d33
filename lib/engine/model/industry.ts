/**
 * The site's industry from the page's own signals. The expert labels also use 'real_estate', which
 * has no engine industry: an estate agent or a property listing is a local business here, so
 * real_estate maps to 'local' (RealEstateAgent is one of the LocalBusiness types below).
 */
import type { Industry, IndustryFacts, PageModel } from './page-model.js';

type Scores = Record<Industry, number>;

interface Signal {
  industry: Industry;
  weight: number;
  label: string;
}

const LOCAL_TYPES =
  /^(?:LocalBusiness|Restaurant|FoodEstablishment|CafeOrCoffeeShop|Bakery|BarOrPub|Dentist|Physician|MedicalClinic|MedicalBusiness|HealthAndBeautyBusiness|DaySpa|BeautySalon|HairSalon|LegalService|Attorney|Notary|Plumber|Electrician|HVACBusiness|RoofingContractor|GeneralContractor|HomeAndConstructionBusiness|HousePainter|Locksmith|MovingCompany|AutoRepair|AutomotiveBusiness|AutoDealer|RealEstateAgent|Hotel|LodgingBusiness|Store|ProfessionalService|EmergencyService|FinancialService|AccountingService|InsuranceAgency|ChildCare|DryCleaningOrLaundry|SportsActivityLocation|ExerciseGym|VeterinaryCare|Optician|Pharmacy|TravelAgency|EntertainmentBusiness|HomeGoodsStore)$/;

/** How often a pattern occurs in the text, capped so one repeated word cannot dominate. */
function occurrences(text: string, re: RegExp, cap: number): number {
  let n = 0;
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  for (let m = global.exec(text); m && n < cap; m = global.exec(text)) n += 1;
  return n;
}

/** The page's signals, each tied to an industry with a weight and a description in words. */
export function industrySignals(model: PageModel): Signal[] {
  const signals: Signal[] = [];
  const add = (industry: Industry, weight: number, label: string): void => {
    signals.push({ industry, weight, label });
  };
  const types = new Set(model.structuredData.map((s) => s.type));
  const nestedTypes = new Set<string>();
  const collect = (v: unknown, depth: number): void => {
    if (depth > 4 || typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) return v.forEach((x) => collect(x, depth + 1));
    const t = (v as Record<string, unknown>)['@type'];
    for (const name of Array.isArray(t) ? t : [t])
      if (typeof name === 'string') nestedTypes.add(name.replace(/^https?:\/\/schema\.org\//, ''));
    for (const x of Object.values(v)) collect(x, depth + 1);
  };
  for (const s of model.structuredData) collect(s.data, 0);
  const hasType = (re: RegExp): string | null => [...types, ...nestedTypes].find((t) => re.test(t)) ?? null;

  const product = hasType(/^(?:Product|ProductGroup|IndividualProduct|ProductModel|Book|Vehicle)$/);
  if (product) add('ecommerce', 7, `schema.org ${product}`);
  if (hasType(/^(?:SoftwareApplication|WebApplication)$/)) add('saas', 6, 'schema.org SoftwareApplication');
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

  const ctaCount = (intent: string): number => model.ctas.filter((c) => c.intent === intent).length;
  if (ctaCount('cart') > 0) add('ecommerce', 7, 'Add to cart button');
  if (model.forms.some((f) => f.purpose === 'cart')) add('ecommerce', 3, 'add-to-cart form');
  if (model.forms.some((f) => f.purpose === 'checkout')) add('ecommerce', 3, 'checkout form');
  const buys = ctaCount('purchase');
  if (buys > 0) add('ecommerce', Math.min(buys, 3), 'buy or shop buttons');
  const cartLink = model.links.some(
    (l) =>
      (l.region === 'header' || l.region === 'nav' || l.order < 400) &&
      /\/(?:cart|basket|bag|checkout)(?:[/.?]|$)|shopping cart|view cart|my cart/i.test(
        `${l.href} ${l.name}`,
      ),
  );
  if (cartLink) add('ecommerce', 3, 'link to a shopping cart');

  const periodic = model.prices.filter(
    (p) => p.period === 'month' || p.period === 'year' || p.period === 'week',
  ).length;
  // $0.00 is an empty cart or a price left blank, not an offer
  const oneOff = model.prices.filter((p) => p.period === null && !p.isCompareAt && p.amount > 0).length;
  if (periodic >= 2) add('saas', 5, `${periodic} prices per month or year (plans)`);
  else if (periodic === 1) add('saas', 2, 'a price per month or year');
  if (oneOff >= 3) add('ecommerce', 3, `${oneOff} one-off prices`);
  else if (oneOff >= 1) add('ecommerce', 1, 'a one-off price');
  if (model.prices.some((p) => p.isCompareAt)) add('ecommerce', 2, 'compare-at (sale) prices');

  if (ctaCount('trial') > 0) add('saas', 4, 'free trial call to action');
  if (ctaCount('demo') > 0) add('saas', 4, 'demo call to action');
  if (ctaCount('signup') > 0) add('saas', 2, 'sign-up call to action');
  const g = (kind: string): boolean => model.guarantees.some((x) => x.kind === kind);
  if (g('free-trial')) add('saas', 2, 'free trial offer');
  if (g('no-card')) add('saas', 3, 'no credit card required');
  if (g('cancel-anytime')) add('saas', 2, 'cancel anytime');
  if (g('free-shipping')) add('ecommerce', 3, 'free shipping');
  if (g('free-returns')) add('ecommerce', 2, 'free or easy returns');
  if (model.badges.some((b) => b.kind === 'payment')) add('ecommerce', 1, 'payment method icons');
  if (model.forms.some((f) => f.purpose === 'signup')) add('saas', 2, 'account sign-up form');
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

  const appStore = model.links.some((l) =>
    /apps\.apple\.com|itunes\.apple\.com\/.*app|play\.google\.com\/store\/apps/i.test(l.href),
  );
  if (appStore) add('app', 5, 'app store links');
  // templates and staging copies link their badges to "#": the badge says the same as the link
  else if (
    model.images.some((i) => /app[- ]?store|google[- ]?play|play[- ]?store/i.test(`${i.alt ?? ''} ${i.src}`))
  )
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
  if (model.contacts.some((c) => c.kind === 'address')) add('local', 1.5, 'postal address');
  const tel = model.links.filter((l) => l.kind === 'tel').length;
  if (tel > 0) add('local', 2, 'click-to-call phone link');
  if (model.ctas.some((c) => /\bcall (?:now|us|today)\b/i.test(c.text))) add('local', 2, '"Call now" button');
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
    add('local', 2, 'phone number at the top of the page');

  const text = model.text.slice(0, 30_000).toLowerCase();
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
    /\b(?:call (?:now|us|today)|serving|licensed|insured|free estimates?|near you|emergency|family[- ]owned|locally owned|appointments?|our office|visit us|directions|24\/7|same[- ]day|reservations?|(?:our|the|view|food|lunch|dinner|breakfast|drinks) menu|service areas?|areas? we serve|showrooms?|store hours|office hours|located in|installation)\b/,
    0.35,
    12,
    'local business wording',
  );
  // the trades, practices and venues that serve people where they live
  words(
    'local',
    /\b(?:plumb\w*|drains?|sewer|roof\w*|waterproof\w*|leaks?|junk|hauling|demolition|remodel\w*|renovat\w*|contractors?|flooring|hardwood|countertops?|hvac|furnace|heating|electricians?|pest control|locksmith|movers|landscap\w*|lawn|dentist\w*|dental|teeth|orthodont\w*|implants|clinic|patients?|physicians?|chiropract\w*|med ?spa|massage|facials?|botox|salon|lawyers?|attorneys?|law firm|personal injury|practice areas?|restaurant|dishes|chef|dining|cuisine|bakery|realtors?|real estate|homes for sale|auto repair|mechanics?|veterinar\w*|daycare)\b/,
    0.3,
    15,
    'local trade or practice wording',
  );
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

  if (
    /\b(?:what we do|our work|featured work|selected work|work|case stud(?:y|ies)|portfolio|clients|our approach)\b/.test(
      headingText + ' | ' + navText,
    )
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
    `${model.title ?? ''} | ${model.meta.description ?? ''} | ${model.openGraph['og:description'] ?? ''}`.toLowerCase();
  // an agency names itself in its own language: Agentur, agence, agencia, agenzia, agência
  if (
    /\b(?:agency|studio|creative|digital|marketing|web design|consult\w*|branding|\w*agentur|agence|agencia|agenzia|ag[êe]ncia)\b/.test(
      about,
    )
  )
    add('agency', 2, 'agency wording in the title or description');
  if (/\b(?:software|saas|platform|crm|api|ai|cloud|app for|tool for|tools for|automation)\b/.test(about))
    add('saas', 3, 'software wording in the title or description');
  if (/\b(?:shop|store|buy|online store|free shipping|sale|discount)\b/.test(about))
    add('ecommerce', 3, 'shop wording in the title or description');
  if (
    /\b(?:course|courses|training|academy|bootcamp|e-?learning|masterclass|tutorials?|university|college|school)\b/.test(
      about,
    )
  )
    add('course', 3, 'course or school wording in the title or description');
  if (/\b(?:news|magazine|blog|journal|times|post|gazette|recipes?)\b/.test(about))
    add('publisher', 2, 'publication wording in the title or description');

  // shipping and returns policies are written by shops
  const heading = `${model.title ?? ''} | ${model.headings.find((h) => h.level === 1)?.text ?? ''}`;
  if (
    /\b(?:shipping|delivery|returns?|refunds?|exchanges?)\s+(?:policy|policies|information)\b/i.test(heading)
  )
    add('ecommerce', 3, 'a shipping or returns policy page');

  const articleLike = model.meta.author !== null || model.openGraph['og:type'] === 'article';
  if (articleLike && model.wordCount > 600) add('publisher', 3, 'article with an author');
  if (model.openGraph['og:type'] === 'product' || model.openGraph['og:type'] === 'og:product')
    add('ecommerce', 4, 'og:type product');
  return signals;
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
    other: 0,
  };
  for (const s of signals) scores[s.industry] += s.weight;
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
