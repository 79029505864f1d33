import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, quote, seen } from '../outcome.js';
import { dataEvidence, excerpt } from '../signals/evidence.js';
import { scanYear } from '../signals/scan-time.js';
import { findAllText, findTextOrPassage as findText } from '../signals/text-search.js';
import { CONVERTING, LANDING } from '../scope.js';

const SECURITY_CLAIM =
  /\b(SOC ?2|ISO[ /-]?27001|GDPR|HIPAA|PCI[- ]DSS|CCPA|encrypt(ed|ion)|256-bit|TLS|penetration test(s|ing)?|single sign-on|SSO|data (protection|residency|security))\b/i;
const PRIVACY_LINK = /\bprivacy\b/i;
const TERMS_LINK =
  /^\s*(terms|conditions|t&cs?)\b|^\s*legal\s*$|\bterms (of|and|&) (service|use|sale|conditions)\b|\b(conditions|terms) of (use|sale)\b/i;
const STREET_ADDRESS =
  /\b\d{1,5}(\s+[A-Z][\w.'-]*){1,4}\s+(Street|St\.?|Avenue|Ave\.?|Road|Rd\.?|Boulevard|Blvd\.?|Lane|Ln\.?|Drive|Dr\.?|Way|Suite|Ste\.?|Parkway|Pkwy|Highway|Hwy|Place|Pl\.?|Court|Ct\.?)(?=[\s,.]|$)/;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}\b|\+\d{2}[\s\d]{8,14}\d/;
const CONTACT_LINK = /\bcontact\b/i;
const COPYRIGHT =
  /(?:©|\(c\)|copyright)\s*(?:copyright\s*)?(?:[^\d]{0,40}?)((?:19|20)\d{2})(?:\s*[-–—]\s*((?:19|20)\d{2}))?/gi;
const ABOUT_LINK =
  /^\s*(about( us| me)?|our story|who we are|our company|company|the company|meet the team)\s*$/i;
const ABOUT_HINT = /about|company|our-story|who-we-are/i;
const ABOUT_SEGMENT = /^(about|about-us|about_us|our-story|company|who-we-are)(\.[a-z]+)?$/i;
const SUPPORT_RESPONSE =
  /\b(respond(s|ed)?|repl(y|ies)|response( time)?|answers?|get back to you)\b[^.]{0,40}?\b(within|in under|in less than|under)\s+(\d+|one|two|24|48)\s*(minutes?|mins?|hours?|hrs?|business days?|days?|h)\b|\b(24\/7|24 hours a day|around the clock)\s+(\w+\s+)?(support|help|service|services|customer|emergency)|\b(available|open|on call|answering|here for you)\s+24\/7/i;
const TRACK_RECORD =
  /\b(since|est\.?|established( in)?|founded( in)?|serving [\w\s]{0,30} since|in business since)\s*(19|20)\d{2}\b|\b\d{1,3}\+?\s+years? (of )?(experience|in business|serving|of service|of expertise)\b/i;
const PLACEHOLDER =
  /\b(lorem ipsum|dolor sit amet|consectetur adipiscing|your company name|company name here|your (business|brand) name|placeholder text|yourdomain\.com|example\.com|123 main st(reet)?|john doe|jane doe|(555)[-. ]\d{4})\b|\[(your|insert) [^\]]{1,30}\]/i;
/** Template filler a theme ships with: its copyright line, its demo notices, its own sales pitch. */
const TEMPLATE_FILLER =
  /(©|\bcopyright\b|\(c\))\s*(\d{4}\s*)?(your (website|site|company|business|brand)|company name|site name|brand name)\b|\bto activate this form\b|\b(this|a) free (and open[- ]source )?(landing page |website |html |bootstrap |tailwind )?template\b/i;
/** An unfilled template variable in the title or meta description: "$metaDescriptionE", "{{ title }}", "%%title%%". */
const TEMPLATE_VAR = /\$[a-z]+[A-Z]\w*|\{\{\s*[\w.]+\s*\}\}|%%\w+%%|\[\[\s*\w+\s*\]\]/;
const FREE_MAIL =
  /@(gmail|googlemail|yahoo|hotmail|outlook|aol|icloud|live|msn|ymail|protonmail|gmx|mail|comcast|att|verizon)\.[a-z.]{2,6}\b/i;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
const PEOPLE =
  /\b(meet (the|our) (team|founders?|staff|doctors?|experts?|people|attorneys?|lawyers?)|our (team|staff|people|founders?)|founded by|co-?founder|about the (author|founder|owner)|leadership team|owner[- ]operated|family[- ]owned)\b/i;
const CREDENTIAL =
  /\b((fully )?licen[sc]ed (and|&) (insured|bonded)|fully licen[sc]ed|licen[sc]ed (plumbers?|electricians?|contractors?|attorneys?|lawyers?|professionals?|practitioners?|technicians?|to practi[cs]e)|accredited|board[- ]certified|certified (professional|installer|partner|expert|technician)s?|award[- ]winning|BBB|A\+ rating|chartered|fully insured|bonded|ISO 9001|Google Partner|Shopify Partner)\b/i;

/** A top-level about page (/about, /company/), not a deep URL that merely contains "about". */
function isAboutHref(href: string): boolean {
  if (!ABOUT_HINT.test(href)) return false;
  try {
    const segments = new URL(href).pathname.split('/').filter(Boolean);
    return segments.length > 0 && segments.length <= 2 && ABOUT_SEGMENT.test(segments[segments.length - 1]);
  } catch {
    return false;
  }
}

const checks: CheckDefinition[] = [
  {
    id: 'TRUST_001',
    pageTypes: LANDING,
    languages: ['en'],
    group: 'trust',
    dimension: 'trust',
    title: 'The page does not say how customer data is secured',
    label: 'Data security commitments are stated',
    description:
      'Software buyers hand over their data; security and compliance reviewers look for named commitments (SOC 2, GDPR, encryption) before they approve a purchase.',
    threshold:
      'the page names at least one security or compliance commitment (SOC 2, ISO 27001, GDPR, HIPAA, encryption, SSO)',
    severity: 'medium',
    weight: 3,
    industries: ['saas', 'app'],
    needs: 'static',
    fixSteps: [
      'List the security standards you meet (SOC 2, ISO 27001, GDPR) in a short "Security" strip.',
      'Say how data is protected (encryption in transit and at rest, SSO).',
      'Link to a security page or trust centre with the details.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% demo or trial conversion for B2B buyers; varies by deal size',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, SECURITY_CLAIM);
      return hit
        ? pass(excerpt(hit, SECURITY_CLAIM), 'security commitment named')
        : fail(absent('a security or compliance commitment (SOC 2, GDPR, encryption, SSO)'), 'none named');
    },
  },
  {
    id: 'TRUST_002',
    pageTypes: 'all',
    languages: ['en', 'de', 'fr', 'es'],
    group: 'trust',
    dimension: 'trust',
    title: 'No privacy policy is linked',
    label: 'Privacy policy is linked',
    description:
      'Visitors asked for personal data look for a privacy policy; its absence reads as careless or shady and is a legal exposure in most markets.',
    threshold: 'a link to a privacy policy is present on the page',
    severity: 'high',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Publish a privacy policy that says what you collect and why.',
      'Link it from the footer of every page and next to each form.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-2% form completion; varies by how much data is asked',
    source: 'heuristic',
    run(model) {
      const policy = model.policies.find((p) => p.kind === 'privacy');
      if (policy) return pass(seen(policy, policy.text), 'privacy policy linked');
      const link = model.links.find((l) => PRIVACY_LINK.test(l.text) || /privacy/i.test(l.href));
      return link
        ? pass(seen(link, link.text || link.href), 'privacy policy linked')
        : fail(absent('a link to a privacy policy'), 'no privacy link');
    },
  },
  {
    id: 'TRUST_003',
    pageTypes: 'all',
    languages: ['en'],
    group: 'trust',
    dimension: 'trust',
    title: 'No terms of service or sale are linked',
    label: 'Terms are linked',
    description:
      'Terms tell a buyer what they are agreeing to; serious buyers and procurement teams check for them before paying.',
    threshold: 'a link to terms of service, use or sale is present',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Publish terms of service (or of sale) in plain language.',
      'Link them from the footer beside the privacy policy.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% conversion; mainly removes a doubt for careful buyers',
    source: 'heuristic',
    run(model) {
      const policy = model.policies.find(
        (p) =>
          p.kind === 'terms' &&
          (TERMS_LINK.test(p.text) || /\/(terms|tos|conditions|legal)/i.test(p.href ?? '')),
      );
      if (policy) return pass(seen(policy, policy.text), 'terms linked');
      const link = model.links.find(
        (l) => TERMS_LINK.test(l.text) || /\/(terms|tos|conditions)/i.test(l.href),
      );
      return link
        ? pass(seen(link, link.text || link.href), 'terms linked')
        : fail(absent('a link to terms of service or sale'), 'no terms link');
    },
  },
  {
    id: 'TRUST_004',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'trust',
    dimension: 'trust',
    title: 'No physical address is shown',
    label: 'A physical address is shown',
    description:
      'A street address proves a real business stands behind the site; for local and service businesses it is also how customers find you.',
    threshold:
      'a postal address is shown (contact details, a street address in the text, or an address in structured data)',
    severity: 'medium',
    weight: 3,
    industries: ['ecommerce', 'agency', 'local', 'course', 'event', 'nonprofit', 'other'],
    needs: 'static',
    fixSteps: [
      'Show your business address in the footer.',
      'Mark it up as a PostalAddress in Organization or LocalBusiness structured data.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-2% conversion; larger for local services',
    source: 'heuristic',
    run(model) {
      const contact = model.contacts.find((c) => c.kind === 'address');
      if (contact) return pass(seen(contact, contact.value), 'address shown');
      const hit = findText(model, STREET_ADDRESS);
      if (hit) return pass(excerpt(hit, STREET_ADDRESS), 'street address in text');
      const schema = model.structuredData.find((s) => s.data.address !== undefined);
      if (schema) {
        return pass(
          dataEvidence(schema, `address ${JSON.stringify(schema.data.address).slice(0, 120)}`),
          'address in structured data',
        );
      }
      return fail(absent('a postal address (street, city) of the business'), 'no address');
    },
  },
  {
    id: 'TRUST_005',
    pageTypes: CONVERTING,
    languages: 'any',
    group: 'trust',
    dimension: 'trust',
    title: 'No phone number is shown',
    label: 'A phone number is shown',
    description:
      'A phone number signals that a real person will answer when something goes wrong; for services and higher-priced purchases many buyers call before they commit.',
    threshold: 'at least one phone number is shown (text or tel: link)',
    severity: 'medium',
    weight: 3,
    industries: ['ecommerce', 'agency', 'local', 'course', 'event', 'nonprofit', 'other'],
    needs: 'static',
    fixSteps: [
      'Show a phone number in the header or footer.',
      'Make it a tel: link and say when it is answered.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% leads for service businesses; varies by price point',
    source: 'heuristic',
    run(model) {
      const contact = model.contacts.find((c) => c.kind === 'phone');
      if (contact) return pass(seen(contact, contact.value), 'phone shown');
      const tel = model.links.find((l) => l.kind === 'tel');
      if (tel) return pass(seen(tel, tel.text || tel.href), 'tel: link');
      const hit = findText(model, PHONE);
      return hit
        ? pass(excerpt(hit, PHONE), 'phone in text')
        : fail(absent('a phone number or tel: link'), 'no phone');
    },
  },
  {
    id: 'TRUST_006',
    pageTypes: 'all',
    languages: ['en', 'de', 'fr', 'es', 'it'],
    group: 'trust',
    dimension: 'trust',
    title: 'There is no way to contact the business',
    label: 'A contact route is offered',
    description:
      'Visitors who cannot see how to reach a business assume support will be hard to get; a contact page, email or form removes that doubt.',
    threshold: 'a contact page link, an email address or a contact form is present',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a "Contact" link to the header or footer.',
      'Show a support email address or a short contact form.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-2% conversion; varies by purchase risk',
    source: 'heuristic',
    run(model) {
      const contact = model.contacts.find((c) => c.kind === 'email' || c.kind === 'form');
      if (contact) return pass(seen(contact, contact.value), `${contact.kind} contact`);
      const mail = model.links.find((l) => l.kind === 'mailto');
      if (mail) return pass(seen(mail, mail.text || mail.href), 'mailto link');
      const link = model.links.find(
        (l) => CONTACT_LINK.test(l.text) || /\/(contact|kontakt|contacto|contatti)/i.test(l.href),
      );
      if (link) return pass(seen(link, link.text || link.href), 'contact page linked');
      const form = model.forms.find((f) => f.purpose === 'contact');
      return form
        ? pass(seen(form, form.submitText ?? 'contact form'), 'contact form')
        : fail(absent('a contact link, email address or contact form'), 'no contact route');
    },
  },
  {
    id: 'TRUST_007',
    pageTypes: 'all',
    languages: 'any',
    group: 'trust',
    dimension: 'trust',
    title: 'The copyright year is out of date',
    label: 'The copyright year is current',
    description:
      'An old copyright year is the quickest tell that a site is unmaintained, which makes visitors wonder whether the business still operates.',
    threshold: 'the latest year in the copyright notice is the scan year or the year before',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Render the copyright year from the current date in the footer template.',
      'Review other dated content at the same time.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-0.5% conversion; a small credibility fix',
    source: 'heuristic',
    run(model) {
      const year = scanYear(model);
      const hits = findAllText(model, /©|\(c\)|copyright/i);
      let best: { hit: (typeof hits)[number]; year: number } | null = null;
      for (const hit of hits) {
        for (const m of hit.text.matchAll(COPYRIGHT)) {
          const y = Number(m[2] ?? m[1]);
          if (y <= year + 1 && (!best || y > best.year)) best = { hit, year: y };
        }
      }
      if (!best) return notApplicable('no copyright notice with a year');
      const ev = seen(best.hit, best.hit.text);
      const observed = `© ${best.year} (scan year ${year})`;
      return best.year >= year - 1 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'TRUST_008',
    pageTypes: 'all',
    languages: ['en'],
    group: 'trust',
    dimension: 'trust',
    title: 'No "About" page is linked',
    label: 'An "About" page is linked',
    description:
      'An about page answers "who are these people?"; it is one of the most visited pages by first-time buyers checking a business out.',
    threshold: 'a link to an about / our story / company page is present',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Write an About page with who runs the business, since when, and why.',
      'Link it from the navigation or footer.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1.5% conversion for first-time visitors; varies by brand awareness',
    source: 'heuristic',
    run(model) {
      const link = model.links.find((l) => l.internal && (isAboutHref(l.href) || ABOUT_LINK.test(l.text)));
      if (link) return pass(seen(link, link.text || link.href), 'about page linked');
      const scanned = model.site.pages.find((p) => p.kind === 'about');
      return scanned
        ? pass(
            { quote: `${scanned.title ?? 'About page'} (${scanned.url})`, selector: null },
            'about page among the scanned pages',
          )
        : fail(absent('a link to an About / Our story page'), 'no about link');
    },
  },
  {
    id: 'TRUST_009',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'trust',
    dimension: 'trust',
    title: 'The page does not say how fast support answers',
    label: 'Support response time is promised',
    description:
      'A stated response time ("we reply within 24 hours", "24/7 support") tells buyers that help is real and reachable, which lowers the perceived risk of buying.',
    threshold: 'the page states a support response time or round-the-clock support',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'State how quickly you reply ("We answer within 2 business hours").',
      'Put it beside the contact form, chat or phone number.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1.5% contact and purchase conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, SUPPORT_RESPONSE);
      return hit
        ? pass(excerpt(hit, SUPPORT_RESPONSE), 'response time stated')
        : fail(absent('a promised support response time ("within 24 hours", "24/7 support")'), 'not stated');
    },
  },
  {
    id: 'TRUST_010',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'trust',
    dimension: 'trust',
    title: 'The page does not state the business’s track record',
    label: 'Track record (years in business) is stated',
    description:
      'Years in business ("since 1998", "20 years of experience") is a cheap, checkable credibility signal that reassures buyers the business will still be there after the sale.',
    threshold: 'the page states a founding year or a number of years in business',
    severity: 'low',
    weight: 2,
    industries: ['ecommerce', 'agency', 'local', 'course', 'event', 'nonprofit', 'other'],
    needs: 'static',
    fixSteps: [
      'Add "Since <year>" or "<n> years serving <market>" near the logo, hero or footer.',
      'Back it with a short history on the About page.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1% conversion; larger for services where longevity matters',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, TRACK_RECORD);
      return hit
        ? pass(excerpt(hit, TRACK_RECORD), 'track record stated')
        : fail(absent('a founding year or years in business'), 'not stated');
    },
  },
  {
    id: 'TRUST_011',
    pageTypes: 'all',
    languages: ['en'],
    group: 'trust',
    dimension: 'trust',
    title: 'Placeholder text is left on the page',
    label: 'No placeholder text',
    description:
      'Template leftovers such as "lorem ipsum", "john doe" or "example.com" make a site look unfinished or fake, and visitors stop trusting everything else on it.',
    threshold:
      'no placeholder text (lorem ipsum, "your company name", example.com, 555 phone numbers, John Doe) appears',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Search the templates for lorem ipsum and sample names, numbers and addresses.',
      'Replace each with real copy or remove the block.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate:
      'estimate: +2-10% conversion on affected pages; an estimate, varies by how visible the leftovers are',
    source: 'heuristic',
    run(model) {
      for (const re of [PLACEHOLDER, TEMPLATE_FILLER]) {
        const hit = findText(model, re);
        if (hit) return fail(excerpt(hit, re), 'placeholder text found');
      }
      // what search results show: an unfilled variable there is seen before the page is
      const head: [string | null, string][] = [
        [model.title, 'title'],
        [model.meta.description, 'meta[name="description"]'],
      ];
      for (const [text, selector] of head) {
        if (text && (TEMPLATE_VAR.test(text) || PLACEHOLDER.test(text)))
          return fail({ quote: quote(text), selector }, 'unfilled template variable in the head');
      }
      return pass(
        absent('placeholder text (lorem ipsum, example.com, John Doe, template filler)'),
        'none found',
      );
    },
  },
  {
    id: 'TRUST_012',
    pageTypes: 'all',
    languages: 'any',
    group: 'trust',
    dimension: 'trust',
    title: 'The contact email uses a free webmail address',
    label: 'Contact email is on the business’s own domain',
    description:
      'A gmail or hotmail contact address looks like a hobby or a scam; an address on the company domain signals an established business.',
    threshold: 'every email address shown is on a company domain, not a free webmail provider',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Create a mailbox on your own domain (hello@yourbrand).',
      'Replace the webmail address everywhere it appears, including forms and footers.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1% contact conversion; an estimate',
    source: 'heuristic',
    run(model) {
      const emails: { el: { selector: string }; value: string }[] = [
        ...model.contacts.filter((c) => c.kind === 'email').map((c) => ({ el: c, value: c.value })),
        ...model.links
          .filter((l) => l.kind === 'mailto')
          .map((l) => ({ el: l, value: l.href.replace(/^mailto:/i, '') })),
      ].filter((e) => EMAIL.test(e.value));
      if (emails.length === 0) {
        const hit = model.text.includes('@') ? findText(model, EMAIL) : null;
        if (!hit) return notApplicable('no email address on the page');
        emails.push({ el: hit, value: EMAIL.exec(hit.text)?.[0] ?? hit.text });
      }
      const free = emails.find((e) => FREE_MAIL.test(e.value));
      return free
        ? fail(seen(free.el, free.value), `webmail address ${free.value}`)
        : pass(seen(emails[0].el, emails[0].value), `${emails.length} email address(es) on own domain`);
    },
  },
  {
    id: 'TRUST_013',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'trust',
    dimension: 'trust',
    title: 'The people behind the business are not shown',
    label: 'The people behind the business are shown',
    description:
      'People buy from people: naming the founder or showing the team turns an anonymous website into someone accountable.',
    threshold: 'the page names or introduces the team, founder or owner',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a short "Meet the team" or founder note with names and photos.',
      'Link to fuller bios on the About page.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; larger for services and small brands',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, PEOPLE);
      if (hit) return pass(excerpt(hit, PEOPLE), 'team or founder mentioned');
      const person = model.structuredData.find((s) => s.type === 'Person' && typeof s.data.name === 'string');
      return person
        ? pass(dataEvidence(person, String(person.data.name)), 'person in structured data')
        : fail(absent('a team, founder or owner introduction'), 'no people shown');
    },
  },
  {
    id: 'TRUST_014',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'trust',
    dimension: 'trust',
    title: 'No credentials, licences or awards are shown',
    label: 'Credentials or awards are shown',
    description:
      'Licences, accreditations and awards are third-party proof of competence; for services and regulated trades they are often the deciding trust signal.',
    threshold: 'at least one certification, licence, accreditation or award is shown (badge or text)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Show the licences, accreditations and awards you hold, with the issuing body.',
      'Link each badge to the issuer’s verification page where one exists.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% lead conversion for services; an estimate',
    source: 'heuristic',
    run(model) {
      const badge = model.badges.find((b) => b.kind === 'certification' || b.kind === 'award');
      if (badge) return pass(seen(badge, badge.text), `${badge.kind} badge`);
      const hit = findText(model, CREDENTIAL);
      return hit
        ? pass(excerpt(hit, CREDENTIAL), 'credential stated')
        : fail(absent('a certification, licence, accreditation or award'), 'none shown');
    },
  },
];

export default checks;
