import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { DOCUMENT, firstEvidence, measured } from '../signals/evidence.js';
import { hostOf } from '../signals/urls.js';
import { GENERIC_LINK_TEXT } from '../signals/vocabularies/copy.js';
import { keywords } from '../signals/words.js';
import type { Evidence } from '../check.js';
import { siteUrlOf } from '../../model/delivery.js';

const NOINDEX = /\b(?:noindex|none)\b/i;
const TWITTER_CARDS = new Set(['summary', 'summary_large_image', 'app', 'player']);
/** Schema.org types that tell a search engine what the page or business is. */
const ENTITY_TYPE =
  /^(?:Organization|Corporation|LocalBusiness|Store|OnlineStore|Restaurant|ProfessionalService|LegalService|Attorney|Dentist|MedicalBusiness|HomeAndConstructionBusiness|Plumber|RoofingContractor|HealthAndBeautyBusiness|EducationalOrganization|CollegeOrUniversity|NGO|Product|ProductGroup|SoftwareApplication|WebApplication|MobileApplication|Service|Brand|Person|Event|Course|Article|NewsArticle|BlogPosting|Recipe|Book)$/;
const OFFER_TYPE = /^(?:Offer|AggregateOffer|Product|ProductGroup)$/;

/** Links of the main content first: they show the page's own wording better than menu links. */
function mainFirst<T extends { region: string }>(items: T[]): T[] {
  const main = items.filter((i) => i.region === 'main');
  return main.length > 0 ? main : items;
}

function hasOfferData(data: Record<string, unknown>): boolean {
  return 'offers' in data || 'price' in data || 'lowPrice' in data;
}

