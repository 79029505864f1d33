import type { CheckDefinition, CheckOutcome } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { hitEvidence } from '../signals/evidence.js';
import { findLink, findText } from '../signals/text-search.js';
import { pathOf } from '../signals/urls.js';
import type { PageModel } from '../../model/page-model.js';
import { CONVERTING, LANDING } from '../scope.js';

const STATUS_TEXT =
  /^\s*(system )?status( page)?\s*$|\buptime\b|\b99\.\d+ ?%|\bSLA\b|service level agreement/i;
const STATUS_HREF = /^https?:\/\/(status\.|[\w-]+\.statuspage\.io|[\w.-]+\/status(\/|$))/i;
const CHANGELOG = /\b(changelog|change log|release notes|what'?s new|product updates|roadmap)\b/i;
const CHANGELOG_HREF = /^\/(changelog|releases|release-notes|whats-new|updates|roadmap)([/.?#-]|$)/i;
const DEMO =
  /\b((book|request|schedule|get|watch|see) (a |the |our )?(free |live |personal(i[sz]ed)? |quick |2[- ]minute )?(demo|walkthrough|product tour)|product tour|interactive demo|take (a|the) tour|see it in action|watch (the )?video)\b/i;
const PRODUCT_VISUAL =
  /screen ?shot|dashboard|interface|\bui\b|\bapp\b|product|mock-?up|preview|editor|console/i;
const INTEGRATIONS =
  /\b(integrat(es|ions?|ed) with|integrations|connects? (with|to) (your )?\w+|works (with|seamlessly with)|plugs? into|sync(s)? with|zapier|slack|salesforce|hubspot|shopify|google (workspace|sheets|drive)|microsoft teams)\b/i;
const PLATFORMS =
  /\b(available (on|for) (web|mac|windows|ios|iphone|android|linux|desktop|mobile|all (your )?devices)|(mac|macos|windows|linux|ios|android)( (and|&|,) ?(mac|macos|windows|linux|ios|android))+|browser extension|chrome extension|desktop apps?|mobile apps?|works (in|on) (any|every|your) (browser|device))\b/i;
const DATA_EXPORT =
  /\b(export (your |all (of )?your )?(data|content|files|projects|contacts)|you own your data|your data (is|stays) yours|no lock-?in|data portability|download (all )?your data)\b/i;
const ONBOARDING =
  /\b(free onboarding|onboarding (call|session|support|specialist|help)|dedicated (onboarding|success|account) (manager|team|specialist)|customer success (manager|team)|setup (help|assistance|support)|white[- ]glove|live training|free training|personal(i[sz]ed)? onboarding|we'?ll (set (it|you) up|help you get started))\b/i;
const DOCS_TEXT =
  /^\s*(docs|documentation|developers?|api( reference| docs| documentation)?|sdks?|developer (docs|portal|hub))\s*$/i;
const DOCS_HREF =
  /^https?:\/\/(docs|developers?|api|dev)\.|^\/(docs|developers?|api|documentation)([/.?#-]|$)/i;
const APP_STORE_HREF = /^https?:\/\/(apps\.apple\.com|itunes\.apple\.com|play\.google\.com)\//i;
const APP_STORE_TEXT = /\b(app store|google play|get it on|download on the)\b/i;
const SOCIAL_SIGNUP =
  /\b((sign (up|in)|continue|log ?in|register|get started|join) with (google|github|microsoft|apple|linkedin|facebook|slack|gitlab|sso))\b/i;

function textCheck(model: PageModel, re: RegExp, lookedFor: string): CheckOutcome {
  const hit = findText(model, re);
  if (hit) return pass(hitEvidence(hit, re), 'found');
  return fail(absent(lookedFor), 'not found');
}

const SAAS = { group: 'saas', industries: ['saas', 'app'], needs: 'static' } as const;

const checks: CheckDefinition[] = [
  {
    ...SAAS,
    id: 'SAAS_001',
    pageTypes: CONVERTING,
    languages: ['en'],
    dimension: 'trust',
    title: 'Reliability is not shown (no status page or uptime)',
    label: 'Reliability is shown',
    description:
      'Buyers moving work into a tool worry about downtime; a public status page or a stated uptime turns reliability from a hope into a fact.',
    threshold: 'the page links to a status page or states an uptime figure / SLA',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Publish a status page (status.yourdomain.com) with uptime history',
      'Link it from the footer and state your uptime ("99.9% uptime over 12 months")',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion among business buyers',
    source: 'heuristic',
    run(model) {
      const link = model.links.find((l) => STATUS_HREF.test(l.href));
      if (link) return pass(seen(link, link.text || link.name), 'status page linked');
      return textCheck(model, STATUS_TEXT, 'a status page link or an uptime figure');
    },
  },
  {
    ...SAAS,
    id: 'SAAS_002',
    pageTypes: CONVERTING,
    languages: ['en'],
    dimension: 'trust',
    title: 'No sign the product is actively developed',
    label: 'Product updates are published',
    description:
      'A changelog or roadmap shows the product is alive and improving; buyers committing for a year want to see it will not be abandoned.',
    threshold: 'the page links to a changelog, release notes, "What\'s new" or a roadmap',
    severity: 'low',
    weight: 1,
    fixSteps: [
      'Publish release notes for every meaningful update, dated',
      'Link them from the footer as "Changelog" or "What\'s new"',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1% conversion among evaluating teams',
    source: 'heuristic',
    run(model) {
      const link = findLink(model, CHANGELOG, CHANGELOG_HREF);
      if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
      return textCheck(model, CHANGELOG, 'a changelog, release notes or roadmap');
    },
  },
  {
    ...SAAS,
    id: 'SAAS_003',
    pageTypes: LANDING,
    languages: ['en'],
    dimension: 'cta',
    title: 'No way to see the product before signing up',
    label: 'A demo or product tour is offered',
    description:
      'Many buyers want to see the product working before they commit time to a trial; a demo, tour or walkthrough video lets them.',
    threshold: 'the page offers a demo, product tour or walkthrough video',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Record a 2-minute walkthrough or build an interactive tour',
      'Offer it next to the signup button ("Watch the 2-min demo")',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +3-10% trial or demo conversions',
    source: 'heuristic',
    run(model) {
      const demo = model.ctas.find((c) => c.intent === 'demo');
      if (demo) return pass(seen(demo, demo.text), 'demo call to action');
      return textCheck(model, DEMO, 'a demo, product tour or walkthrough');
    },
  },
  {
    ...SAAS,
    id: 'SAAS_004',
    pageTypes: LANDING,
    languages: ['en'],
    dimension: 'clarity',
    title: 'The product itself is never shown',
    label: 'The product interface is shown',
    description:
      'Abstract illustrations do not show what buyers will use every day; screenshots or a product video make the software tangible.',
    threshold: 'the page shows a product screenshot / UI image (by alt text or file name) or a video',
    severity: 'high',
    weight: 4,
    fixSteps: [
      'Replace decorative illustrations with real screenshots of the key screens',
      'Give them alt text naming the screen ("Invoice dashboard")',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +3-10% trial signups',
    source: 'heuristic',
    run(model) {
      const img = model.images.find(
        (i) => !i.isLogo && !i.isPixel && (PRODUCT_VISUAL.test(i.alt ?? '') || PRODUCT_VISUAL.test(i.src)),
      );
      if (img) return pass(seen(img, img.alt || img.src), 'product image');
      const v = model.videos[0];
      if (v) return pass(seen(v, `${v.provider} video: ${v.src}`), 'product video');
      return fail(
        absent('a screenshot, UI image or product video'),
        `${model.images.length} images, none of the product`,
      );
    },
  },
  {
    ...SAAS,
    id: 'SAAS_005',
    pageTypes: LANDING,
    languages: ['en'],
    dimension: 'persuasion',
    title: 'The page does not say what the product works with',
    label: 'Integrations are shown',
    description:
      'Software is bought to fit an existing stack; "does it work with our tools?" is a gate question, and integrations answer it.',
    threshold: 'the page names integrations or links an integrations page',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'List the 6-12 tools your customers use most with logos',
      'Link an integrations directory from the navigation',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion among evaluating teams',
    source: 'heuristic',
    run(model) {
      return textCheck(model, INTEGRATIONS, 'integrations with other tools');
    },
  },
  {
    ...SAAS,
    id: 'SAAS_006',
    pageTypes: LANDING,
    languages: ['en'],
    dimension: 'clarity',
    title: 'The page does not say where the product runs',
    label: 'Supported platforms are named',
    description:
      'Buyers need to know the tool works on their devices (browser, Mac, Windows, iOS, Android) before they invest time in a trial.',
    threshold:
      'the page names the platforms the product runs on (web/browser, Mac, Windows, Linux, iOS, Android, extension)',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'State the platforms in one line near the signup button ("Web, Mac, Windows, iOS and Android")',
      'Link the download or app-store page of each',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% trial signups',
    source: 'heuristic',
    run(model) {
      return textCheck(model, PLATFORMS, 'the platforms the product runs on');
    },
  },
  {
    ...SAAS,
    id: 'SAAS_007',
    pageTypes: LANDING,
    languages: ['en'],
    dimension: 'persuasion',
    title: 'No help getting started is offered',
    label: 'Onboarding help is offered',
    description:
      'Buyers fear a tool nobody will set up; free onboarding, training or a success manager tells them they will not be left alone.',
    threshold: 'the page offers onboarding, setup help, training or a customer success manager',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Offer a free onboarding call or setup help on paid plans',
      'Mention it next to the plans and the signup button',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% conversion; higher activation after signup',
    source: 'heuristic',
    run(model) {
      return textCheck(model, ONBOARDING, 'onboarding, setup help or training');
    },
  },
  {
    ...SAAS,
    id: 'SAAS_008',
    pageTypes: CONVERTING,
    languages: ['en'],
    dimension: 'discoverability',
    title: 'No documentation or API reference linked',
    label: 'Documentation is linked',
    description:
      'Technical evaluators check the documentation before recommending a tool; hidden docs read as a product with something to hide.',
    threshold: 'the page links to docs, an API reference or a developer portal',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Publish public documentation (and an API reference if there is an API)',
      'Link it from the header or footer as "Docs"',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% conversion among technical buyers',
    source: 'heuristic',
    run(model) {
      const link = model.links.find(
        (l) => DOCS_TEXT.test(l.text) || DOCS_HREF.test(l.href) || DOCS_HREF.test(pathOf(l.href)),
      );
      if (link) return pass(seen(link, link.text || link.name), 'docs linked');
      return fail(absent('a link to docs, an API reference or a developer portal'), 'not linked');
    },
  },
  {
    ...SAAS,
    id: 'SAAS_009',
    pageTypes: LANDING,
    languages: ['en'],
    industries: ['app'],
    dimension: 'cta',
    title: 'The app page does not link to the app stores',
    label: 'App store links are shown',
    description:
      'For a mobile app the conversion is the install; App Store and Google Play badges are the buttons visitors recognise and trust.',
    threshold: 'the page links to the App Store or Google Play (or shows their badges)',
    severity: 'high',
    weight: 4,
    fixSteps: [
      'Add the official App Store and Google Play badges to the first screen',
      "Link each to the app's store listing",
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +10-30% installs from the page',
    source: 'heuristic',
    run(model) {
      const link = model.links.find((l) => APP_STORE_HREF.test(l.href));
      if (link) return pass(seen(link, link.name || link.text), 'store linked');
      const img = model.images.find((i) => APP_STORE_TEXT.test(i.alt ?? ''));
      if (img) return pass(seen(img, img.alt ?? img.src), 'store badge');
      return fail(absent('a link to the App Store or Google Play'), 'not linked');
    },
  },
  {
    ...SAAS,
    id: 'SAAS_010',
    pageTypes: LANDING,
    languages: ['en'],
    dimension: 'trust',
    title: 'Nothing says customers can take their data with them',
    label: 'Data export is promised',
    description:
      'Committing data to a tool feels risky when leaving looks impossible; "export your data anytime" removes the lock-in fear that stalls the decision.',
    threshold:
      'the page states that data can be exported or is owned by the customer ("export anytime", "you own your data")',
    severity: 'low',
    weight: 2,
    fixSteps: [
      "Offer a self-serve export (CSV or JSON) of the customer's data",
      'Say so on the pricing page or FAQ: "Your data is yours. Export it anytime."',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% conversion among cautious business buyers',
    source: 'heuristic',
    run(model) {
      return textCheck(model, DATA_EXPORT, 'a data-export or data-ownership promise');
    },
  },
  {
    ...SAAS,
    id: 'SAAS_011',
    pageTypes: CONVERTING,
    languages: 'any',
    dimension: 'friction',
    title: 'The signup form asks for too much',
    label: 'The signup form is short',
    description:
      'Each field before the first login costs signups; company size, phone and role can be asked inside the product once the user has seen value.',
    threshold: 'the signup form has at most 4 fields (checkboxes not counted)',
    severity: 'medium',
    weight: 3,
    fixSteps: [
      'Cut the form to email and password (or email only with a magic link)',
      'Ask for name, company and role during onboarding instead',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +5-20% signup completion',
    source: 'heuristic',
    run(model) {
      const form = model.forms.find((f) => f.purpose === 'signup');
      if (!form) return notApplicable('no signup form on the page');
      const fields = form.fields.filter((f) => f.type !== 'checkbox' && f.type !== 'radio');
      const names = fields.map((f) => f.label ?? f.name).join(', ');
      const observed = `${fields.length} fields (limit 4)`;
      return fields.length <= 4
        ? pass(seen(form, `signup form: ${names}`), observed)
        : fail(seen(form, `signup form: ${names}`), observed);
    },
  },
  {
    ...SAAS,
    id: 'SAAS_012',
    pageTypes: CONVERTING,
    languages: ['en'],
    dimension: 'friction',
    title: 'No one-click sign-up with an existing account',
    label: 'One-click sign-up is offered',
    description:
      '"Sign up with Google" skips the password and email confirmation, the two steps where most signups drop.',
    threshold: 'a page with a signup form offers sign-up with Google, Microsoft, GitHub, Apple or SSO',
    severity: 'low',
    weight: 2,
    fixSteps: [
      'Add "Continue with Google" (and Microsoft or GitHub for technical audiences) above the form',
      'Keep email signup as the alternative',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +5-15% signup completion',
    source: 'heuristic',
    run(model) {
      const form = model.forms.find((f) => f.purpose === 'signup');
      if (!form) return notApplicable('no signup form on the page');
      const hit = findText(model, SOCIAL_SIGNUP);
      if (hit) return pass(hitEvidence(hit, SOCIAL_SIGNUP), 'social sign-up offered');
      return fail(
        [
          seen(form, `signup form: ${form.submitText ?? ''}`),
          absent('a "Sign up with Google/Microsoft/GitHub" option'),
        ],
        'email signup only',
      );
    },
  },
];

export default checks;
