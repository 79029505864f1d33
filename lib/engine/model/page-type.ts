import { decodeSafely } from './dom.js';
/**
 * What kind of page this is (a home or landing page, a product detail page, a pricing page, an
 * article...), from the evidence a visitor or a crawler uses: the address, schema.org types and
 * og:type, the headline and title, and the page's structure (one product with a price and an
 * add-to-cart button, a grid of priced items, plan prices with billing periods, a byline over long
 * prose...). Each piece of evidence adds a weight to one type; the highest total wins.
 */
import { appStoreOf, STORE_BADGE } from './app-stores.js';
import { localHost } from './delivery.js';
import { LOGIN_WORDING, ctaIntent } from './detectors/ctas.js';
import { hostOf } from './detectors/page-context.js';
import { subscriptionPrices } from './price-kinds.js';
import { courseFacts, isStamp, sellsDatedTickets } from './offer-evidence.js';
import type { PageModel, PageType, PageTypeFacts } from './page-model.js';

interface Signal {
  type: PageType;
  weight: number;
  label: string;
}

/** Below this total no type is decided, and the page falls back to home_landing or other. */
const DECISIVE = 2.5;
/** A form's name is a few words ("Sign Up", "Please Login or Register", "Create your Account"). */
const ACCOUNT_NAME_WORDS = 5;
/** An account page holds its form, a menu and a footer: a landing page says more. */
const ACCOUNT_PAGE_WORDS = 600;

/** A path segment that names a locale ("en", "en-us", "de_DE"), which says nothing about the page. */
const LOCALE_SEGMENT = /^[a-z]{2}(?:[-_][a-z]{2,4})?$/i;

/** Each address rule: a segment pattern, the type it points to, its weight, and whether it must be followed by another segment. */
const PATH_RULES: { re: RegExp; type: PageType; weight: number; label: string; needsChild?: boolean }[] = [
  {
    re: /^(?:products?|p|dp|item|items|gp|artikel|produkt|produit|producto|prodotto)$/,
    type: 'product_detail',
    weight: 5,
    label: 'product address',
    needsChild: true,
  },
  {
    re: /^(?:category|categories|c|collections?|catalog|catalogue|department|departments|browse|kategorie|categorie|categoria)$/,
    type: 'category_listing',
    weight: 3.5,
    label: 'category address',
  },
  {
    re: /^(?:pricing|plans|prices|plans-and-pricing|pricing-plans|preise|tarifs|precios|prezzi)$/,
    type: 'pricing',
    weight: 6,
    label: 'pricing address',
  },
  {
    re: /^(?:contact|contact-us|contactus|contacts|get-in-touch|kontakt|contacto|contatti|contactez-nous)$/,
    type: 'contact',
    weight: 6,
    label: 'contact address',
  },
  {
    re: /^(?:about|about-us|aboutus|our-story|who-we-are|our-team|team|ueber-uns|uber-uns|a-propos|chi-siamo|quienes-somos|sobre-nosotros|over-ons)$/,
    type: 'about',
    weight: 6,
    label: 'about address',
  },
  {
    re: /^(?:privacy|privacy-policy|privacy-notice|terms|terms-of-service|terms-of-use|terms-and-conditions|tos|legal|shipping|shipping-policy|shipping-info|delivery|delivery-information|returns|return-policy|returns-policy|refund|refund-policy|cookies?|cookie-policy|imprint|impressum|datenschutz|agb|disclaimer|accessibility)$/,
    type: 'policy',
    weight: 6,
    label: 'policy address',
  },
  {
    re: /^(?:search|results|suche|recherche|buscar|cerca|zoeken)$/,
    type: 'search_results',
    weight: 5,
    label: 'search address',
  },
  {
    re: /^(?:blog|blogs|news|articles?|posts?|stories|magazine|journal|recipes?)$/,
    type: 'article_blog',
    weight: 3.5,
    label: 'blog or article address',
    needsChild: true,
  },
  {
    re: /^(?:events?|tickets|concerts?|festival|conference|webinars?)$/,
    type: 'event',
    weight: 3,
    label: 'event address',
    needsChild: true,
  },
  {
    re: /^(?:courses?|classes|lessons?|training|curriculum)$/,
    type: 'course',
    weight: 3,
    label: 'course address',
    needsChild: true,
  },
  {
    re: /^(?:donate|donation|donations|give|giving|spenden|faire-un-don|donar|dona)$/,
    type: 'donation',
    weight: 6,
    label: 'donation address',
  },
  {
    re: /^(?:reviews|testimonials|customer-reviews|what-our-customers-say|kundenstimmen|avis)$/,
    type: 'review_ugc',
    weight: 5,
    label: 'reviews address',
  },
  {
    re: /^(?:download|downloads|app|apps|mobile-app|get-the-app)$/,
    type: 'app_landing',
    weight: 3,
    label: 'app or download address',
  },
  {
    re: /^(?:lp|landing|landing-page|offer|get-started)$/,
    type: 'home_landing',
    weight: 3,
    label: 'landing page address',
  },
];

const SEARCH_PARAMS = ['q', 's', 'k', 'query', 'search', 'keyword', 'keywords', 'searchterm', 'term'];

