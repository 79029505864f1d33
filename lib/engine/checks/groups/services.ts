import type { CheckDefinition, CheckOutcome } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { hitEvidence } from '../signals/evidence.js';
import { findHeading, findText } from '../signals/text-search.js';
import { pathOf } from '../signals/urls.js';
import type { PageModel } from '../../model/page-model.js';
import { CONVERTING } from '../scope.js';

const SERVICE_AREA =
  /\b(serving|service areas?|areas (we )?serve|we serve|proudly serving|(offices?|studios?|locations?) in|based in|located in|near you)\b/i;
/** A place name: a capitalised word or two ("Toronto", "the UK", "Greater Puget Sound", "West Seattle"). */
const PLACE = String.raw`(?:the\s+)?(?:Greater\s+)?(?!(?:Web|Internet|Board|Globe|Clock|Country|Process)\b)\p{Lu}[\p{L}'’.-]+`;
const WORKS = [
  'plumbers?',
  'electricians?',
  'roofers?',
  'contractors?',
  'builders?',
  'remodel(?:l)?ers?',
  'dentists?',
  'dentistry',
  'clinics?',
  'lawyers?',
  'attorneys?',
  'law firm',
  'consultancy',
  'agency',
  'agencies',
  'firm',
  'company',
  'studio',
  'restaurants?',
  'salon',
  'spa',
  'projects',
  'clients',
  'customers',
  'businesses',
  'companies',
  'homeowners',
  'families',
  'residents',
  'patients',
]
  // either case for the first letter only: the place name after it must stay capitalised
  .map((w) => `[${w[0]}${w[0].toUpperCase()}]${w.slice(1)}`)
  .join('|');
/**
 * Where the business works, read from the wording around a place name (case matters: a lower-case
 * preposition then a capitalised name, so "across Mumbai" counts and a title-case "Across Devices"
 * does not): "projects across Mumbai", "throughout Seattle", "plumber in Toronto", "a Dallas web
 * design company".
 */
const PLACE_AREA = [
  new RegExp(String.raw`\b(?:throughout|across|all over)\s+${PLACE}`, 'u'),
  new RegExp(String.raw`\b(?:${WORKS})\s+(?:in|near|around)\s+${PLACE}`, 'u'),
  new RegExp(
    String.raw`\b(?:a|an)\s+(?!(?:Leading|Full|Top|Premier|Creative|Digital|Professional|Boutique|Trusted|Award)\b)\p{Lu}[\p{L}'’.-]+(?:\s+\p{Ll}[\p{L}-]*){0,6}\s+(?:company|agency|firm|studio|practice|clinic|contractor)\b`,
    'u',
  ),
];
const ENGAGEMENT =
  /\b(retainers?|fixed[- ](price|fee|scope)|project[- ]based|hourly (rate|basis|billing)|time (and|&) materials|monthly (plans?|packages?|retainers?)|ways to work (with us|together)|how we (engage|work with clients)|engagement (models?|options)|(service|pricing) packages)\b/i;
const SERVICES_HEADING =
  /\b(our services|services|what we do|what we offer|our expertise|capabilities|specialit(y|ies)|specialt(y|ies)|treatments|practice areas|solutions we offer)\b/i;
const SERVICE_HREF = /\/(our-)?(services?|what-we-do|treatments|practice-areas)\/[\w-]+/i;
const FREE_CONSULT =
  /\bfree (consultation|consult|quote|estimate|assessment|audit|inspection|strategy (call|session)|discovery call|proposal|evaluation|case (review|evaluation)|measure|site visit)s?\b|\bno[- ]obligation\b/i;
const BOOKING_HREF =
  /(calendly\.com|acuityscheduling\.com|booksy\.com|setmore\.com|squareup\.com\/appointments|square\.site\/book|zocdoc\.com|vagaro\.com|opentable\.|resy\.com|youcanbook\.me|meetings\.hubspot\.com|cal\.com|savvycal\.com|fresha\.com|mindbodyonline\.com|schedulicity\.com)/i;
const BOOKING_TEXT =
  /\b(book (now|online|today|an? (appointment|call|consultation|visit|table|session|service|cleaning|exam))|schedule (a|an|your) (call|appointment|consultation|visit|service|pickup|estimate)|make an appointment|request an appointment|online booking)\b/i;
