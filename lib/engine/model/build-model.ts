import { buildPageDom, type PageDom } from './dom.js';
import { emptyModel } from './empty-model.js';
import {
  choosePrimaryWithPerception,
  detectCtas,
  detectMenuAsks,
  finderForms,
  inHeroBlock,
  keepFindersWhereAsked,
} from './detectors/ctas.js';
import { detectContacts, detectSocialLinks } from './detectors/contacts.js';
import { detectHeadings, detectTextBlocks } from './detectors/content.js';
import { baseUrlOf, detectHead } from './detectors/document-head.js';
import { detectFaq } from './detectors/faq.js';
import { detectForms } from './detectors/forms.js';
import { detectGuarantees } from './detectors/guarantees.js';
import { detectHero } from './detectors/hero.js';
import { detectLinks } from './detectors/links.js';
import { detectBadges, detectLogos } from './detectors/logos.js';
import { detectMarkup } from './detectors/markup.js';
import { detectImages, detectVideos } from './detectors/media.js';
import { detectNav } from './detectors/nav.js';
import { hostOf, siteOf, withUrlMemo, type PageContext } from './detectors/page-context.js';
import { detectPolicies } from './detectors/policies.js';
import { detectPrices } from './detectors/prices.js';
import { detectScripts, detectStylesheets } from './detectors/scripts.js';
import { detectStructuredData } from './detectors/structured-data.js';
import { detectReviewSummaries, detectTestimonials } from './detectors/testimonials.js';
import { detectChatWidget, detectCookieBanner } from './detectors/widgets.js';
import { deliveryFacts, siteUrlOf } from './delivery.js';
import { contentFingerprint } from './fingerprint.js';
import { classifyIndustry } from './industry.js';
import { declaredContentLanguage, detectLanguage } from './language.js';
import type { HttpFacts, Layout, PageModel, RenderFacts } from './page-model.js';
import { classifyPageType } from './page-type.js';
import { siteFacts } from './site-pages.js';
import { wordCount } from './dom.js';
import { concealedSelectors } from './detectors/perception.js';
import { listenersKnown, markInertActions } from './detectors/actions.js';
import { detectHiddenLinks } from './detectors/hidden-links.js';
import { assignTextRoles } from './detectors/roles.js';
import { phase } from './phases.js';
import { markupGap } from './detectors/markup-flow.js';

export interface BuildModelInput {
  url: string;
  finalUrl: string;
  html: string;
  http: HttpFacts;
  fetchedAt?: string;
  /** Present in render mode: layouts keyed by the data-cas-id the renderer stamped on elements. */
  render?: { layouts: Record<string, Layout>; facts: RenderFacts } | null;
  staticReason?: string | null;
  /** The page is a local file the CLI served on loopback. */
  localFile?: boolean;
  /** The HTML came in the request (POST /scan with html), not from the page's server. */
  inlineHtml?: boolean;
}

/**
 * Past this many pixels of content between the headline's foot and a button, read from markup, the
 * button is under the fold of a desktop screen (about 770 px tall, the header and the headline
 * taking the first 250-300).
 */
const MARKUP_FOLD_GAP = 450;

function belowMarkupFold(dom: PageDom, headlineOrder: number | null, order: number): boolean {
  if (headlineOrder === null) return false;
  const headline = dom.elements[headlineOrder];
  const el = dom.elements[order];
  if (!headline || !el) return false;
  const gap = markupGap(dom, headline, el);
  return gap !== null && gap > MARKUP_FOLD_GAP;
}

/**
 * Builds the page model from fetched or rendered HTML: one parse and one walk of the DOM, then
 * each detector reads the collected lists.
 *
 * @example buildPageModel({ url, finalUrl: url, html, http }).ctas.find((c) => c.role === 'primary')
 */
export function buildPageModel(input: BuildModelInput): PageModel {
  // every URL the detectors parse is parsed once per build
  return withUrlMemo(() => assembleModel(input));
}

