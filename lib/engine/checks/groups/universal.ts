import type { CheckDefinition, Evidence } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { excerpt, findAllText, findText, scanYear } from '../b-text-signals.js';
import type { PageModel } from '../../model/page-model.js';

const CONSENT_VENDOR =
  /(cookielaw|onetrust|cookiebot|usercentrics|didomi|quantcast|trustarc|termly|iubenda|osano|cookieyes|complianz|cookiefirst|consentmanager)/i;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)|\d{3})[\s.-]\d{3}[\s.-]\d{4}\b/;
const HOURS =
  /\b((mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?\s*(-|–|to|through|thru)\s*(mon|tue|wed|thu|fri|sat|sun)[a-z]*|\d{1,2}(:\d{2})?\s*(am|pm)\s*(-|–|to)\s*\d{1,2}(:\d{2})?\s*(am|pm)|open 24\/7|24\/7|24 hours|business hours|opening hours|office hours|hours of operation|open (daily|every day|7 days))\b/i;
const DATED_PROMO =
  /\b(sale|offers?|deals?|promo(tion)?s?|discounts?|events?|season|specials?|holiday|black friday|cyber monday|christmas|summer|spring|fall|autumn|winter|collection|new for|tour|festival|conference)\b[^.©]{0,30}?\b((?:19|20)\d{2})\b|\b((?:19|20)\d{2})\s+(sale|offers?|deals?|collection|season|events?|promo(tion)?s?|catalog(ue)?|tour|festival|conference|summer|winter|spring|fall|holiday)\b/gi;
const COPYRIGHT_NEAR = /©|copyright|all rights reserved/i;
const SERVICE_AREA =
  /\b(ships? (to|worldwide|internationally|within|across|nationwide)|we ship|free (uk |us |eu )?(shipping|delivery) (to|in|within|across)|deliver(s|ing|y)? (to|across|throughout|within|nationwide|worldwide)|serving( the)? [a-z]+|service areas?|areas? (we )?serve|based in|located in|nationwide|worldwide shipping|international shipping)\b/i;
const LEGAL_ENTITY =
  /\b[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,4},?\s+(Inc\.?|LLC|L\.L\.C\.|Ltd\.?|Limited|GmbH|S\.A\.|SAS|B\.V\.|Pty\.? Ltd|PLC|plc|Corp\.?|Corporation|AG|S\.r\.l\.|LLP)(?=[\s,.)]|$)|\b(company (registration )?(no|number)|registered in (england|scotland|ireland)|VAT (no|number|reg)|ABN\s*\d)/;
const OUTDATED_TECH =
  /\b(adobe flash|flash player|get flash|requires flash|best viewed (in|with|at|using)|internet explorer \d|optimi[sz]ed for (internet explorer|IE|1024)|requires (internet explorer|IE\s?\d))\b/i;

type Channel = 'phone' | 'email' | 'form' | 'chat' | 'address';

/** The distinct ways to reach the business, with one piece of evidence each. */
function contactChannels(model: PageModel): Map<Channel, Evidence> {
  const found = new Map<Channel, Evidence>();
  for (const c of model.contacts) {
    if (c.kind !== 'hours' && !found.has(c.kind)) found.set(c.kind, seen(c, c.value));
  }
  for (const l of model.links) {
    if (l.kind === 'tel' && !found.has('phone')) found.set('phone', seen(l, l.text || l.href));
    if (l.kind === 'mailto' && !found.has('email')) found.set('email', seen(l, l.text || l.href));
  }
  const form = model.forms.find((f) => f.purpose === 'contact' || f.purpose === 'lead');
  if (form && !found.has('form')) found.set('form', seen(form, form.submitText ?? `${form.purpose} form`));
  if (model.chatWidget.present && !found.has('chat')) {
    found.set('chat', {
      quote: `live chat${model.chatWidget.vendor ? ` (${model.chatWidget.vendor})` : ''}`,
      selector: null,
    });
  }
  if (!found.has('phone')) {
    const hit = findText(model, PHONE);
    if (hit) found.set('phone', excerpt(hit, PHONE));
  }
  return found;
}