const FINANCING =
  /\b(financing( available| options)?|finance options|payment plans?|0% (apr|interest|financing)|monthly payments|pay (over time|monthly)|carecredit|interest[- ]free (credit|financing))\b/i;
const HOURS =
  /\b(mon(day)?|tue(s(day)?)?|wed(nesday)?|thu(rs(day)?)?|fri(day)?|sat(urday)?|sun(day)?)\.?\s*(-|–|to|through)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\b|\b(open|hours)\b[^.]{0,25}\d{1,2}(:\d{2})?\s*(am|pm)\b|\b24\/7\b|\b24 hours\b|\b(business|opening|office) hours\b/i;
const TIMELINE =
  /\b(\d+\s?(-|–|to)\s?\d+ (business |working )?(days|weeks|months)|within \d+ (hours|days|weeks|business days)|same[- ]day|next[- ]day|turn-?around|in (as little as )?\d+ (days|weeks)|on[- ]time (completion|delivery)|typical project (takes|length|timeline)|project timelines?)\b/i;
const NEED_FIELD =
  /\b(service|services|project|type of (work|job|project)|budget|timeline|timeframe|what (do you|can we) need|how can we help|treatment|practice area|case type|interested in)\b/i;
const FIRST_VISIT =
  /\b(new (patient|client|customer|member)s? (special|offer|discount|deal)|first (visit|service|appointment|session|cleaning|class|treatment|consultation|exam|lesson) (is )?(free|discount|special|\d+% off|for [$£€]\d+)|([$£€]\d+|\d+%) off (your )?first|introductory (offer|price|rate))\b/i;

function textCheck(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const hit = findText(model, re);
  if (hit) return pass(hitEvidence(hit, re), 'found');
  return fail(absent(lookedFor), 'not found');
}

/** The services a page names: sub-headings under a services heading, or links to service pages. */
function listedServices(model: PageModel): {
  heading: { selector: string; text: string } | null;
  names: { selector: string; text: string }[];
} {
  const head = findHeading(model, SERVICES_HEADING);
  const names: { selector: string; text: string }[] = [];
  if (head) {
    const all = model.headings;
    const level = all.find((h) => h.selector === head.selector)?.level ?? 2;
    for (const h of all) {
      if (h.order <= head.order) continue;
      if (h.level <= level) break;
      names.push(h);
    }
  }
  if (names.length < 3) {
    const seenPaths = new Set<string>();
    for (const l of model.links) {
      if (l.kind !== 'page') continue;
      const path = pathOf(l.href);
      if (SERVICE_HREF.test(path) && !seenPaths.has(path)) {
        seenPaths.add(path);
        names.push(l);
      }
    }
  }
  return { heading: head, names };
}

const SERV = { group: 'services', industries: ['agency', 'local'], needs: 'static' } as const;