/** seo group: whether search engines and social networks can find, read and present the page. */
const checks: CheckDefinition[] = [
  {
    id: 'SEO_001',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'The page title is missing, too short or cut off in search results',
    label: 'Page title fits search results',
    description:
      'The title is the blue link in search results; a missing or truncated title loses clicks before the visitor ever sees the page.',
    threshold: 'the <title> has 30-60 characters',
    severity: 'high',
    weight: 4,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Write a title that names the product or service and the brand, e.g. "Invoice software for freelancers | Acme".',
      'Keep it between 30 and 60 characters so Google shows it whole.',
      'Put the most important words first.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% organic click-through; varies by ranking position',
    source: 'heuristic',
    run(model) {
      const title = model.title?.trim();
      if (!title) return fail(absent('a <title> with text'), 'no title');
      const n = [...title].length;
      const observed = `${n} characters (30-60)`;
      return n >= 30 && n <= 60
        ? pass(seen(DOCUMENT.title, title), observed)
        : fail(seen(DOCUMENT.title, title), observed);
    },
  },
  {
    id: 'SEO_002',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'The meta description is missing or the wrong length for a search snippet',
    label: 'Meta description fits the search snippet',
    description:
      'Search engines often show the meta description under the title; without one they pick a random sentence, and an overlong one is cut mid-promise.',
    threshold: 'the meta description has 70-160 characters',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add <meta name="description"> summarising the offer and the reason to click.',
      'Keep it between 70 and 160 characters.',
      'End with the action the visitor can take ("Start free", "Book a table").',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% organic click-through; varies by query',
    source: 'heuristic',
    run(model) {
      const desc = model.meta.description?.trim();
      if (!desc) return fail(absent('a <meta name="description"> with text'), 'no meta description');
      const n = [...desc].length;
      const observed = `${n} characters (70-160)`;
      const ev = seen(DOCUMENT.description, desc);
      return n >= 70 && n <= 160 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SEO_003',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'The page does not have exactly one H1',
    label: 'One H1 names the page',
    description:
      'A single H1 tells search engines and screen readers what the page is about; none or several blur the topic.',
    threshold: 'exactly one <h1> on the page',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Mark up the main headline as the only <h1>.',
      'Turn other <h1> elements (logos, section titles) into <h2> or plain text.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% organic traffic; small on its own',
    source: 'heuristic',
    run(model) {
      const h1s = model.headings.filter((h) => h.level === 1);
      if (h1s.length === 0) return fail(absent('an <h1> element'), '0 H1 (exactly 1)');
      const observed = `${h1s.length} H1 (exactly 1)`;
      const ev = firstEvidence(h1s, (h) => h.text);
      return h1s.length === 1 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SEO_004',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'The page title and the H1 talk about different things',
    label: 'Title and H1 agree on the topic',
    description:
      'When the search result promises one thing and the headline says another, visitors who clicked bounce; shared key words also confirm relevance to search engines.',
    threshold: 'the <title> and the <h1> share at least one key word (3+ letters, not a stopword)',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Pick the phrase the page should rank for.',
      'Use it in both the title and the H1, in natural wording.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% landing-page engagement from search; varies by query',
    source: 'heuristic',
    run(model) {
      const title = model.title?.trim();
      const h1 = model.headings.find((h) => h.level === 1);
      if (!title || !h1) return notApplicable('the page lacks a title or an H1 to compare');
      const h1Words = keywords(h1.text);
      const shared = [...keywords(title)].filter((w) => h1Words.has(w));
      const ev = [seen(DOCUMENT.title, title), seen(h1, h1.text)];
      return shared.length > 0
        ? pass(ev, `shared words: ${shared.slice(0, 5).join(', ')}`)
        : fail(ev, 'no shared key word');
    },
  },
  {
    id: 'SEO_005',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'No canonical URL on the page, or it points to another site',
    label: 'Canonical URL is set',
    description:
      'Tracking parameters and duplicate paths split ranking signals across copies of the page; a canonical link tells search engines which URL to rank.',
    threshold: 'a <link rel="canonical"> with an absolute http(s) URL on the page\'s own host',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add <link rel="canonical" href="https://your-domain/path"> in the <head>.',
      'Use the absolute, preferred URL of this page (https, without tracking parameters).',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-5% organic traffic where duplicates exist; often none',
    source: 'heuristic',
    run(model) {
      const canonical = model.canonical?.trim();
      if (!canonical) return fail(absent('a <link rel="canonical">'), 'no canonical');
      const ev = seen(DOCUMENT.canonical, canonical);
      const host = /^https?:\/\//i.test(canonical) ? hostOf(canonical) : null;
      if (!host || !host.includes('.')) return fail(ev, 'not a valid absolute http(s) URL');
      // a local copy (file or dev server) is at 127.0.0.1: its site is the one its canonical names
      const pageHost = hostOf(siteUrlOf(model));
      return host === pageHost
        ? pass(ev, `canonical on ${host}`)
        : fail(ev, `canonical on ${host}, page on ${pageHost ?? 'unknown host'}`);
    },
  },
  {
    id: 'SEO_006',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'The page tells search engines not to index it',
    label: 'Page may be indexed',
    description:
      'A leftover noindex from staging silently removes a money page from search; no amount of copy work helps a page nobody can find.',
    threshold: 'no "noindex" or "none" in the robots meta tag or the X-Robots-Tag header',
    severity: 'critical',
    weight: 5,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove "noindex" from <meta name="robots"> and from the X-Robots-Tag header.',
      'Check the CMS or SEO plugin setting that hides the site from search engines.',
      'Request re-indexing in Google Search Console.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate:
      'estimate: recovers 50-100% of the lost organic traffic of the page; none when it was indexed',
    source: 'heuristic',
    run(model) {
      const robots = model.meta.robots?.trim() ?? '';
      // the headers of a local server are not the live site's
      const local = model.delivery.loopback || model.delivery.localFile;
      const header = local ? '' : (model.http.headers['x-robots-tag'] ?? '');
      if (NOINDEX.test(robots)) return fail(seen(DOCUMENT.robots, robots), 'noindex in robots meta');
      if (NOINDEX.test(header)) return fail(measured(`X-Robots-Tag: ${header}`), 'noindex in X-Robots-Tag');
      return pass(
        robots ? seen(DOCUMENT.robots, robots) : absent('a noindex directive in robots meta or X-Robots-Tag'),
        'indexable',
      );
    },
  },
  {
    id: 'SEO_007',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'Shared links to the page show no proper preview',
    label: 'Open Graph preview is complete',
    description:
      'Links shared in chats and social feeds render from Open Graph tags; without a title, description and image the preview is a bare URL that few click.',
    threshold: 'og:title, og:description and og:image are all set',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add og:title and og:description in the <head> with the page promise.',
      'Add og:image with an absolute URL to a 1200 × 630 px image.',
      'Preview the result in a link debugger (e.g. the Facebook sharing debugger).',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +5-20% click-through on shared links; depends on social traffic',
    source: 'heuristic',
    run(model) {
      const keys = ['og:title', 'og:description', 'og:image'] as const;
      const ev: Evidence[] = [];
      const missing: string[] = [];
      for (const key of keys) {
        const value = model.openGraph[key]?.trim();
        if (value) ev.push(seen({ selector: `meta[property="${key}"]` }, value));
        else missing.push(key);
      }
      if (missing.length === 0) return pass(ev, '3 of 3 tags');
      return fail(
        [...ev, absent(missing.join(', '))],
        `${3 - missing.length} of 3 tags; missing ${missing.join(', ')}`,
      );
    },
  },
  {
    id: 'SEO_008',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'No Twitter/X card type is declared',
    label: 'Twitter/X card declared',
    description:
      'X shows a rich card only when twitter:card is set; without it a shared link appears as plain text even when Open Graph tags exist.',
    threshold: 'twitter:card is one of summary, summary_large_image, app or player',
    severity: 'low',
    weight: 1,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add <meta name="twitter:card" content="summary_large_image">.',
      'Make sure og:image (or twitter:image) points at a large image.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-10% click-through on links shared on X; small overall',
    source: 'heuristic',
    run(model) {
      const card = model.twitter['twitter:card']?.trim() ?? model.twitter['card']?.trim();
      if (!card) return fail(absent('a <meta name="twitter:card">'), 'no card type');
      const ev = seen({ selector: 'meta[name="twitter:card"]' }, card);
      return TWITTER_CARDS.has(card.toLowerCase()) ? pass(ev, card) : fail(ev, `unknown card type "${card}"`);
    },
  },
  {
    id: 'SEO_009',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'No structured data says who is behind the page or what it offers',
    label: 'Structured data describes the business or offer',
    description:
      'Schema.org data lets search engines show the brand, logo, ratings, prices or events in results, which earns more clicks than a plain blue link.',
    threshold:
      'at least one schema.org item of an entity type (Organization, LocalBusiness, Product, SoftwareApplication, Service, Event, Course, Article …; a bare WebSite or WebPage does not count)',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add a JSON-LD block for the Organization (name, url, logo, sameAs) or the LocalBusiness (address, phone, hours).',
      'Describe the main offer with its own type (Product, SoftwareApplication, Service, Event, Course).',
      "Validate it with Google's Rich Results Test.",
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-10% organic click-through where rich results show; varies by type',
    source: 'heuristic',
    run(model) {
      const entity = model.structuredData.find((item) => ENTITY_TYPE.test(item.type));
      if (entity) return pass(seen(DOCUMENT.structuredData, `${entity.format} ${entity.type}`), entity.type);
      const others = model.structuredData.map((s) => s.type);
      return fail(
        absent('a schema.org Organization, LocalBusiness, Product, Service or similar item'),
        others.length > 0 ? `only ${others.slice(0, 4).join(', ')}` : 'no structured data',
      );
    },
  },
  {
    id: 'SEO_010',
    pageTypes: 'all',
    languages: 'any',
    prices: 'shown',
    group: 'seo',
    dimension: 'discoverability',
    title: 'Prices on the page are not exposed to search engines',
    label: 'Prices are marked up as offers',
    description:
      'Search results can show price and availability next to the link only when the page marks its offer up as schema.org Offer data; shoppers click the result that answers "how much".',
    threshold: 'a page that shows a price has a schema.org Product/Offer item carrying a price or offers',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add JSON-LD Product (or SoftwareApplication/Service) with an "offers" Offer: price, priceCurrency, availability.',
      'Keep the marked-up price identical to the visible one.',
      "Check it with Google's Rich Results Test.",
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +2-8% organic click-through on product queries; varies by market',
    source: 'heuristic',
    run(model) {
      const price =
        model.prices.find((p) => !p.isCompareAt && p.region === 'main') ??
        model.prices.find((p) => !p.isCompareAt) ??
        model.prices[0];
      if (!price) return notApplicable('the page shows no price');
      const visible = seen(price, price.context || price.text);
      const offer = model.structuredData.find((s) => OFFER_TYPE.test(s.type) && hasOfferData(s.data));
      if (offer)
        return pass(
          [visible, seen(DOCUMENT.structuredData, `${offer.format} ${offer.type} with offer`)],
          offer.type,
        );
      return fail(
        [visible, absent('a schema.org Offer or Product with a price')],
        'price shown, not marked up',
      );
    },
  },
  {
    id: 'SEO_011',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'The page has too little text to rank for anything',
    label: 'Enough text to rank',
    description:
      'Search engines rank text; a page of images and slogans has little for a query to match and looks thin next to competitors that explain their offer.',
    threshold: 'at least 300 words of visible text',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Explain who the offer is for, what it does and how it works in plain text, not images.',
      'Add answers to the questions buyers search for (pricing, comparisons, how-to).',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +5-20% organic impressions over months; varies by competition',
    source: 'heuristic',
    run(model) {
      const longest = model.textBlocks.reduce<(typeof model.textBlocks)[number] | undefined>(
        (best, b) => (best === undefined || b.words > best.words ? b : best),
        undefined,
      );
      const ev = longest ? seen(longest, longest.text) : absent('visible body text');
      const observed = `${model.wordCount} words (minimum 300)`;
      return model.wordCount >= 300 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SEO_012',
    pageTypes: 'all',
    languages: ['en'],
    group: 'seo',
    dimension: 'discoverability',
    title: 'Several links say "click here" or "read more" instead of where they lead',
    label: 'Link texts describe their targets',
    description:
      'Search engines read link text to learn what the target is about, and scanning visitors skip links that do not say where they go.',
    threshold:
      'at most 2 links whose whole text is generic ("click here", "here", "read more", "more", "details" …)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Rewrite each generic link to name its target ("Read the pricing guide", "See all oak floors").',
      'For repeated "read more" links on teasers, link the teaser title instead.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-3% internal click-through; small',
    source: 'Nielsen Norman Group, "Learn More" and generic link labels; range heuristic',
    run(model) {
      const texted = model.links.filter((l) => l.text.trim().length > 0);
      if (texted.length === 0) return notApplicable('the page has no text links');
      const generic = texted.filter((l) => GENERIC_LINK_TEXT.test(l.text.trim()));
      const observed = `${generic.length} generic link texts (at most 2)`;
      if (generic.length <= 2) {
        return pass(
          generic.length > 0
            ? firstEvidence(generic, (l) => l.text)
            : firstEvidence(mainFirst(texted), (l) => l.text, 2),
          observed,
        );
      }
      return fail(
        firstEvidence(generic, (l) => l.text),
        observed,
      );
    },
  },
  {
    id: 'SEO_013',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'Links navigate through javascript: URLs that crawlers cannot follow',
    label: 'Links are crawlable',
    description:
      'A link whose href is a javascript: URL has no address: crawlers cannot follow it, it cannot be opened in a new tab or shared, and it breaks when a script fails.',
    threshold: 'no link has a javascript: href',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Give every link a real href to the page it opens.',
      'Use a <button> for actions that do not navigate (menus, pop-ups).',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0-3% indexed pages; larger when key pages are linked only this way',
    source: 'heuristic',
    run(model) {
      if (model.links.length === 0) return notApplicable('the page has no links');
      const js = model.links.filter((l) => l.kind === 'javascript');
      if (js.length === 0)
        return pass(
          firstEvidence(mainFirst(model.links), (l) => l.text || l.name, 2),
          '0 javascript: links',
        );
      return fail(
        firstEvidence(js, (l) => l.text || l.name),
        `${js.length} javascript: links (0 allowed)`,
      );
    },
  },
  {
    id: 'SEO_014',
    pageTypes: 'all',
    languages: 'any',
    group: 'seo',
    dimension: 'discoverability',
    title: 'Scanned pages share the same title',
    label: 'Each scanned page has its own title',
    description:
      'Pages with the same title compete with each other in search and look identical in results and browser tabs, so visitors cannot tell which one answers their question.',
    threshold: 'no two scanned pages of the site have the same <title>',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Give every page a title that names its own content (pricing, about, a product) and then the brand.',
      'Set page-specific titles in the CMS template instead of one site-wide title.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-4% organic click-through on the affected pages; varies',
    source: 'heuristic',
    run(model) {
      if (model.site.pages.length === 0) return notApplicable('only one page was scanned');
      const seenTitles = new Map<string, string>();
      const entries: [string, string | null][] = [
        [model.finalUrl, model.title],
        ...model.site.pages.map((p): [string, string | null] => [p.url, p.title]),
      ];
      for (const [url, title] of entries) {
        const key = title?.trim().toLowerCase();
        if (!key) continue;
        const first = seenTitles.get(key);
        if (first && first !== url) {
          return fail(
            [measured(`${first}: ${title}`), measured(`${url}: ${title}`)],
            `duplicate title "${title}"`,
          );
        }
        seenTitles.set(key, url);
      }
      return pass(
        model.title ? seen(DOCUMENT.title, model.title) : absent('a duplicated title'),
        `${seenTitles.size} distinct titles on ${entries.length} pages`,
      );
    },
  },
];

export default checks;