function assembleModel(input: BuildModelInput): PageModel {
  const render = input.render ?? null;
  const finalUrl = input.finalUrl || input.url;
  const delivery = deliveryFacts({
    finalUrl,
    localFile: input.localFile,
    inlineHtml: input.inlineHtml,
    render: render?.facts ?? null,
  });
  // A degraded render (stylesheets failed) laid the page out unstyled: hidden menus show and sizes
  // are wrong, so its element layouts are left off and perception reads the markup as in static mode.
  const dom = phase('parse + walk', () =>
    buildPageDom(input.html, render && !delivery.degraded ? render.layouts : null),
  );
  const baseUrl = baseUrlOf(dom.tag('base'), finalUrl);
  const host = hostOf(finalUrl) ?? '';
  const ctx: PageContext = { dom, baseUrl, host, site: siteOf(host), liveSite: null, lang: null };

  const head = phase('head', () => detectHead(ctx));
  ctx.lang = head.lang;
  // 127.0.0.1 is not the site: a local audit compares hosts with the page's own canonical.
  const siteUrl = siteUrlOf({ finalUrl, canonical: head.canonical, delivery });
  if (siteUrl !== finalUrl) ctx.liveSite = siteOf(hostOf(siteUrl) ?? '');
  const structured = phase('structured data', () => detectStructuredData(dom));
  const headings = phase('headings', () => detectHeadings(dom));
  const textBlocks = phase('text blocks', () => detectTextBlocks(dom));
  const linkCandidates = phase('links', () => detectLinks(ctx, finalUrl));
  const { forms, purposes } = phase('forms', () => detectForms(ctx));
  const images = phase('images', () => detectImages(ctx));
  const videos = phase('videos', () => detectVideos(ctx));
  const heroBase = phase('hero', () =>
    detectHero(dom, headings, textBlocks, images, { title: head.title, host: ctx.liveSite ?? host }),
  );
  const ctas = phase('ctas', () => detectCtas(dom, linkCandidates, purposes, finderForms(dom, forms)));
  const { scripts, sources, inline } = phase('scripts', () => detectScripts(ctx));

  // the detectors' answers written over the empty model's fields (same keys and order as spreading
  // it into a literal, which would give every model a hidden class of its own)
  const model: PageModel = Object.assign(emptyModel(input.url), {
    url: input.url,
    finalUrl,
    fetchedAt: input.fetchedAt ?? new Date().toISOString(),
    mode: render ? 'render' : 'static',
    staticReason: render ? null : (input.staticReason ?? null),
    http: input.http,
    lang: head.lang,
    title: head.title,
    meta: head.meta,
    canonical: head.canonical,
    canonicalHref: head.canonicalHref,
    baseHref: head.baseHref,
    hreflang: head.hreflang,
    openGraph: head.openGraph,
    twitter: head.twitter,
    favicon: head.favicon,
    structuredData: structured.map((s) => s.item),
    headings,
    textBlocks,
    links: linkCandidates.map((l) => l.link),
    ctas,
    forms,
    images,
    videos,
    prices: phase('prices', () => detectPrices(ctx)),
    testimonials: phase('testimonials', () => detectTestimonials(dom, structured)),
    reviews: phase('reviews', () => detectReviewSummaries(dom, structured)),
    logos: phase('logos', () => detectLogos(dom, headings, textBlocks, images)),
    badges: phase('badges', () => detectBadges(dom, images)),
    guarantees: phase('guarantees', () => detectGuarantees(dom)),
    faq: phase('faq', () => detectFaq(dom, structured)),
    policies: phase('policies', () => detectPolicies(linkCandidates)),
    contacts: phase('contacts', () => detectContacts(dom, linkCandidates, structured, forms)),
    socialLinks: phase('social links', () => detectSocialLinks(linkCandidates)),
    cookieBanner: phase('widgets', () => detectCookieBanner(dom, sources)),
    chatWidget: phase('widgets', () => detectChatWidget(dom, sources, inline)),
    hero: { ...heroBase, cta: null },
    nav: phase('nav', () =>
      detectNav(dom, linkCandidates, forms, finalUrl, heroBase.headline?.order ?? null),
    ),
    scripts,
    stylesheets: phase('scripts', () => detectStylesheets(dom)),
    text: dom.text,
    seams: dom.seams,
    wordCount: phase('word count', () => wordCount(dom.text)),
    elementCount: dom.elementCount,
    markup: phase('markup', () => detectMarkup(dom, inline)),
    render: render ? render.facts : null,
    delivery,
  });
  // the language first: the industry's word lists read only the languages they hold
  model.language = phase('language', () =>
    detectLanguage({
      text: `${head.title ?? ''} ${dom.text}`,
      htmlLang: head.lang,
      contentLanguage: declaredContentLanguage(dom, input.http.headers),
    }),
  );
  model.industry = phase('industry', () => classifyIndustry(model));
  keepFindersWhereAsked(ctas, model.industry.id);
  // the primary call to action is chosen once the site's industry is known: the asks that fit it weigh more
  const chosen = phase('primary cta', () =>
    choosePrimaryWithPerception(ctas, heroBase.end, {
      dom,
      industry: model.industry.id,
      headlineOrder: heroBase.headline?.order ?? null,
      menuAsks: detectMenuAsks(dom, linkCandidates, ctas),
      formPurposes: purposes,
    }),
  );
  model.mainAsk = chosen.primary;
  model.ctaPerception = chosen.perception;
  const primary = ctas.find((c) => c.role === 'primary') ?? null;
  // Measured (a render whose styles loaded), the first screen is what the fold shows: a pricing
  // banner's plan buttons 1,300 px down are not in the hero, whatever the markup order says.
  // From markup: a slider's later slides push the booking button under them past the hero's span
  // in markup order, though the block that opens with the headline shows it on the first screen.
  // Unmeasured, a button that markup order keeps in the hero can still sit a screen under the
  // headline: after a form's fields and a 10-row textarea, after paragraphs and a list
  // (markupGap, model/detectors/markup-flow.ts).
  const measured = primary?.layout?.desktop;
  const onFirstScreen = measured
    ? measured.visible && measured.aboveFold
    : primary !== null &&
      (primary.order < heroBase.end || inHeroBlock(dom, heroBase.headline?.order ?? null, primary.order)) &&
      !phase('markup fold', () => belowMarkupFold(dom, heroBase.headline?.order ?? null, primary.order));
  model.hero.cta = primary && onFirstScreen ? primary : null;
  phase('inert actions', () =>
    markInertActions(dom, ctas, model.mainAsk, scripts, listenersKnown(render?.facts)),
  );
  model.hiddenLinks = phase('hidden links', () => detectHiddenLinks(ctx));
  phase('text roles', () => assignTextRoles(dom, model));
  model.pageType = phase('page type', () => classifyPageType(model));
  model.site = phase('site', () => siteFacts(model, []));
  model.fingerprint = phase('fingerprint', () => contentFingerprint(model));
  model.concealed = phase('concealment', () => concealedSelectors(dom));
  return model;
}