const checks: CheckDefinition[] = [
  {
    id: 'UNIV_001',
    group: 'universal',
    dimension: 'trust',
    title: 'Tracking runs without a cookie consent notice',
    label: 'Tracking is covered by a cookie consent notice',
    description:
      'Visitors in the EU, UK and California expect to be asked before tracking; silent tracking is a legal exposure and, when noticed, a trust problem.',
    threshold: 'when analytics or ad pixels load, a cookie consent notice or consent platform is present',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a consent banner or consent platform that blocks tags until consent.',
      'Link the cookie policy from the banner.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% conversion; mainly removes legal and trust risk',
    run(model) {
      if (model.scripts.analytics.length === 0) return notApplicable('no analytics or ad pixels detected');
      const tracking = { quote: `tracking: ${model.scripts.analytics.join(', ')}`, selector: 'script' };
      if (model.cookieBanner.present) {
        return pass(
          [
            tracking,
            { quote: model.cookieBanner.text ?? 'cookie notice', selector: model.cookieBanner.selector },
          ],
          'consent notice present',
        );
      }
      const vendor = model.scripts.thirdPartyHosts.find((h) => CONSENT_VENDOR.test(h));
      if (vendor)
        return pass(
          [tracking, { quote: `consent platform: ${vendor}`, selector: 'script' }],
          'consent platform loaded',
        );
      const policy = model.policies.find((p) => p.kind === 'cookies');
      return fail(
        policy ? [tracking, seen(policy, policy.text)] : [tracking, absent('a cookie consent notice')],
        'no consent notice',
      );
    },
  },
  {
    id: 'UNIV_002',
    group: 'universal',
    dimension: 'friction',
    title: 'A phone number is given without opening hours',
    label: 'Opening hours accompany the phone number',
    description:
      'Callers who do not know when someone answers either do not call or call into voicemail; stated hours turn the number into a usable channel.',
    threshold: 'when a phone number is shown, opening or call hours are stated',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add the hours next to the phone number ("Mon-Fri 8am-6pm CET").',
      'Mark them up as openingHours in your business structured data.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% calls and leads for local businesses; an estimate',
    run(model) {
      const phone = contactChannels(model).get('phone');
      if (!phone) return notApplicable('no phone number on the page');
      const listed = model.contacts.find((c) => c.kind === 'hours');
      if (listed) return pass([phone, seen(listed, listed.value)], 'hours stated');
      const hit = findText(model, HOURS);
      return hit
        ? pass([phone, excerpt(hit, HOURS)], 'hours stated')
        : fail([phone, absent('opening or call hours')], 'no hours');
    },
  },
  {
    id: 'UNIV_003',
    group: 'universal',
    dimension: 'trust',
    title: 'The page still advertises a promotion or event from past years',
    label: 'Dated promotions are current',
    description:
      'A "2019 summer sale" banner tells visitors nobody is minding the shop, and makes them doubt that prices and stock are current.',
    threshold: 'no promotion, collection or event on the page is dated more than one year before the scan',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove or update every promotion and event that names a past year.',
      'Give campaign banners an end date in the CMS so they expire on their own.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate',
    run(model) {
      const year = scanYear(model);
      const hits = findAllText(model, /\b(?:19|20)\d{2}\b/).filter((h) => !COPYRIGHT_NEAR.test(h.text));
      let newest: { hit: (typeof hits)[number]; year: number } | null = null;
      let stale: { hit: (typeof hits)[number]; year: number } | null = null;
      for (const hit of hits) {
        for (const m of hit.text.matchAll(DATED_PROMO)) {
          const y = Number(m[3] ?? m[4]);
          if (y > year + 1) continue;
          if (y < year - 1 && !stale) stale = { hit, year: y };
          if (!newest || y > newest.year) newest = { hit, year: y };
        }
      }
      if (stale)
        return fail(seen(stale.hit, stale.hit.text), `promotion dated ${stale.year} (scan year ${year})`);
      return newest
        ? pass(seen(newest.hit, newest.hit.text), `latest dated promotion ${newest.year}`)
        : notApplicable('no dated promotion or event');
    },
  },
  {
    id: 'UNIV_004',
    group: 'universal',
    dimension: 'clarity',
    title: 'The page does not say where the business serves or ships',
    label: 'The service area or shipping region is stated',
    description:
      'A visitor abroad or out of town wonders "can I even buy this here?"; stating where you ship or serve answers it before it becomes a bounce.',
    threshold:
      'the page states where the business ships, delivers or serves (a region, country or "worldwide")',
    severity: 'low',
    weight: 2,
    industries: ['ecommerce', 'agency', 'local', 'event', 'nonprofit', 'other'],
    needs: 'static',
    fixSteps: [
      'Say where you ship or which area you serve in the header bar or hero ("Serving Greater Austin").',
      'List the regions on a shipping or service-area page.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate, larger for local services',
    run(model) {
      const hit = findText(model, SERVICE_AREA);
      return hit
        ? pass(excerpt(hit, SERVICE_AREA), 'area stated')
        : fail(absent('where the business ships, delivers or serves'), 'not stated');
    },
  },
  {
    id: 'UNIV_005',
    group: 'universal',
    dimension: 'trust',
    title: 'The footer carries no contact details',
    label: 'Contact details are in the footer',
    description:
      'The footer is where visitors look for how to reach a business; an empty one sends them back to search.',
    threshold: 'the footer holds a phone number, email, address or contact link',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Put the phone, email and address (or a contact link) in the site footer.',
      'Keep them identical to the contact page.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1% conversion; an estimate',
    run(model) {
      const c = model.contacts.find((x) => x.region === 'footer' && x.kind !== 'hours');
      if (c) return pass(seen(c, c.value), `${c.kind} in footer`);
      const l = model.links.find(
        (x) =>
          x.region === 'footer' &&
          (x.kind === 'tel' || x.kind === 'mailto' || /contact/i.test(x.text) || /\/contact/i.test(x.href)),
      );
      if (l) return pass(seen(l, l.text || l.href), 'contact link in footer');
      const hasFooter =
        model.links.some((x) => x.region === 'footer') || model.textBlocks.some((x) => x.region === 'footer');
      return hasFooter
        ? fail(absent('contact details or a contact link in the footer'), 'footer without contact details')
        : fail(absent('a footer with contact details'), 'no footer');
    },
  },
  {
    id: 'UNIV_006',
    group: 'universal',
    dimension: 'trust',
    title: 'The legal entity behind the site is not named',
    label: 'The legal entity behind the site is named',
    description:
      'A registered company name (Inc., Ltd, GmbH) or registration number tells buyers who is legally accountable; some markets require it.',
    threshold:
      'a registered company name (Inc., LLC, Ltd, GmbH ...) or a company/VAT registration number appears',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add the full legal name to the footer copyright line.',
      'Where required, add the company and VAT numbers to the footer or imprint.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-1% conversion; an estimate, mainly a credibility and compliance fix',
    run(model) {
      const hit = findText(model, LEGAL_ENTITY);
      if (hit) return pass(excerpt(hit, LEGAL_ENTITY), 'legal entity named');
      const org = model.structuredData.find((s) => typeof s.data.legalName === 'string');
      return org
        ? pass(
            { quote: `legalName: ${String(org.data.legalName)}`, selector: null },
            'legal name in structured data',
          )
        : fail(absent('a registered company name or registration number'), 'not named');
    },
  },
  {
    id: 'UNIV_007',
    group: 'universal',
    dimension: 'trust',
    title: 'The page shows outdated-technology notices',
    label: 'No outdated-technology notices',
    description:
      '"Best viewed in Internet Explorer" or "Get Adobe Flash" tells visitors the site has not been maintained in a decade.',
    threshold: 'no "best viewed in", Flash Player or Internet Explorer notice appears',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove browser and plug-in notices.',
      'Replace any Flash content with HTML5 video or images.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion on affected pages; an estimate',
    run(model) {
      const hit = findText(model, OUTDATED_TECH);
      return hit
        ? fail(excerpt(hit, OUTDATED_TECH), 'outdated notice')
        : pass(absent('"best viewed in", Flash or Internet Explorer notices'), 'none');
    },
  },
  {
    id: 'UNIV_008',
    group: 'universal',
    dimension: 'friction',
    title: 'Visitors can reach the business in only one way',
    label: 'Several contact channels are offered',
    description:
      'People prefer different channels (phone, email, chat, form); offering only one loses those who will not use it.',
    threshold: 'at least 2 distinct contact channels (phone, email, form, chat, address) are offered',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a second channel: an email address beside the form, or a phone beside the email.',
      'Show the channels together on the contact page and in the footer.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% leads; an estimate',
    run(model) {
      const channels = contactChannels(model);
      const observed = `${channels.size} channel(s)${channels.size ? `: ${[...channels.keys()].join(', ')}` : ''} (minimum 2)`;
      if (channels.size >= 2) return pass([...channels.values()], observed);
      return fail(
        channels.size === 1 ? [...channels.values()] : [absent('a phone, email, form, chat or address')],
        observed,
      );
    },
  },
];

export default checks;