const POLICY_WORDING =
  /\b(?:(?:shipping|delivery|privacy|returns?|refunds?|cookies?|exchanges?|cancellation|warranty)(?: (?:&|and) (?:returns?|exchanges?|refunds?|delivery))?\s+(?:policy|policies|information|info|notice|statement)|terms\s+(?:of\s+(?:service|use|sale)|(?:and|&)\s+conditions)|legal notice|impressum|datenschutz\w*|politique de confidentialit\w+|pol[ií]tica de privacidad)\b/i;
const CONTACT_WORDING = /^(?:contact(?: us)?|get in touch|kontakt|contactez-nous|cont[aá]ctenos|contatti)\b/i;
/**
 * Wording that names getting in touch anywhere in a title, heading or link ("We'd love to hear from
 * you - get in touch", "Contactez-nous", "Kontaktformular"), in the languages the audit reads.
 */
export const CONTACT_NAMING =
  /(?<![\p{L}])(?:contact(?:ez|ar|o|e|s)?(?: us)?|get in touch|write to us|reach us|send us a (?:message|note)|find us(?![\p{L}]| on\b)|kontakt\w*|anfahrt|so finden sie uns|nous trouver|cont[aá]ct(?:enos|anos)|c[oó]mo llegar|contatt[io]|contattaci|come raggiungerci|fale conosco|schreiben sie uns)(?![\p{L}])/iu;
const ABOUT_WORDING =
  /^(?:about(?: us)?|our story|who we are|meet the team|our team|über uns|ueber uns|à propos|a propos|chi siamo|quiénes somos|over ons)\b/i;
/**
 * A page named for the people who work there, the whole name ("Team", "Mitarbeiter", "Notre équipe"):
 * a team page is an about page. Whole names only: "Team collaboration software" is a product; and
 * "People" or "L'Équipe" alone are names of magazines, so those need "our" or "the".
 */
const TEAM_PAGE_NAME =
  /^(?:(?:the |our |meet (?:the|our) )?team|(?:the |our |meet (?:the|our) )(?:people|staff)|(?:unser |das )?team|(?:unsere )?mitarbeiter(?:innen)?|(?:notre )?équipe|(?:el |nuestro )?equipo|(?:il )?(?:nostro )?team|(?:het |ons )?team|(?:a |nossa )?equipe)$/i;
const PRICING_WORDING =
  /^(?:pricing|prices|plans(?: (?:and|&) pricing)?|choose (?:your|a) plan|simple,? transparent pricing|preise|tarifs|precios)\b/i;
const REVIEW_WORDING =
  /\b(?:testimonials|customer reviews|reviews|what (?:our |people |others )?(?:customers|clients|people|patients|guests)? ?(?:say|are saying)|customer stories|success stories|kundenstimmen)\b/i;
const SEARCH_WORDING =
  /\b(?:search results|results for|you searched for|showing results|suchergebnisse|résultats de recherche)\b/i;
const DONATION_WORDING =
  /\b(?:donate|make a (?:gift|donation)|give (?:today|now|monthly)|support our (?:work|mission)|spenden|faire un don)\b/i;

const ARTICLE_TYPES =
  /^(?:Article|NewsArticle|BlogPosting|Blog|ReportageNewsArticle|AnalysisNewsArticle|OpinionNewsArticle|LiveBlogPosting|TechArticle|ScholarlyArticle|Recipe|HowTo)$/;
const PRODUCT_TYPES = /^(?:Product|ProductGroup|IndividualProduct|ProductModel|Book|Vehicle)$/;

/**
 * The page's types in JSON-LD, microdata and RDFa, top-level items counted separately from nested
 * ones, and the types only stamped on the page (isStamp) apart from both.
 */
