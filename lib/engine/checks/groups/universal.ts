import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { dataEvidence, excerpt } from '../signals/evidence.js';
import { scanYear } from '../signals/scan-time.js';
import { findAllText, findTextOrPassage as findText, textElements } from '../signals/text-search.js';

const CONSENT_VENDOR =
  /(cookielaw|onetrust|cookiebot|usercentrics|didomi|quantcast|trustarc|termly|iubenda|osano|cookieyes|complianz|cookiefirst|consentmanager)/i;
const DATED_PROMO =
  /\b(sale|offers?|deals?|promo(tion)?s?|discounts?|events?|season|specials?|holiday|black friday|cyber monday|christmas|summer|spring|fall|autumn|winter|collection|new for|tour|festival|conference)\b[^.©]{0,30}?\b((?:19|20)\d{2})\b|\b((?:19|20)\d{2})\s+(sale|offers?|deals?|collection|season|events?|promo(tion)?s?|catalog(ue)?|tour|festival|conference|summer|winter|spring|fall|holiday)\b/gi;
const COPYRIGHT_NEAR = /©|copyright|all rights reserved/i;
const LEGAL_ENTITY =
  /\b[A-Z][\w&'.-]*(?:\s+[A-Z][\w&'.-]*){0,4},?\s+(Inc\.?|LLC|L\.L\.C\.|Ltd\.?|Limited|GmbH|S\.A\.|SAS|B\.V\.|Pty\.? Ltd|PLC|plc|Corp\.?|Corporation|AG|S\.r\.l\.|LLP)(?=[\s,.)]|$)|\b(company (registration )?(no|number)|registered in (england|scotland|ireland)|VAT (no|number|reg)|ABN\s*\d)/;
const OUTDATED_TECH =
  /\b(adobe flash|flash player|get flash|requires flash|best viewed (in|with|at|using)|internet explorer \d|optimi[sz]ed for (internet explorer|IE|1024)|requires (internet explorer|IE\s?\d))\b/i;

const UNFINISHED =
  /\b(coming soon|under construction|page (is )?(in progress|under development)|content coming|check back soon|site under maintenance)\b/i;
const MISSPELLING =
  /\b(recieve[ds]?|guarentee[ds]?|garantee[ds]?|seperate(ly)?|accomodat(e|ion|ions)|definately|occured|untill|thier|buisness|sucess(ful)?|reccomend(ed|ation)?|recomend(ed|ation)?|adress(es)?|tommorow|enviroment|goverment|neccessary|necesary|publically|existance|independant|wich|alot|acheive[ds]?|beleive[ds]?|calender|commited|concious|embarass(ed|ing)?|foward|freind[s]?|occurence|prefered|priviledge|questionaire|refered|relevent|responsability|succesful|truely|wierd)\b/i;
const USER_CONTENT = /review|comment|testimonial|forum|reply/i;