const checks: CheckDefinition[] = [
  {
    ...SERV,
    id: 'SERV_001',
    pageTypes: CONVERTING,
    languages: ['en'],
    dimension: 'clarity',
    title: 'The page does not say where the business works',
    label: 'The service area is stated',
    description:
      'A service buyer\'s first question is "do you work where I am?"; when the area is not stated they assume not and call the next result.',
    threshold:
      'the page states the area served or where the business is based ("Serving Austin and Round Rock")',
    severity: 'high',
    weight: 4,
    fixSteps: [
      'Name the cities or regions you serve in the hero or right under it',
      'Add a "Service areas" section listing them',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +3-8% enquiries from local visitors',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, SERVICE_AREA);
      if (hit) return pass(hitEvidence(hit, SERVICE_AREA), 'area stated');
      // a postal address says where the business is based
      const address = model.contacts.find((c) => c.kind === 'address');
      if (address) return pass(seen(address, address.value), 'address shown');
      for (const re of PLACE_AREA) {
        const place = findText(model, re);
        if (place) return pass(hitEvidence(place, re), 'area named');
      }
      return fail(absent('a statement of the area served or where the business is based'), 'not found');
    },
  },
  {
    ...SERV,
    id: 'SERV_002',
    pageTypes: CONVERTING,
    languages: ['en'],
    industries: ['agency'],
    dimension: 'clarity',
    title: 'The page does not say how clients can engage the agency',
    label: 'Ways to work together are explained',
    description:
      'Buyers want to know whether an agency works by project, retainer or the hour before they reach out; stating the engagement models lets them self-qualify and ask the right question.',
    threshold:
      'the page names how clients can engage (project-based, retainer, fixed price, hourly, packages, "ways to work with us")',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'List the 2-3 ways clients can work with you (e.g. fixed-price project, monthly retainer, workshop)',
      'Give each a one-line "best for" and, where you can, a starting price',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +2-5% qualified enquiries',
    source: 'heuristic',
    run(model) {
      return textCheck(model, ENGAGEMENT, 'a description of how clients can engage the agency');
    },
  },
  {
    ...SERV,
    id: 'SERV_003',
    pageTypes: CONVERTING,
    languages: ['en'],
    dimension: 'clarity',
    title: 'The services offered are not listed',
    label: 'The services are listed',
    description:
      'Visitors scan for the one service they need; a named list of services confirms it in seconds, while a vague "we do it all" makes them search.',
    threshold:
      'the page names at least 3 services (sub-headings under a services heading, or links to service pages)',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Add a "Services" section with one short card per service (name, one-line outcome, link)',
      'Give each service its own page and link it',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +2-6% enquiries',
    source: 'heuristic',
    run(model) {
      const { heading, names } = listedServices(model);
      const observed = `${names.length} services named (need >= 3)`;
      if (names.length >= 3)
        return pass(
          names.slice(0, 3).map((n) => seen(n, n.text || 'service link')),
          observed,
        );
      if (heading) return fail(seen(heading, heading.text), observed);
      return fail(
        absent('a list of services (services heading with sub-headings, or service page links)'),
        observed,
      );
    },
  },
  {
    ...SERV,
    id: 'SERV_004',
    pageTypes: CONVERTING,
    languages: ['en'],
    dimension: 'offer',
    title: 'No free first step (consultation, quote or estimate)',
    label: 'A free first step is offered',
    description:
      'A free quote or consultation lowers the cost of making contact to zero; without it, enquiring feels like committing.',
    threshold: 'the page offers a free consultation, quote, estimate, assessment or no-obligation first step',
    severity: 'high',
    weight: 4,
    fixSteps: [
      'Offer a free, no-obligation first step suited to your trade (quote, estimate, consultation)',
      'Name it on the main button: "Get my free estimate"',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +10-25% enquiries',
    source: 'heuristic',
    run(model) {
      return textCheck(model, FREE_CONSULT, 'a free consultation, quote or estimate offer');
    },
  },
  {
    ...SERV,
    id: 'SERV_005',
    pageTypes: CONVERTING,
    languages: ['en'],
    dimension: 'cta',
    title: 'Appointments cannot be booked online',
    label: 'Appointments can be booked online',
    description:
      'Many customers book outside office hours and prefer not to call; online booking captures them at the moment they decide.',
    threshold: 'the page offers online booking (a booking call to action or a scheduling tool link)',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Set up a scheduling tool with your real availability',
      'Put a "Book online" button in the header and hero',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +5-20% bookings, mostly after hours',
    source: 'heuristic',
    run(model) {
      const link = model.links.find((l) => BOOKING_HREF.test(l.href));
      if (link) return pass(seen(link, link.text || link.name), 'scheduling tool linked');
      const book = model.ctas.find((c) => c.intent === 'book');
      if (book) return pass(seen(book, book.text), 'booking call to action');
      return textCheck(model, BOOKING_TEXT, 'an online booking option');
    },
  },
  {
    ...SERV,
    id: 'SERV_006',
    pageTypes: CONVERTING,
    languages: ['en'],
    industries: ['local'],
    dimension: 'offer',
    title: 'No financing or payment plans for a large purchase',
    label: 'Financing or payment plans are offered',
    description:
      'Roofs, dental work and renovations are large, often unplanned costs; payment plans turn "not now" into "yes, monthly".',
    threshold: 'the page mentions financing, payment plans or monthly payments',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Partner with a financing provider or offer in-house payment plans',
      'State it near prices and the main call to action ("0% financing for 12 months")',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +3-10% accepted quotes on high-ticket services',
    source: 'heuristic',
    run(model) {
      return textCheck(model, FINANCING, 'financing or payment plans');
    },
  },
  {
    ...SERV,
    id: 'SERV_007',
    pageTypes: CONVERTING,
    languages: ['en'],
    industries: ['local'],
    dimension: 'clarity',
    title: 'Opening hours are not shown',
    label: 'Opening hours are shown',
    description:
      'Local customers decide whether to call or visit now; without hours they guess, and a closed door or unanswered phone loses them.',
    threshold: 'the page shows opening hours (day ranges and times, "24/7" or "Business hours")',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Show your hours in the header or footer ("Mon-Fri 8am-6pm, Sat 9am-1pm")',
      'Add them to your LocalBusiness structured data and Google Business Profile',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% calls and visits',
    source: 'heuristic',
    run(model) {
      const hours = model.contacts.find((c) => c.kind === 'hours');
      if (hours) return pass(seen(hours, hours.value), 'hours shown');
      return textCheck(model, HOURS, 'opening hours');
    },
  },
  {
    ...SERV,
    id: 'SERV_008',
    pageTypes: CONVERTING,
    languages: ['en'],
    dimension: 'clarity',
    title: 'The page does not say how long the work takes',
    label: 'Turnaround time is stated',
    description:
      'Buyers plan around the job; a stated turnaround ("most projects take 4-6 weeks", "same-day repairs") answers the question that decides between two providers.',
    threshold: 'the page states a turnaround or timeline ("4-6 weeks", "same-day", "within 48 hours")',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'State your typical turnaround for the main service',
      'Put it next to the service description or in the process section',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-4% enquiries',
    source: 'heuristic',
    run(model) {
      return textCheck(model, TIMELINE, 'a turnaround or timeline');
    },
  },
  {
    ...SERV,
    id: 'SERV_009',
    pageTypes: 'all',
    languages: ['en'],
    dimension: 'friction',
    title: 'The enquiry form does not ask what the visitor needs',
    label: 'The enquiry form asks what the visitor needs',
    description:
      'A form that asks which service, project type or budget the visitor has lets them describe their case in one click and lets the business answer with the right person and price.',
    threshold: 'the enquiry form has a field for the service, project type, budget or timeline',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Add a "What do you need?" select listing your main services',
      'Add budget or timeline only if you use them to route or qualify leads',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +2-5% qualified enquiries; faster, better first replies',
    source: 'heuristic',
    run(model) {
      const forms = model.forms.filter(
        (f) => f.purpose === 'contact' || f.purpose === 'lead' || f.purpose === 'other',
      );
      const enquiry = forms.filter((f) => f.fields.length >= 2);
      if (enquiry.length === 0) return notApplicable('no enquiry form on the page');
      for (const f of enquiry) {
        const need = f.fields.find((x) => NEED_FIELD.test(x.name) || NEED_FIELD.test(x.label ?? ''));
        if (need) return pass(seen(need, need.label ?? need.name), `asks: ${need.label ?? need.name}`);
      }
      const f = enquiry[0];
      return fail(
        seen(f, `${f.purpose} form: ${f.fields.map((x) => x.label ?? x.name).join(', ')}`),
        'no service, project, budget or timeline field',
      );
    },
  },
  {
    ...SERV,
    id: 'SERV_010',
    pageTypes: CONVERTING,
    languages: ['en'],
    industries: ['local'],
    dimension: 'offer',
    title: 'No offer for first-time clients',
    label: 'First-time clients get an offer',
    description:
      'Trying a new dentist, cleaner or salon is a risk; a new-client offer ("$50 off your first cleaning") lowers it and is the classic way local businesses win first visits.',
    threshold:
      'the page makes an offer for new clients or a first visit ("new patient special", "20% off your first service")',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Create a first-visit offer you can afford as customer acquisition cost',
      'Show it in the hero or a banner with its conditions',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +5-15% first bookings; margin cost on first visits',
    source: 'heuristic',
    run(model) {
      return textCheck(model, FIRST_VISIT, 'an offer for new clients or a first visit');
    },
  },
];

export default checks;