function schemaTypes(model: PageModel): {
  top: Map<string, number>;
  nested: Set<string>;
  stamps: Set<string>;
} {
  const top = new Map<string, number>();
  const nested = new Set<string>();
  const stamps = new Set<string>();
  const collect = (v: unknown, depth: number): void => {
    if (depth > 4 || typeof v !== 'object' || v === null) return;
    if (Array.isArray(v)) return v.forEach((x) => collect(x, depth + 1));
    const t = (v as Record<string, unknown>)['@type'];
    for (const name of Array.isArray(t) ? t : [t])
      if (typeof name === 'string') nested.add(name.replace(/^.*[/#]/, ''));
    for (const x of Object.values(v)) collect(x, depth + 1);
  };
  for (const item of model.structuredData) {
    if (isStamp(item)) {
      stamps.add(item.type);
      continue;
    }
    top.set(item.type, (top.get(item.type) ?? 0) + 1);
    for (const [key, value] of Object.entries(item.data)) if (key !== '@type') collect(value, 1);
  }
  return { top, nested, stamps };
}

/**
 * Query keys with which a site's root shows something other than its home page: a post or a page
 * by id (WordPress "?p=", "?page_id="), a category, tag or search, a page of a listing. Any other
 * key (campaign tags, click ids, a currency or a country, an A/B variant) leaves the home page.
 */
const CONTENT_PARAM =
  /^(?:p|page_id|post_type|cat|category|categories|tag|s|q|query|search|keyword|paged|pg|page|product|product_id|products_id|item|article|id|m)$/i;

/** An address's host without "www.": the site's name whichever spelling a link uses. */
function bareHostOf(href: string): string | null {
  return hostOf(href)?.replace(/^www\./, '') ?? null;
}

/** Links of the page to a host: the page lives on a site it links to over and over. */
const SAME_SITE_LINKS = 3;

/**
 * Where a page audited from a local address says it lives: its canonical link, else its og:url.
 * A relative one ("/blog/2018/04/25/the-winner…/") still names the path; an absolute one on a
 * local host (a draft's "http://localhost:3000/") or a single-label name says nothing. An og:url
 * is copied with templates (a theme author's profile page), so it counts only on a host the page
 * links to SAME_SITE_LINKS times or more.
 */
export function declaredPageAddress(
  model: Pick<PageModel, 'canonicalHref' | 'openGraph' | 'links'>,
): string | null {
  const declared: [string | null | undefined, boolean][] = [
    [model.canonicalHref, false],
    [model.openGraph['og:url'], true],
  ];
  for (const [raw, copied] of declared) {
    const value = raw?.trim() ?? '';
    if (!value) continue;
    // a protocol-relative address ("//www.firm.com/blog/…") is as absolute as the page's scheme
    const absolute = value.startsWith('//') ? `https:${value}` : value;
    if (/^https?:\/\//i.test(absolute)) {
      const host = bareHostOf(absolute);
      if (!host?.includes('.') || localHost(absolute) !== null) continue;
      if (copied && model.links.filter((l) => bareHostOf(l.href) === host).length < SAME_SITE_LINKS) continue;
      return absolute;
    }
    if (value.startsWith('/')) {
      try {
        return new URL(value, 'https://declared.invalid/').href;
      } catch {
        continue;
      }
    }
  }
  return null;
}

/**
 * Whether an address's query chooses what the page shows (a category, a page number, a post); a
 * shop engine's own route to its home ("index.php?route=common/home") does not.
 */
function picksContent(url: URL): boolean {
  const route = url.searchParams.get('route');
  if (route !== null && !/^common\/home$/i.test(route)) return true;
  return [...url.searchParams.keys()].some((k) => CONTENT_PARAM.test(k));
}

/** The page's own address: where it was fetched, or on a local audit the one it declares (or null). */
function pageAddress(model: PageModel): string | null {
  const local = model.delivery.loopback || model.delivery.localFile;
  return local ? declaredPageAddress(model) : model.finalUrl || model.url;
}

function pathSignals(
  model: PageModel,
  add: (type: PageType, weight: number, label: string) => void,
): boolean {
  // On a local audit the address is the file's or the dev server's, not the site's: only the
  // address the page declares says where it lives, and without one the address says nothing.
  const address = pageAddress(model);
  if (!address) return false;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  const segments = url.pathname
    .toLowerCase()
    .split('/')
    .map((s) => decodeSafely(s).replace(/\.(?:html?|php|aspx?|jsp|do|cfm)$/, ''))
    .filter((s) => s !== '');
  const meaningful = segments.filter((s, i) => !(i === 0 && LOCALE_SEGMENT.test(s)));
  // a query that picks what the root shows ("/?cat=dryers&pg=2") makes a listing, not the home
  // page; campaign tags ("?utm_source=…") do not
  const root =
    !picksContent(url) &&
    (meaningful.length === 0 ||
      (meaningful.length === 1 && /^(?:index|home|home-?page|default|start)$/.test(meaningful[0])));
  if (root) add('home_landing', 3, 'the site root address');

  const seen = new Set<string>();
  meaningful.forEach((segment, i) => {
    const hasChild = i < meaningful.length - 1;
    for (const rule of PATH_RULES) {
      if (seen.has(rule.label) || !rule.re.test(segment)) continue;
      if (rule.needsChild && !hasChild) continue;
      seen.add(rule.label);
      add(rule.type, rule.weight, `${rule.label} (/${segment}/)`);
    }
  });
  if (/\/(?:19|20)\d\d\/(?:0?[1-9]|1[0-2])\//.test(url.pathname))
    add('article_blog', 3, 'a dated address (/yyyy/mm/)');
  const last = meaningful[meaningful.length - 1] ?? '';
  if (last.split('-').length >= 6 && !/\d{4,}/.test(last))
    add('article_blog', 1, 'a long headline-like slug');
  for (const name of SEARCH_PARAMS) {
    if (url.searchParams.get(name)) {
      add('search_results', 5, `a search query in the address (?${name}=)`);
      break;
    }
  }
  return root;
}

/** Host without "www." and path without its trailing slash: how two spellings of one address compare. */
function addressKey(href: string, base?: string): string | null {
  try {
    const url = new URL(href, base);
    if (!/^https?:$/.test(url.protocol)) return null;
    return `${url.hostname.replace(/^www\./, '').toLowerCase()}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}

/**
 * The site's schema.org WebSite item gives the address of the site's home page, and this page is at
 * that address (its own, or the canonical link of a local copy). Sites stamp the item on every
 * page, so an inner page names the root while the page itself lives deeper.
 */
function websiteIsThisPage(model: PageModel): boolean {
  const address = pageAddress(model);
  if (!address) return false;
  const here = addressKey(address);
  if (here === null || picksContent(new URL(address))) return false;
  return model.structuredData.some(
    (item) =>
      item.type === 'WebSite' &&
      typeof item.data.url === 'string' &&
      addressKey(item.data.url, address) === here,
  );
}

/** Every part of the title between separators ("RSW AG - Mitarbeiter" -> "RSW AG", "Mitarbeiter"). */
function titleParts(model: PageModel): string[] {
  return (model.title ?? '')
    .split(/\s+[|–—:-]\s+|\s+::\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The title's first part, before a separator ("Sign Up | Acme" -> "Sign Up"): what the page calls itself. */
function titleLead(model: PageModel): string {
  return (model.title ?? '').split(/\s+[|–—:-]\s+|\s+::\s+/)[0] ?? '';
}

/** Scores every page type from the page's evidence. */
export function pageTypeSignals(model: PageModel): Signal[] {
  const signals: Signal[] = [];
  const add = (type: PageType, weight: number, label: string): void => {
    signals.push({ type, weight, label });
  };
  pathSignals(model, add);

  // --- structured data and Open Graph
  const { top, nested, stamps } = schemaTypes(model);
  const count = (re: RegExp): number => [...top].filter(([t]) => re.test(t)).reduce((n, [, c]) => n + c, 0);
  const products = count(PRODUCT_TYPES);
  if (products === 1) add('product_detail', 6, 'schema.org Product');
  else if (products >= 3) add('category_listing', 4, `${products} schema.org Products`);
  else if (products === 2) add('product_detail', 3, 'schema.org Products');
  else if (count(/^(?:Offer|Offering)$/) === 1) add('product_detail', 3, 'a schema.org Offer');
  const articles = count(ARTICLE_TYPES);
  if (articles > 0) add('article_blog', 6, 'schema.org Article, BlogPosting or Recipe');
  const events = count(/Event$/);
  if (events > 0) add('event', events === 1 ? 5 : 3, `schema.org Event${events > 1 ? 's' : ''}`);
  const courses = count(/^(?:Course|CourseInstance)$/);
  if (courses > 0) add('course', courses === 1 ? 5 : 3, 'schema.org Course');
  if (count(/^(?:ItemList|CollectionPage|OfferCatalog|ProductCollection)$/) > 0 && products !== 1)
    add('category_listing', 3, 'schema.org ItemList or CollectionPage');
  if (top.has('SearchResultsPage')) add('search_results', 6, 'schema.org SearchResultsPage');
  if (top.has('AboutPage')) add('about', 6, 'schema.org AboutPage');
  if (top.has('ContactPage')) add('contact', 6, 'schema.org ContactPage');
  if (count(/^Review$/) >= 3 && products === 0) add('review_ugc', 3, 'a list of schema.org Reviews');
  if (top.has('MobileApplication') || nested.has('MobileApplication'))
    add('app_landing', 3, 'schema.org MobileApplication');
  if (nested.has('DonateAction') || top.has('DonateAction')) add('donation', 4, 'schema.org DonateAction');
  const ogType = (model.openGraph['og:type'] ?? '').toLowerCase().replace(/^og:/, '');
  // sites stamp og:type on every template, so these only tip the balance
  if (ogType === 'product' || ogType === 'product.item') add('product_detail', 2.5, 'og:type product');
  if (ogType === 'article') add('article_blog', 1.5, 'og:type article');
  if ([...stamps].some((t) => ARTICLE_TYPES.test(t)))
    add('article_blog', 1.5, 'a schema.org Article type without content');
  if (websiteIsThisPage(model)) add('home_landing', 3, "the site's schema.org WebSite is this address");

  // --- the headline and the title name the page
  // a section heading picked as the headline (no h1 on the page) names the page less surely
  const h1 = model.headings.find((h) => h.level === 1);
  const headline = model.hero.headline ?? h1 ?? null;
  const headlineWeight = headline?.level === 1 ? 1 : 0.5;
  const title = titleLead(model);
  const named = (re: RegExp, type: PageType, weight: number, what: string): void => {
    if (headline && re.test(headline.text.trim())) add(type, weight * headlineWeight, `${what} headline`);
    else if (re.test(title.trim())) add(type, weight * 0.75, `${what} title`);
  };
  named(POLICY_WORDING, 'policy', 6, 'a policy');
  named(CONTACT_WORDING, 'contact', 4, 'a contact');
  named(ABOUT_WORDING, 'about', 4, 'an about-us');
  // a team page's name is often the title's second part ("RSW AG - Mitarbeiter", "Team | AVANTEC");
  // the part that is the site's own name is not the page's, and a page of prices is a plan's ("Team")
  const siteName = (model.openGraph['og:site_name'] ?? '').trim().toLowerCase();
  if (model.prices.length === 0) {
    if (headline && TEAM_PAGE_NAME.test(headline.text.trim()))
      add('about', 4 * headlineWeight, 'a team headline');
    else if (titleParts(model).some((part) => part.toLowerCase() !== siteName && TEAM_PAGE_NAME.test(part)))
      add('about', 3, 'a team title');
  }
  named(PRICING_WORDING, 'pricing', 3, 'a pricing');
  named(REVIEW_WORDING, 'review_ugc', 4, 'a reviews or testimonials');
  named(SEARCH_WORDING, 'search_results', 5, 'a search results');
  named(DONATION_WORDING, 'donation', 3, 'a donation');

  commerceSignals(model, add);
  pricingSignals(model, add);
  articleSignals(model, add);
  appSignals(model, add);
  otherStructureSignals(model, add);
  // one ticket for a date, put in a cart: the buy box is an event's box office, not a product's
  if (sellsDatedTickets(model))
    return signals.map((s) =>
      s.type === 'product_detail' ? { ...s, type: 'event', label: `${s.label}, for a date` } : s,
    );
  return signals;
}

function commerceSignals(
  model: PageModel,
  add: (type: PageType, weight: number, label: string) => void,
): void {
  const cartCtas = model.ctas.filter(
    (c) =>
      c.intent === 'cart' ||
      (c.intent === 'purchase' &&
        /\b(?:add to|buy (?:it )?now|in den warenkorb|ajouter au panier|añadir al carrito)\b/i.test(c.text)),
  );
  const primary = model.ctas.find((c) => c.role === 'primary');
  // an add-to-cart form in the page counts like its button, which is often an image or an icon
  // without words (a sprite-labelled "In den Warenkorb")
  const cartForms = model.forms.filter((f) => f.purpose === 'cart' && f.region === 'main');
  const offers = model.prices.filter((p) => !p.isCompareAt && p.amount > 0 && p.period === null);
  const fields = model.forms.flatMap((f) => f.fields);
  const quantity = fields.some((f) =>
    /\bq(?:uan)?ty\b|quantity|menge|quantit/i.test(`${f.name} ${f.label ?? ''}`),
  );
  const variants = model.forms.some(
    (f) =>
      f.purpose === 'cart' &&
      f.fields.some((x) =>
        /\b(?:size|colou?r|variant|option|style|flavou?r|format|width|length)\b/i.test(
          `${x.name} ${x.label ?? ''}`,
        ),
      ),
  );
  const text = model.text.slice(0, 60_000);
  const listingTools =
    /\b(?:sort by|sort:|items per page|per page|show(?:ing)? \d+\s*(?:-|–|to)\s*\d+ of \d+|\d+ (?:items|products|results) found|view as:?\s*(?:grid|list)|filter by|refine by|narrow by|shop by)\b/i.test(
      text,
    ) ||
    fields.some((f) =>
      /^(?:sort|order|orderby|limit|dir|per_page|product_list_order|product_list_limit)$/i.test(f.name),
    );

  // one product: the page's main action adds it to the cart, with a price and a quantity near the headline
  const head = model.hero.headline ?? model.headings.find((h) => h.level === 1) ?? null;
  if (primary && cartCtas.includes(primary))
    add('product_detail', 3, 'the main action is "Add to cart" or "Buy now"');
  if (quantity && (cartCtas.length > 0 || cartForms.length > 0))
    add('product_detail', 2.5, 'a quantity selector');
  if (variants) add('product_detail', 1.5, 'size, colour or variant options');
  if (head) {
    const near = (order: number): boolean => order > head.order && order - head.order < 250;
    const pricedHead = model.prices.some((p) => near(p.order));
    if (pricedHead && [...cartCtas, ...cartForms].some((c) => near(c.order)))
      add('product_detail', 2, 'a price and an add-to-cart button right after the headline');
    // One item's stock number beside the price under the headline marks a product page, even when
    // its buy box is missing or broken (the page then needs that fixed, not landing-page rules).
    if (pricedHead && ITEM_NUMBER.test(text.slice(0, 8000)))
      add('product_detail', 3.5, 'a price and an item number (SKU) under the headline');
  }
  const detailSections = detailSectionsOf(model);
  if (detailSections > 0)
    add(
      'product_detail',
      Math.min(3, detailSections),
      'product description, specification or review sections',
    );
  if (model.reviews.length > 0 && cartCtas.length > 0)
    add('product_detail', 1, 'a rating summary beside an add-to-cart button');

  // many priced items: a grid, usually with sorting, filters or paging
  if (listingTools && offers.length >= 3)
    add('category_listing', 3.5, 'sorting, filters or paging over priced items');
  const sameText = new Map<string, number>();
  for (const c of cartCtas) sameText.set(c.text.toLowerCase(), (sameText.get(c.text.toLowerCase()) ?? 0) + 1);
  const repeated = Math.max(0, ...sameText.values());
  if (repeated >= 4 && offers.length >= 4 && !quantity)
    add('category_listing', 3, `${repeated} identical add-to-cart buttons over ${offers.length} prices`);
  const relatedSection = model.headings.some((h) =>
    /\b(?:related|similar|you may also like|frequently bought|customers (?:also|who))\b/i.test(h.text),
  );
  if (head && offers.length >= 6 && cartCtas.length === 0 && !relatedSection) {
    // a name whose own price follows it, before the next heading: a section heading above a priced
    // item is not an item
    const productHeadings = model.headings.filter((h, i) => {
      const next = model.headings[i + 1]?.order ?? Infinity;
      return (
        h.order > head.order &&
        h.level >= 2 &&
        model.prices.some((p) => p.order > h.order && p.order < next && p.order - h.order < 25)
      );
    });
    // a listing page leads with its items; a home page reaches its menu, courses or bestsellers
    // after sections of its own
    if (productHeadings.length >= 4 && sectionsBetween(model, head.order, productHeadings) <= 1)
      add('category_listing', 2.5, `${productHeadings.length} product names each followed by a price`);
  }
}

function pricingSignals(
  model: PageModel,
  add: (type: PageType, weight: number, label: string) => void,
): void {
  // rents and instalments recur too, but nobody chooses them as a plan
  const plans = subscriptionPrices(model);
  // plans are tiers at different prices; one price said again (a weekly instalment repeated in
  // each treatment box, a responsive copy) is not a choice of plans
  if (plans.length < 2 || new Set(plans.map((p) => p.amount)).size < 2) return;
  add('pricing', 2, `${plans.length} plan prices with a billing period`);
  // a pricing page leads with its plans; a home page reaches them after several sections
  const first = Math.min(...plans.map((p) => p.order));
  const head = model.hero.headline ?? model.headings.find((h) => h.level === 1);
  // plan names are h3-h5 above each price; a page's sections are h2s
  const sectionsBefore = model.headings.filter(
    (h) => h.level === 2 && h.order < first && (!head || h.order > head.order),
  ).length;
  if (sectionsBefore <= 1) add('pricing', 4, 'the plans are the first content of the page');
  if (
    /\b(?:billed (?:annually|monthly|yearly)|monthly\s*\/\s*yearly|annual billing|compare (?:all )?(?:plans|features))\b/i.test(
      model.text,
    )
  )
    add('pricing', 1, 'billing-period wording');
}

function articleSignals(
  model: PageModel,
  add: (type: PageType, weight: number, label: string) => void,
): void {
  const prose = model.textBlocks
    .filter((b) => b.tag === 'p' && b.words >= 25 && b.region === 'main')
    .reduce((n, b) => n + b.words, 0);
  if (prose >= 1000) add('article_blog', 3, `${prose} words of paragraphs`);
  else if (prose >= 500) add('article_blog', 2, `${prose} words of paragraphs`);
  const top = model.text.slice(0, 8000);
  const byline =
    /(?:^|\s)(?:[Bb]y|[Vv]on|[Pp]ar|[Pp]or|[Dd]i|[Dd]oor)\s+[A-Z][a-zà-ÿ]+(?:\s+[A-Z]\.)?\s+[A-Z][a-zà-ÿ]+/.test(
      top,
    );
  const dated =
    /\b(?:published|updated|posted|last modified)(?: on)?:?\s+(?:[A-Z][a-z]+\.? \d{1,2},? \d{4}|\d{1,2} [A-Z][a-z]+\.? \d{4}|\d{4}-\d\d-\d\d)/i.test(
      top,
    ) ||
    /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/.test(
      top.slice(0, 4000),
    );
  // blog teasers on home pages carry bylines and dates too, so they need article-length prose
  if (byline && prose >= 600) add('article_blog', 2, 'a byline');
  if (dated && prose >= 600) add('article_blog', 1.5, 'a publication date');
  if (/\b\d+ min(?:ute)?s? read\b/i.test(top)) add('article_blog', 1.5, '"min read"');
  if (
    /\b(?:leave a (?:comment|reply)|\d+ comments|post a comment|comments? \(\d+\))\b/i.test(model.text) &&
    prose >= 300
  )
    add('article_blog', 1.5, 'a comments section');
  if (/\b(?:ingredients|instructions|servings|prep time|cook time)\b/i.test(top) && prose >= 300)
    add('article_blog', 1, 'recipe wording');
}

/** App landing: app-store badges and downloads as the main action. */
function appSignals(model: PageModel, add: (type: PageType, weight: number, label: string) => void): void {
  const primary = model.ctas.find((c) => c.role === 'primary');
  const heroEnd = model.hero.end;
  const headline = model.hero.headline ?? model.headings.find((h) => h.level === 1) ?? null;
  const storeLinks = model.links.filter((l) => appStoreOf(l.href) !== null);
  const badges = model.images.filter((i) => STORE_BADGE.test(`${i.alt ?? ''} ${i.src}`));
  const stores = [
    ...storeLinks.map((l) => ({ order: l.order, region: l.region })),
    ...badges.map((i) => ({ order: i.order, region: i.region })),
  ];
  // an app's own page puts the store badges up front; other sites keep them in the footer
  if (stores.some((s) => s.order < heroEnd && s.region !== 'footer'))
    add('app_landing', 5, 'app-store badges on the first screen');
  else if (stores.some((s) => s.region === 'main')) add('app_landing', 3.5, 'app-store badges in the page');
  else if (stores.length > 0) add('app_landing', 0.5, 'app-store badges in the footer');
  // downloads are also white papers and templates: they count when something says it is an app
  const appWording = headline !== null && /\b(?:apps?|mobile|iphone|android|download)\b/i.test(headline.text);
  if (appWording) add('app_landing', 1.5, 'the headline is about an app');
  const downloads = model.ctas.filter((c) => c.intent === 'download');
  const appDownload = (text: string): boolean =>
    /\b(?:apps?|ios|android|iphone|ipad|mac|windows|linux|desktop|browser|free download)\b/i.test(text);
  if (stores.length === 0 && !appWording && !downloads.some((c) => appDownload(c.text))) return;
  if (primary?.intent === 'download') add('app_landing', 3, 'the main action is a download');
  else if (downloads.some((c) => c.order < heroEnd))
    add('app_landing', 2, 'a download button on the first screen');
  if (
    model.links.some(
      (l) =>
        (l.region === 'header' || l.region === 'nav') &&
        /^(?:download|get the app|download (?:the|our) app)\b/i.test(l.text.trim() || l.name.trim()),
    ) ||
    model.nav.items.some((i) => /^(?:download|get the app)\b/i.test(i.text.trim()))
  )
    add('app_landing', 1.5, 'download in the navigation');
}

function otherStructureSignals(
  model: PageModel,
  add: (type: PageType, weight: number, label: string) => void,
): void {
  const primary = model.ctas.find((c) => c.role === 'primary');
  const heroEnd = model.hero.end;
  const headline = model.hero.headline ?? model.headings.find((h) => h.level === 1) ?? null;

  // reviews and testimonials as the page's content
  const quoteWords = model.testimonials.reduce((n, t) => n + t.quote.split(/\s+/).length, 0);
  if (model.testimonials.length >= 5 && model.wordCount > 0 && quoteWords / model.wordCount >= 0.35)
    add('review_ugc', 4, `${model.testimonials.length} testimonials make up most of the text`);
  else if (model.testimonials.length >= 8)
    add('review_ugc', 1.5, `${model.testimonials.length} testimonials`);

  // donation: the page is the form that gives money. Every page of a charity asks for gifts, its
  // home page first of all, so the ask alone only tips the balance.
  if (primary?.intent === 'donate') add('donation', 1.5, 'the main action is "Donate"');
  else if (model.ctas.filter((c) => c.intent === 'donate').length >= 3)
    add('donation', 1, 'several donate buttons');
  const donationForm = model.forms.filter((f) => f.purpose === 'donation' && f.region === 'main');
  if (headline && donationForm.length > 0 && sectionsBetween(model, headline.order, donationForm) <= 1)
    add('donation', 3, 'a donation form leads the page');
  const amounts = model.forms.some(
    (f) =>
      f.fields.filter((x) => x.type === 'radio' && /amount|donat|gift/i.test(`${x.name} ${x.label ?? ''}`))
        .length >= 2,
  );
  if (amounts) add('donation', 3, 'a choice of donation amounts');

  // event: dated, ticketed, with a venue
  const heroText = model.textBlocks
    .filter((b) => b.order < heroEnd)
    .map((b) => b.text)
    .join(' ');
  const eventDate =
    /\b(?:(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,?\s+)?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+\d{1,2}(?:\s*[-–]\s*\d{1,2})?,?\s+(?:19|20)\d\d\b|\b\d{1,2}(?:\s*[-–]\s*\d{1,2})?\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(?:19|20)\d\d\b/;
  const tickets = model.ctas.some(
    (c) =>
      /\b(?:tickets?|register now|get your (?:pass|seat)|book your (?:seat|place)|rsvp)\b/i.test(c.text) &&
      c.order < heroEnd,
  );
  if (eventDate.test(`${model.hero.headline?.text ?? ''} ${heroText}`) && tickets)
    add('event', 3.5, 'an event date and tickets on the first screen');
  const eventWords = model.headings.filter((h) =>
    /\b(?:speakers|agenda|line-?up|programme|schedule|venue|tickets|getting there)\b/i.test(h.text),
  ).length;
  if (eventWords >= 2) add('event', Math.min(3, eventWords), 'speakers, agenda, venue or tickets sections');

  // course: curriculum and enrolment
  const curriculum = model.headings.filter((h) =>
    /\b(?:curriculum|syllabus|course (?:content|outline|overview)|what you(?:'|’)?ll learn|modules?\b|lessons?\b|chapters?\b|who is this (?:course )?for|instructors?\b|your teacher)/i.test(
      h.text,
    ),
  ).length;
  if (curriculum >= 2)
    add('course', Math.min(4, curriculum), `${curriculum} curriculum, module or lesson headings`);
  const enrol = model.ctas.some((c) =>
    /\b(?:enrol+(?:ment)?|(?:buy|get|start|take|join) (?:the |this )?(?:course|class|program(?:me)?)|sign up for (?:the |this )?course)\b/i.test(
      c.text,
    ),
  );
  if (enrol) add('course', 3, 'an enrol or buy-the-course button');
  // one course's facts, each under its own heading: duration, fees, teacher, requirements
  const facts = courseFacts(model);
  if (facts >= 3) add('course', 3, `${facts} headings of a course's facts (duration, fees, teacher...)`);

  // tickets for a date: the buy form picks the day, or the page puts it in a calendar
  if (sellsDatedTickets(model))
    add('event', 3.5, 'tickets for a date (a date to pick, or "add to calendar")');

  // contact: a message form is the page's main content, and the page says it is for getting in
  // touch. A landing page that closes with its enquiry, quote or booking form is still a landing
  // page: the form is its ask, and the page around it sells.
  const contactForm = model.forms.find((f) => f.purpose === 'contact' && f.fields.length >= 3);
  const headingAbove = contactForm
    ? model.headings.filter((h) => h.region === 'main' && h.order < contactForm.order).at(-1)
    : undefined;
  const namesContact = [model.title ?? '', headline?.text ?? '', headingAbove?.text ?? ''].some((t) =>
    CONTACT_NAMING.test(t),
  );
  if (
    contactForm &&
    namesContact &&
    model.wordCount < 500 &&
    model.headings.filter((h) => h.region === 'main' && h.level <= 3).length <= 4
  )
    add('contact', 3, 'a contact form on a short page about getting in touch');

  // a checkout step: the visitor's shipping address or card details, as the page's own form. The
  // types have no checkout page, and it is neither a home page nor a contact page.
  if (model.forms.some((f) => f.purpose === 'checkout' && f.region === 'main' && f.fields.length >= 3))
    add('other', 3, 'a checkout form (a step of buying)');

  // an account page: a sign-up or log-in form with a password, under a headline or title that
  // names it ("Sign Up", "Please Login or Register", "Create your Account"). The types have no
  // account page; a landing page with a sign-up form sells first ("Build software better"). It
  // outweighs a site root's address and the form's own button on the first screen: an app's root
  // is often its log-in page.
  const accountForm = model.forms.some(
    (f) =>
      (f.purpose === 'signup' || f.purpose === 'login') &&
      f.region === 'main' &&
      f.fields.some((x) => x.type === 'password'),
  );
  // the name of the form, not a landing page's pitch that mentions joining ("Join the largest
  // community of developers"), on a page that holds little besides the form
  const namesAccount = (t: string | null | undefined): boolean =>
    !!t &&
    t.trim().split(/\s+/).length <= ACCOUNT_NAME_WORDS &&
    (LOGIN_WORDING.test(t) || ctaIntent(t) === 'signup');
  if (
    accountForm &&
    model.wordCount < ACCOUNT_PAGE_WORDS &&
    (namesAccount(headline?.text) || namesAccount(titleLead(model)))
  )
    add('other', 5, 'an account form the headline or title names (a sign-up or log-in page)');

  // about: the story of the company
  const story = model.headings.filter((h) =>
    /\b(?:our (?:story|history|mission|values|team|founders?|people)|who we are|meet the team|founded in)\b/i.test(
      h.text,
    ),
  ).length;
  if (story >= 2) add('about', Math.min(3, story), 'story, mission or team sections');

  // search results: the page reports a result count
  if (
    /\b(?:\d[\d,.]* results? (?:for|found)|no results (?:found|for)|showing results for|did you mean)\b/i.test(
      model.text.slice(0, 20_000),
    )
  )
    add('search_results', 3, 'a search result count');

  // a landing page: a main call to action above the fold selling one offer, or a lead form in the
  // content as its main action (a service page that ends in "ask us": a landing page, not a
  // contact page, which the short contact-form page above is)
  if (
    primary &&
    ['signup', 'trial', 'demo', 'quote', 'contact', 'book', 'subscribe'].includes(primary.intent)
  ) {
    if (primary.order < heroEnd) add('home_landing', 1, 'a main call to action on the first screen');
    else if (primary.inForm && primary.region === 'main')
      add('home_landing', 1, 'a lead form in the content as the main action');
  }
}

/**
 * Picks the page type with the most evidence. Confidence grows with the margin over the runner-up
 * and the weight of evidence. Without decisive evidence a site's root is its home page and any
 * other address is 'other'.
 */
export function classifyPageType(model: PageModel): PageTypeFacts {
  const signals = pageTypeSignals(model);
  const scores = new Map<PageType, number>();
  for (const s of signals) scores.set(s.type, (scores.get(s.type) ?? 0) + s.weight);
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [bestId, best] = ranked[0] ?? ['other', 0];
  const second = ranked[1]?.[1] ?? 0;
  if (best < DECISIVE) {
    // With no address to go by (a local file or dev server without a canonical link), a page
    // that shows no other type is taken for what most audited pages are: a home or landing page.
    const addressUnknown = pageAddress(model) === null;
    const id: PageType = (scores.get('home_landing') ?? 0) > 0 || addressUnknown ? 'home_landing' : 'other';
    return {
      id,
      confidence: 0.3,
      signals: signals
        .filter((s) => s.type === id)
        .map((s) => s.label)
        .slice(0, 10),
    };
  }
  const margin = (best - second) / best;
  const strength = Math.min(1, best / 10);
  const confidence = Math.round(Math.min(0.99, 0.25 + 0.5 * margin + 0.25 * strength) * 100) / 100;
  const chosen = signals
    .filter((s) => s.type === bestId)
    .sort((a, b) => b.weight - a.weight)
    .map((s) => s.label);
  return { id: bestId, confidence, signals: chosen.slice(0, 10) };
}

/** The stock-keeping number one item carries (SKU: BST-498, Item #12345, Art.-Nr. 4711). */
const ITEM_NUMBER =
  /\b(?:SKU|item\s*(?:#|no\.?|number)|model\s*(?:#|no\.?|number)|art(?:ikel)?\.?-?nr\.?|r[ée]f(?:[ée]rence)?\.?)(?:\s*[:#]\s*|\s+)(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{2,}\b/i;

/**
 * The page's own sections (h2 headings) between its headline and the first of `items` (headings of
 * priced items), not counting a heading that is itself one of the items.
 */
function sectionsBetween(model: PageModel, from: number, items: readonly { order: number }[]): number {
  const first = Math.min(...items.map((h) => h.order));
  const own = new Set(items.map((h) => h.order));
  return model.headings.filter((h) => h.level === 2 && h.order > from && h.order < first && !own.has(h.order))
    .length;
}

/** Headings of the sections a product page has: description, specifications, reviews... */
function detailSectionsOf(model: PageModel): number {
  return model.headings.filter((h) =>
    /\b(?:product (?:description|details|information|specifications)|description|specifications?|technical details|about this item|item specifics|ingredients|dimensions|customer reviews|customer questions|write a review|what's in the box|delivery (?:&|and) returns)\b/i.test(
      h.text,
    ),
  ).length;
}