const checks: CheckDefinition[] = [
  {
    id: 'UNIV_001',
    pageTypes: 'all',
    languages: 'any',
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
    source: 'heuristic',
    run(model) {
      if (model.scripts.analytics.length === 0) return notApplicable('no analytics or ad pixels detected');
      // the vendors are recognised from script sources, not quoted from the page: no quote
      const tracking = { quote: '', selector: 'script' };
      const by = `tracking by ${model.scripts.analytics.join(', ')}`;
      if (model.cookieBanner.present) {
        return pass(
          [tracking, { quote: model.cookieBanner.text ?? '', selector: model.cookieBanner.selector }],
          `consent notice present; ${by}`,
        );
      }
      const vendor = model.scripts.thirdPartyHosts.find((h) => CONSENT_VENDOR.test(h));
      if (vendor)
        return pass(
          [tracking, { quote: '', selector: `script[src*="${vendor}"]` }],
          `consent platform loaded; ${by}`,
        );
      const policy = model.policies.find((p) => p.kind === 'cookies');
      return fail(
        policy ? [tracking, seen(policy, policy.text)] : [tracking, absent('a cookie consent notice')],
        `no consent notice; ${by}`,
      );
    },
  },
  {
    id: 'UNIV_002',
    pageTypes: 'all',
    languages: ['en'],
    group: 'universal',
    dimension: 'trust',
    title: 'The page announces unfinished content',
    label: 'No unfinished sections are announced',
    description:
      '"Coming soon" and "under construction" sections tell visitors the business is not ready, and make them wonder what else is missing.',
    threshold: 'no "coming soon", "under construction" or "page in progress" notice appears',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove sections that announce future content.',
      'Launch the section when it is ready, or replace it with a sign-up to be told when it is.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion on affected pages; an estimate',
    source: 'heuristic',
    run(model) {
      const hit = findText(model, UNFINISHED);
      return hit
        ? fail(excerpt(hit, UNFINISHED), 'unfinished section announced')
        : pass(absent('"coming soon" or "under construction" notices'), 'none');
    },
  },
  {
    id: 'UNIV_003',
    pageTypes: 'all',
    languages: ['en'],
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
    source: 'heuristic',
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
    pageTypes: 'all',
    languages: 'any',
    group: 'universal',
    dimension: 'friction',
    title: 'An auto-rotating carousel moves the message away from the visitor',
    label: 'No auto-rotating carousel',
    description:
      'Auto-advancing sliders are rarely clicked past the first slide and move text before it can be read; one clear message beats five rotating ones.',
    threshold: 'the page has no carousel or slider set to rotate on its own',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Replace the slider with one static hero that carries the main message.',
      'If a slider must stay, stop auto-rotation and show the slides as visible cards.',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% click-through from the first screen; an estimate',
    source: 'Nielsen Norman Group, auto-forwarding carousels; range heuristic',
    run(model) {
      return model.markup.carousel
        ? fail(
            { quote: 'an auto-rotating carousel or slider in the markup', selector: null },
            'auto-rotating carousel present',
          )
        : pass(absent('an auto-rotating carousel or slider'), 'none');
    },
  },
  {
    id: 'UNIV_005',
    pageTypes: 'all',
    languages: ['en'],
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
    source: 'heuristic',
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
    pageTypes: 'all',
    languages: ['en', 'de', 'fr', 'es', 'it', 'nl'],
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
    source: 'heuristic',
    run(model) {
      // Company names in body copy are often other companies; the site's own entity signs the footer.
      const hit =
        textElements(model).find(
          (h) => (h.region === 'footer' || COPYRIGHT_NEAR.test(h.text)) && LEGAL_ENTITY.test(h.text),
        ) ?? null;
      if (hit) return pass(excerpt(hit, LEGAL_ENTITY), 'legal entity named');
      const org = model.structuredData.find((s) => typeof s.data.legalName === 'string');
      return org
        ? pass(dataEvidence(org, `legalName ${String(org.data.legalName)}`), 'legal name in structured data')
        : fail(absent('a registered company name or registration number'), 'not named');
    },
  },
  {
    id: 'UNIV_007',
    pageTypes: 'all',
    languages: ['en'],
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
    source: 'heuristic',
    run(model) {
      const hit = findText(model, OUTDATED_TECH);
      return hit
        ? fail(excerpt(hit, OUTDATED_TECH), 'outdated notice')
        : pass(absent('"best viewed in", Flash or Internet Explorer notices'), 'none');
    },
  },
  {
    id: 'UNIV_008',
    pageTypes: 'all',
    languages: ['en'],
    group: 'universal',
    dimension: 'trust',
    title: 'The copy contains common misspellings',
    label: 'No common misspellings',
    description:
      'Spelling mistakes are read as carelessness, and on pages that ask for money or data they are a classic sign of a scam; visitors notice them more than copywriters expect.',
    threshold:
      'none of the commonly misspelt words (recieve, guarentee, seperate, accomodate, definately ...) appears misspelt',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Fix the misspelt words quoted in the evidence.',
      'Run the page copy through a spell checker before every publish.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion; an estimate, larger on checkout and lead pages',
    source: 'heuristic',
    run(model) {
      // Customers' own words (reviews, comments) are not the business's copy.
      const hit = findAllText(model, MISSPELLING).find((h) => !USER_CONTENT.test(h.selector)) ?? null;
      if (!hit) return pass(absent('common misspellings'), 'none found');
      const word = MISSPELLING.exec(hit.text)?.[0] ?? '';
      return fail(excerpt(hit, MISSPELLING), `misspelt: "${word}"`);
    },
  },
];

export default checks;
