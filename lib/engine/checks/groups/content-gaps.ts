import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { hitEvidence } from '../signals/evidence.js';
import { findLink, findText } from '../signals/text-search.js';
import { mainWords } from '../signals/words.js';
import type { Heading, Industry, PageModel } from '../../model/page-model.js';
import { CONVERTING, DONATION_PAGES, LANDING, READABLE } from '../scope.js';

const JUMP_TARGET = /#[a-z][\w-]*$/i;
// Names are capitalised, so the byline match is case-sensitive on purpose.
const BYLINE = /(^|\s)([Bb]y|[Ww]ritten by|Author:?)\s+[A-Z][\w.'-]+(\s+[A-Z][\w.'-]+)+/;
const DATE =
  /\b((jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}|\d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{4}|\d{4}-\d{2}-\d{2}|(published|updated|posted)( on)?:? \w+)/i;
const BLOG_TEXT =
  /^\s*(blog|news|articles|resources|guides|insights|journal|stories|library|learn|academy)\b/i;
const BLOG_HREF = /^\/(blog|news|articles|resources|guides|insights|journal|learn|academy)([/.?#-]|$)/i;
const IMPACT =
  /\b(impact report|annual report|our impact|where (your|the) (money|donation)s? goes?|how (we use|your) (donations?|gifts?|money)|financials|financial statements|transparency|charity navigator|guidestar|candid seal|\d+% of (every|each|your|all) (donations?|gifts?|dollars?))\b/i;
const IMPACT_HREF = /^\/(impact|annual-report|financials|transparency|our-impact)([/.?#-]|$)/i;
const GIFT_OUTCOME =
  /[$£€]\s?\d+[^.]{0,20}\b(provides?|feeds?|buys?|funds?|pays for|gives?|helps?|supports?|sends?)\b/i;
const HELP_TEXT =
  /^\s*(help( cent(er|re))?|support|customer (service|care|support)|faqs?|knowledge base|help desk|contact support)\b/i;
const HELP_HREF = /^\/(help|support|faqs?|customer-service|customer-care|kb|knowledge-base|hc)([/.?#-]|$)/i;
const NOT_PUBLISHER: readonly Industry[] = [
  'ecommerce',
  'saas',
  'agency',
  'local',
  'course',
  'app',
  'nonprofit',
  'event',
];

/** The smallest value in the sorted list above `min`. */
function firstAbove(sorted: number[], min: number): number | undefined {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] <= min) lo = mid + 1;
    else hi = mid;
  }
  return sorted[lo];
}

/** Section headings (h2/h3 in the main content) followed by nothing before the next peer heading. */
function emptySections(model: PageModel): { considered: number; empty: Heading[] } {
  const heads = model.headings.filter((h) => h.level <= 3 && h.level >= 2 && h.region === 'main');
  const contentOrders: number[] = [];
  for (const list of [model.textBlocks, model.images, model.ctas, model.forms, model.videos, model.prices])
    for (const el of list) contentOrders.push(el.order);
  for (const l of model.links) if (l.region === 'main') contentOrders.push(l.order);
  contentOrders.sort((a, b) => a - b);
  const all = model.headings;
  const empty: Heading[] = [];
  let considered = 0;
  for (const h of heads) {
    const idx = all.indexOf(h);
    const next = all.slice(idx + 1).find((n) => n.level <= h.level);
    if (!next) continue;
    // A heading directly followed by a deeper heading introduces sub-sections: not empty.
    const firstAfter = all[idx + 1];
    if (firstAfter && firstAfter.level > h.level && firstAfter.order < next.order) continue;
    considered += 1;
    const after = firstAbove(contentOrders, h.order);
    if (after === undefined || after >= next.order) empty.push(h);
  }
  return { considered, empty };
}

const checks: CheckDefinition[] = [
  {
    id: 'PAGE_001',
    pageTypes: ['article_blog', 'policy', 'other'],
    languages: 'any',
    group: 'content-gaps',
    dimension: 'friction',
    title: 'A long page has no table of contents',
    label: 'Long page offers jump links',
    description:
      'On a long page, visitors looking for one answer (price, delivery, a spec) give up before they scroll to it; jump links take them straight there.',
    threshold: 'pages with >= 1200 words of main content offer at least 3 in-page jump links (#anchors)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Give each major section an id',
      'Add a short "On this page" list of links to those ids near the top',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +1-3% engagement on long pages; small direct conversion effect',
    source: 'heuristic',
    run(model) {
      const words = mainWords(model);
      if (words < 1200) return notApplicable(`only ${words} words of main content, short enough to scroll`);
      const jumps = model.links.filter(
        (l) => l.kind === 'anchor' && l.region !== 'footer' && JUMP_TARGET.test(l.href) && l.text.length > 1,
      );
      const observed = `${jumps.length} jump links for ${words} words (need >= 3)`;
      if (jumps.length >= 3)
        return pass(
          jumps.slice(0, 3).map((l) => seen(l, l.text)),
          observed,
        );
      return fail(absent('in-page jump links (href="#section") to the sections of the page'), observed);
    },
  },
  {
    id: 'PAGE_002',
    pageTypes: ['article_blog'],
    languages: ['en'],
    group: 'content-gaps',
    dimension: 'trust',
    title: 'The article shows no author or no date',
    label: 'The article names its author and date',
    description:
      'Readers (and search engines) judge an article by who wrote it and when; an anonymous or undated piece reads as less credible and possibly out of date.',
    threshold: 'an article page shows both a byline ("By Jane Doe") and a publication or update date',
    severity: 'medium',
    weight: 3,
    industries: ['publisher'],
    needs: 'static',
    fixSteps: [
      'Show "By <author name>" under the headline, linked to an author page with credentials',
      'Show the publication date, and an "Updated" date when the piece is revised',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +2-5% engagement and return visits; indirect search benefit',
    source: 'heuristic',
    run(model) {
      if (mainWords(model) < 200) return notApplicable('not an article: under 200 words of main content');
      const byline = findText(model, BYLINE);
      const date = findText(model, DATE);
      const evidence = [
        byline ? hitEvidence(byline, BYLINE) : absent('a byline ("By <name>")'),
        date ? hitEvidence(date, DATE) : absent('a publication or update date'),
      ];
      const observed = `byline: ${byline ? 'yes' : 'no'}, date: ${date ? 'yes' : 'no'}`;
      return byline && date
        ? pass(evidence, observed)
        : fail(byline ? [evidence[1], evidence[0]] : evidence, observed);
    },
  },
  {
    id: 'PAGE_003',
    pageTypes: [...LANDING, 'about'],
    languages: ['en'],
    group: 'content-gaps',
    dimension: 'discoverability',
    title: 'No blog, guides or resources section',
    label: 'Blog or resources are linked',
    description:
      'Helpful articles and guides bring search traffic and nurture visitors who are not ready to buy yet; a site without them depends on ads and word of mouth.',
    threshold: 'the page links to a Blog / Guides / Resources / News section',
    severity: 'low',
    weight: 2,
    industries: NOT_PUBLISHER,
    needs: 'static',
    fixSteps: [
      'Write articles that answer the questions buyers ask before purchasing',
      'Group them under a Blog or Resources section and link it from the navigation or footer',
    ],
    fixEffort: 'high',
    impact: 'low',
    impactEstimate: 'estimate: +5-20% organic traffic over 6-12 months; small direct conversion effect',
    source: 'heuristic',
    run(model) {
      const link = findLink(model, BLOG_TEXT, BLOG_HREF);
      if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
      return fail(
        absent('a link to a Blog / Guides / Resources / News section'),
        'no content section linked',
      );
    },
  },
  {
    id: 'PAGE_004',
    pageTypes: READABLE,
    languages: 'any',
    group: 'content-gaps',
    dimension: 'clarity',
    title: 'Long copy without subheadings',
    label: 'Copy is broken up by subheadings',
    description:
      'Most visitors scan; long stretches of copy without subheadings hide the answers they are scanning for, so they stop reading.',
    threshold: 'at least one h2-h4 subheading per 350 words of main-content copy (pages with >= 300 words)',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Split the copy into sections of 150-300 words',
      'Give each section a subheading that states its point, so a scanner can read the page from the headings alone',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% scroll depth and engagement; indirect conversion effect',
    source: 'Nielsen Norman Group, how users read on the web (scanning); range heuristic',
    run(model) {
      const words = mainWords(model);
      if (words < 300)
        return notApplicable(`only ${words} words of main content, too short to need subheadings`);
      const subs = model.headings.filter((h) => h.level >= 2 && h.level <= 4 && h.region === 'main');
      const needed = Math.floor(words / 350);
      const observed = `${subs.length} subheadings for ${words} words (need >= ${needed})`;
      if (subs.length >= needed && subs.length > 0) return pass(seen(subs[0], subs[0].text), observed);
      const longest = model.textBlocks.reduce((a, b) => (b.words > a.words ? b : a), model.textBlocks[0]);
      return fail(seen(longest, longest.text), observed);
    },
  },
  {
    id: 'PAGE_005',
    pageTypes: DONATION_PAGES,
    languages: ['en'],
    group: 'content-gaps',
    dimension: 'trust',
    title: 'The page does not show what donations achieve',
    label: 'The impact of donations is shown',
    description:
      'Donors give to outcomes, not organisations; showing where the money goes and what it achieved (with numbers or an annual report) is what turns sympathy into a gift.',
    threshold:
      'a nonprofit page shows impact or money use: an impact / annual report, "where your money goes", or "$X provides ..."',
    severity: 'high',
    weight: 4,
    industries: ['nonprofit'],
    needs: 'static',
    fixSteps: [
      'State what a typical gift does ("$25 feeds a family for a week") next to the donate button',
      'Publish an impact or annual report with the share spent on programmes, and link it',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +5-15% donation conversion; varies by cause and audience',
    source: 'heuristic',
    run(model) {
      const link = findLink(model, IMPACT, IMPACT_HREF);
      if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
      const hit = findText(model, IMPACT) ?? findText(model, GIFT_OUTCOME);
      if (hit) return pass(hitEvidence(hit, IMPACT.test(hit.text) ? IMPACT : GIFT_OUTCOME), 'impact stated');
      return fail(absent('an impact report, where donations go, or what a gift achieves'), 'not found');
    },
  },
  {
    id: 'PAGE_006',
    pageTypes: READABLE,
    languages: 'any',
    group: 'content-gaps',
    dimension: 'clarity',
    title: 'No scannable list in a long page',
    label: 'Key points are in a scannable list',
    description:
      'Bulleted lists of benefits, features or what is included are read by scanners who skip paragraphs; a page of paragraphs only hides its best points.',
    threshold: 'pages with >= 300 words of main content have at least one list of >= 3 items',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Turn the benefits or "what you get" paragraph into 3-6 bullets of one line each',
      'Start each bullet with the outcome, not the feature name',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion rate from better scanning; varies by page length',
    source: 'Nielsen Norman Group, how users read on the web (scanning); range heuristic',
    run(model) {
      const words = mainWords(model);
      if (words < 300) return notApplicable(`only ${words} words of main content`);
      const items = model.textBlocks.filter((b) => b.tag === 'li' && b.region === 'main' && b.words >= 2);
      const observed = `${items.length} list items in the main content (need >= 3)`;
      if (items.length >= 3)
        return pass(
          items.slice(0, 3).map((b) => seen(b, b.text)),
          observed,
        );
      return fail(absent('a bulleted or numbered list (>= 3 items) in the main content'), observed);
    },
  },
  {
    id: 'PAGE_007',
    pageTypes: 'all',
    languages: 'any',
    group: 'content-gaps',
    dimension: 'clarity',
    title: 'Section headings with nothing under them',
    label: 'Every section has content',
    description:
      'A heading followed directly by the next section promises content that is not there; it reads as broken or unfinished.',
    threshold:
      'at most 1 main-content h2/h3 is followed by no text, image, link or form before the next peer heading',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Find the listed headings and add the copy, image or list the section was meant to hold',
      'Delete headings whose section has nothing to say',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-1% conversion rate; mainly a credibility fix',
    source: 'heuristic',
    run(model) {
      const { considered, empty } = emptySections(model);
      if (considered < 2) return notApplicable('fewer than 2 main-content sections to compare');
      const observed = `${empty.length} of ${considered} sections empty (limit 1)`;
      if (empty.length <= 1) {
        const ok = model.headings.find((h) => h.region === 'main' && !empty.includes(h) && h.level >= 2)!;
        return pass(seen(ok, ok.text), observed);
      }
      return fail(
        empty.slice(0, 3).map((h) => seen(h, h.text)),
        observed,
      );
    },
  },
  {
    id: 'PAGE_008',
    pageTypes: LANDING,
    languages: 'any',
    group: 'content-gaps',
    dimension: 'clarity',
    title: 'Too few images of the product or work',
    label: 'The page shows the product or work',
    description:
      'People judge an offer faster from pictures than from text; a page with no images of the product, the work or the people asks them to imagine it.',
    threshold: 'at least 2 content images (not logos, icons or tracking pixels) in the main content',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add real photos or screenshots of the product, the result or the team',
      'Give each image alt text that says what it shows',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-5% conversion rate; varies by how visual the offer is',
    source: 'heuristic',
    run(model) {
      const imgs = model.images.filter(
        (i) =>
          !i.isLogo &&
          !i.isPixel &&
          (i.region === 'main' || i.region === 'aside') &&
          (i.width === null || i.width >= 100),
      );
      const observed = `${imgs.length} content images (need >= 2)`;
      if (imgs.length >= 2) return pass(seen(imgs[0], imgs[0].alt || imgs[0].src), observed);
      if (imgs.length === 1) return fail(seen(imgs[0], imgs[0].alt || imgs[0].src), observed);
      return fail(absent('content images in the main content (logos and icons excluded)'), observed);
    },
  },
  {
    id: 'PAGE_009',
    pageTypes: LANDING,
    languages: 'any',
    group: 'content-gaps',
    dimension: 'persuasion',
    title: 'No explainer or demo video',
    label: 'A video explains the offer',
    description:
      'A short video shows how the product or service works in a way text cannot, and keeps evaluating visitors on the page longer.',
    threshold: 'the page embeds at least one video (YouTube, Vimeo, Wistia, Loom or <video>)',
    severity: 'low',
    weight: 2,
    industries: ['saas', 'app', 'course', 'agency', 'local', 'nonprofit', 'event'],
    needs: 'static',
    fixSteps: [
      'Record a 60-120 second video that shows the offer in use or the team at work',
      'Embed it near the top of the page with a poster image and captions',
    ],
    fixEffort: 'high',
    impact: 'medium',
    impactEstimate: 'estimate: +2-10% conversion rate on landing pages; varies widely with video quality',
    source: 'heuristic',
    run(model) {
      const v = model.videos[0];
      if (v) return pass(seen(v, `${v.provider} video: ${v.src}`), `${model.videos.length} video(s)`);
      return fail(absent('an embedded video (YouTube, Vimeo, Wistia, Loom or <video>)'), 'no video');
    },
  },
  {
    id: 'PAGE_010',
    pageTypes: CONVERTING,
    languages: ['en'],
    group: 'content-gaps',
    dimension: 'friction',
    title: 'No help or customer-service section linked',
    label: 'Help centre is linked',
    description:
      'Customers with a question look for Help or Support before they buy; without it the question becomes a reason to postpone.',
    threshold: 'the page links to a Help / Support / FAQ / Customer service page',
    severity: 'low',
    weight: 2,
    industries: ['ecommerce', 'saas', 'app', 'course'],
    needs: 'static',
    fixSteps: [
      'Collect the top 10 customer questions into a Help or FAQ page',
      'Link it from the header or footer as "Help" or "Customer service"',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: +0.5-2% conversion rate and fewer support contacts',
    source: 'heuristic',
    run(model) {
      const link = findLink(model, HELP_TEXT, HELP_HREF);
      if (link) return pass(seen(link, link.text || link.href), `linked: ${link.href}`);
      return fail(absent('a link to a Help / Support / FAQ / Customer service page'), 'no help link');
    },
  },
];

export default checks;
