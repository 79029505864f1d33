/**
 * The page model: one serialisable object built once per page from the fetched (or rendered) HTML
 * and the render facts. Every check reads only this model. Bump PAGE_MODEL_VERSION whenever a
 * field changes meaning, so cached models from an older build are never read by newer checks.
 */
export const PAGE_MODEL_VERSION = 6;

export type Industry =
  | 'ecommerce'
  | 'saas'
  | 'agency'
  | 'local'
  | 'course'
  | 'app'
  | 'publisher'
  | 'nonprofit'
  | 'event'
  | 'travel'
  | 'real_estate'
  | 'other';

/**
 * The industries the audit tells apart. travel is hotels, resorts, holiday rentals, tour operators
 * and travel agencies (what a visitor books is a stay or a trip); real_estate is estate agents,
 * property portals and listings (homes for sale or to let). Both get the rules every business gets
 * (the lists that name 'other') until rules of their own are written: docs/accuracy.md.
 */
export const INDUSTRIES: readonly Industry[] = [
  'ecommerce',
  'saas',
  'agency',
  'local',
  'course',
  'app',
  'publisher',
  'nonprofit',
  'event',
  'travel',
  'real_estate',
  'other',
];

/** What kind of page this is, whatever the site's industry (see page-type.ts). */
export type PageType =
  | 'home_landing'
  | 'product_detail'
  | 'category_listing'
  | 'pricing'
  | 'article_blog'
  | 'contact'
  | 'about'
  | 'policy'
  | 'event'
  | 'course'
  | 'donation'
  | 'app_landing'
  | 'review_ugc'
  | 'search_results'
  | 'other';

export const PAGE_TYPES: readonly PageType[] = [
  'home_landing',
  'product_detail',
  'category_listing',
  'pricing',
  'article_blog',
  'contact',
  'about',
  'policy',
  'event',
  'course',
  'donation',
  'app_landing',
  'review_ugc',
  'search_results',
  'other',
];

/** Where on the page an element sits, from its landmark ancestors (or class/id hints). */
export type Region = 'header' | 'nav' | 'main' | 'aside' | 'footer';

/** A rectangle in CSS pixels, in document coordinates (y is from the top of the document). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the browser measured for one element at one viewport. */
export interface ElementLayout {
  box: Box;
  /** Visible: non-zero size, not display:none / visibility:hidden / opacity 0. */
  visible: boolean;
  /** The top of the element is within the first viewport height. */
  aboveFold: boolean;
  fontSizePx?: number;
  fontWeight?: number;
  color?: string;
  backgroundColor?: string;
  /** WCAG contrast ratio of text colour against the effective background, 1..21. */
  contrastRatio?: number;
  /**
   * The text sits over a background image or gradient, or over an image, video or canvas: the
   * colour behind it is not known, so no contrastRatio is given.
   */
  overImage?: boolean;
  /**
   * Computed CSS position, recorded for header and navigation landmarks only: 'fixed' or
   * 'sticky' when the element or an ancestor keeps it on screen while scrolling.
   */
  position?: string;
  /**
   * Recorded for links and controls only: the element (or the one child that carries its whole
   * label) paints a box of its own, a fill or a gradient unlike what is behind it, or a border on
   * all four sides, so a visitor sees a button rather than a line of text.
   */
  filled?: true;
}

/** Desktop and mobile layout of one element, when the page was rendered. */
export interface Layout {
  desktop?: ElementLayout;
  mobile?: ElementLayout;
}

/** Every element the model lists carries where it is, so findings can point at it. */
export interface Located {
  /** A CSS selector that finds this element in the page (unique where possible). */
  selector: string;
  /** Position in document order among all elements of the page (for "before/after" questions). */
  order: number;
  region: Region;
  layout?: Layout;
}

/**
 * Whose words a text is when they are not the page's own about its offer (detectors/roles.ts): a
 * customer's (a testimonial or review, or the section heading that introduces them), a card of a
 * price grid (a plan's bullets, a listed item), a form's (its labels, heading and note), or a
 * contact detail (phone, email, address, hours), or the line that introduces a strip of customer,
 * press or partner logos. Navigation and footer are regions already.
 */
export type TextRole = 'testimonial' | 'pricing' | 'form' | 'contact' | 'logos';

export interface Heading extends Located {
  level: 1 | 2 | 3 | 4 | 5 | 6;
  text: string;
  /** Absent for the page's own copy. */
  role?: TextRole;
}

export interface TextBlock extends Located {
  tag: string;
  /** The block's own inline text, nested blocks left out. */
  text: string;
  words: number;
  /**
   * When nested blocks interrupt the own text (loose text, a list, then a link), the runs the page
   * shows as one text each, for evidence: `text` joins them, and the page never shows it whole.
   */
  pieces?: string[];
  /** Absent for the page's own copy. */
  role?: TextRole;
}

export type LinkKind = 'page' | 'anchor' | 'mailto' | 'tel' | 'javascript' | 'file' | 'other';

export interface Link extends Located {
  /** Absolute URL (resolved against the page), or the raw href for mailto:/tel:/javascript: and an empty one. */
  href: string;
  text: string;
  /** Accessible name: text, aria-label, title or image alt. */
  name: string;
  kind: LinkKind;
  internal: boolean;
  /** Opens in a new tab. */
  newTab: boolean;
  rel: string[];
  /** Leads nowhere with no script taking the click ("#", empty, javascript:void(0), "http://"); absent otherwise. */
  leadsNowhere?: true;
}

export type CtaIntent =
  | 'purchase'
  | 'cart'
  | 'signup'
  | 'trial'
  | 'demo'
  | 'contact'
  | 'quote'
  | 'book'
  | 'download'
  | 'subscribe'
  | 'donate'
  | 'learn'
  | 'other';

/** What the visitor gets by following a call to action (finer than CtaIntent: call, read, register). */
export type CtaGoal =
  | 'buy'
  | 'add_to_cart'
  | 'signup'
  | 'trial'
  | 'demo'
  | 'contact'
  | 'quote'
  | 'call'
  | 'book'
  | 'download'
  | 'donate'
  | 'subscribe'
  | 'register'
  | 'read'
  | 'other';

export interface CallToAction extends Located {
  text: string;
  /** How it is built: a real <button>, an input/submit, or a link styled or worded as an action. */
  element: 'button' | 'input' | 'link';
  intent: CtaIntent;
  /** The one primary call to action of the page is ranked 'primary'; the rest are 'secondary'. */
  role: 'primary' | 'secondary';
  href?: string;
  /** Looks like a button (button element, role=button, or btn/button/cta in its class). */
  styledAsButton: boolean;
  /** Inside a form. */
  inForm: boolean;
  /** The goal its wording or target names (tel: and phone numbers -> call); set by the detector. */
  goal?: CtaGoal;
  /**
   * A link that leads nowhere: an empty href, a bare "#", "javascript:void(0)" or a scheme without
   * a host ("http://"), with no sign that a script handles it (onclick, data-toggle, aria-controls,
   * a modal or popup hook). Absent otherwise.
   */
  leadsNowhere?: true;
  /**
   * Pressing it does nothing (detectors/actions.ts): 'render' when the rendered page said so (no
   * navigation, no click listener on it or around it, no form that submits somewhere), 'markup'
   * when the markup did (a link that leads nowhere, a button outside any form on a page without
   * scripts), which is less sure. Absent when it works or nothing tells.
   */
  inert?: 'render' | 'markup';
  /**
   * Submits a finder of the page's content (detectors/ctas.ts finderForms: a holiday or property
   * search by two or more criteria), whatever its label says. Absent otherwise.
   */
  finds?: true;
  /**
   * Leads to the app's page in a store ("App Store", "Google Play"; model/app-stores.ts): a
   * download ask, the page's main one only when nothing else on it asks. Absent otherwise.
   */
  store?: string;
  /**
   * 'file': the button is a picture of its label (an image link or `<input type="image">` without
   * alt, value or title), and `text` is read from the image's file name ("ey-newsSubmit2011.jpg"
   * -> "ey news submit2011"): it says what the button is for, not the words a visitor reads on it.
   * 'store': an app-store badge without words (an image without alt, an empty link drawn by its
   * stylesheet), named for the store it leads to ("App Store", "Google Play").
   * Absent when the label is text the page gives.
   */
  labelFrom?: 'file' | 'store';
}

/** What the rendered page said of a control (RenderFacts.actionHandlers). */
export type ActionHandler = 'own' | 'ancestor' | 'none';

/** An off-site link the visitor cannot see (hidden, or moved off screen), as hacked pages carry. */
export interface HiddenLink extends Located {
  text: string;
  href: string;
  /** How it is kept from view: "display:none", "left:-9999px", "off screen"... */
  how: string;
}

export interface FormField extends Located {
  tag: 'input' | 'select' | 'textarea';
  type: string;
  name: string;
  label: string | null;
  labelSource: 'label' | 'aria' | 'title' | 'placeholder' | 'none';
  /**
   * When no markup labels the field (label null): the text of a <label> tied to nothing in the
   * field's own wrapper, what a visitor reads as its label (a floating label). Absent otherwise.
   */
  shownLabel?: string;
  placeholder: string | null;
  required: boolean;
  autocomplete: string | null;
  inputMode: string | null;
}

/** Why a form is there. A donation form gives money, without buying anything (no order, no returns). */
export type FormPurpose =
  | 'search'
  | 'login'
  | 'signup'
  | 'newsletter'
  | 'contact'
  | 'lead'
  | 'checkout'
  | 'cart'
  | 'donation'
  | 'other';

export interface Form extends Located {
  action: string | null;
  method: string;
  purpose: FormPurpose;
  /** Visible fields only (hidden inputs and submit buttons excluded). */
  fields: FormField[];
  submitText: string | null;
  /** Text near the form that reassures about privacy or spam ("we never share your email"). */
  privacyNote: string | null;
}

export interface Image extends Located {
  src: string;
  alt: string | null;
  width: number | null;
  height: number | null;
  loading: 'lazy' | 'eager' | null;
  hasSrcset: boolean;
  format: string | null;
  isLogo: boolean;
  /** A tracking pixel or spacer (1x1, or tiny declared size). */
  isPixel: boolean;
}

export interface Video extends Located {
  provider: 'youtube' | 'vimeo' | 'wistia' | 'loom' | 'html5' | 'other';
  src: string;
  autoplay: boolean;
  muted: boolean;
  hasPoster: boolean;
  hasCaptions: boolean;
}

export interface Price extends Located {
  /** The price as written on the page. */
  text: string;
  amount: number;
  /** ISO 4217 code when a symbol or code was found next to the amount, else null. */
  currency: string | null;
  period: 'month' | 'year' | 'week' | 'one-time' | null;
  /** A crossed-out, "was" or compare-at price. */
  isCompareAt: boolean;
  /** Surrounding text (a few words either side), for evidence. */
  context: string;
  /**
   * The element whose visible text holds `context` (the price's own element or the nearest
   * ancestor that does), so evidence quotes the context where the page shows it; null when none
   * does (evidence then quotes the price at its own element).
   */
  contextSelector: string | null;
}

export interface Testimonial extends Located {
  quote: string;
  author: string | null;
  role: string | null;
  company: string | null;
  hasPhoto: boolean;
  rating: number | null;
  source: 'schema' | 'markup' | 'heuristic';
  /**
   * What the page shows for a testimonial whose words are not its element's text: for a video, the
   * heading and subtitle that introduce it, each with its selector (its `quote` then joins them
   * for the checks that read the words); for a review only in JSON-LD, nothing (empty: the script
   * shows none of it). Evidence quotes these instead of `quote`.
   */
  shownAs?: { text: string; selector: string }[];
}

export interface ReviewSummary extends Located {
  ratingValue: number | null;
  bestRating: number;
  ratingCount: number | null;
  reviewCount: number | null;
  source: 'schema' | 'markup';
}

export interface LogoItem extends Located {
  name: string;
  src: string;
  context: 'customer' | 'press' | 'partner' | 'brand';
}

export interface Badge extends Located {
  kind: 'security' | 'payment' | 'certification' | 'award' | 'press' | 'rating';
  text: string;
}

export interface Guarantee extends Located {
  kind:
    | 'money-back'
    | 'free-returns'
    | 'warranty'
    | 'free-trial'
    | 'no-card'
    | 'cancel-anytime'
    | 'free-shipping'
    | 'other';
  text: string;
  days: number | null;
  /** Absent when the guarantee is the seller's own statement in the page's copy. */
  role?: TextRole;
}

export interface FaqItem extends Located {
  question: string;
  answer: string;
  source: 'schema' | 'details' | 'heading' | 'dl';
}

export interface Policy extends Located {
  kind: 'privacy' | 'terms' | 'returns' | 'shipping' | 'refund' | 'cookies' | 'accessibility' | 'security';
  text: string;
  href: string | null;
}

export interface ContactPoint extends Located {
  kind: 'phone' | 'email' | 'address' | 'hours' | 'form';
  /** The contact itself: a number or address as read from the text, a tel:/mailto: link or structured data, or a form's action. */
  value: string;
  /**
   * What the page shows of it at `selector`, for evidence: the text it was read from, a link's
   * accessible name, a form's submit text, a microdata block's visible text; empty when the
   * element shows nothing of it (an icon link, a JSON-LD script).
   */
  shown: string;
}

export interface SocialLink extends Located {
  network: string;
  href: string;
}

export interface StructuredDataItem {
  format: 'json-ld' | 'microdata' | 'rdfa';
  /** Schema.org type without the context, e.g. "Product" or "Organization". */
  type: string;
  /** The item's own properties, trimmed to keep the model small. */
  data: Record<string, unknown>;
}

export interface ScriptFacts {
  total: number;
  external: number;
  inlineBytes: number;
  /** External scripts without async/defer/module in <head>. */
  renderBlocking: number;
  thirdPartyHosts: string[];
  /** Analytics, tag manager and pixel vendors recognised from script sources or snippets. */
  analytics: string[];
}

export interface StylesheetFacts {
  total: number;
  external: number;
  renderBlocking: number;
  inlineBytes: number;
}

export interface HttpFacts {
  status: number;
  /** Lower-cased response header names with their values (a safe subset). */
  headers: Record<string, string>;
  /** Each hop's URL, first to last (not including the final URL). */
  redirects: string[];
  contentType: string;
  charset: string;
  /** Bytes of the (decompressed) HTML. */
  bytes: number;
  /** Bytes over the wire, when known. */
  transferBytes: number | null;
  https: boolean;
  compressed: boolean;
  ttfbMs: number | null;
  totalMs: number | null;
}

export interface MetaFacts {
  description: string | null;
  viewport: string | null;
  robots: string | null;
  charset: string | null;
  keywords: string | null;
  generator: string | null;
  themeColor: string | null;
  author: string | null;
}

/**
 * How the audit came to its headline or main call to action, and how sure it is (item of the
 * response's `page`): from the rendered first screen (size, weight, position), from the markup
 * (heading levels, classes, source order), or for a call to action from a menu entry worded as an
 * ask. `reason` says why there is none when there is none.
 */
export interface Perception {
  basis: 'rendered' | 'markup' | 'menu' | 'none';
  /** 0..1. Checks that rest on an uncertain pick report their findings with low confidence. */
  confidence: number;
  reason: string | null;
}

/**
 * Below this, the audit's pick of the headline or main call to action is a guess
 * (page.*.confidence): findings resting on it are low confidence, and no copy is written for it.
 */
export const UNSURE_PICK = 0.5;

export interface HeroFacts {
  /** The page's main headline (the first h1, else the most prominent heading of the first screen). */
  headline: Heading | null;
  /** How the headline was chosen and how sure the choice is. */
  headlinePerception?: Perception;
  /** The first paragraph-like block after the headline, within the hero. */
  subheadline: TextBlock | null;
  /** The primary CTA when it sits in the hero. */
  cta: CallToAction | null;
  image: Image | null;
  /** Order bound of the hero: elements with order < end belong to the first screen of content. */
  end: number;
}

export interface NavFacts {
  present: boolean;
  /**
   * Menu entries. `selector` is set for entries that are not links (a table cell that navigates
   * on click), whose evidence cannot point at a link of the page.
   */
  items: { text: string; href: string; selector?: string }[];
  hasSearch: boolean;
  /** Navigation is fixed or sticky when scrolling (render only). */
  sticky: boolean | null;
  hasLogoLinkHome: boolean;
}

export interface ViewportFacts {
  width: number;
  height: number;
  deviceScaleFactor: number;
  isMobile: boolean;
  documentHeight: number;
  /**
   * How far a visitor can scroll sideways: the document's scroll width beyond the layout viewport,
   * 0 when the page clips horizontal overflow (overflow-x hidden or clip on the viewport).
   */
  horizontalOverflowPx: number;
  /**
   * The document's scroll width and the layout viewport's width as Chromium laid the page out
   * (980 on a phone for a page without a meta viewport). Absent in models cached before they were
   * measured.
   */
  scrollWidth?: number;
  layoutWidth?: number;
  /** Width beyond the layout viewport the page clips, so nobody scrolls to it. */
  clippedOverflowPx?: number;
  /** Share of visible text nodes with a computed font size below 12 px (mobile) or 14 px (desktop). */
  smallTextShare: number;
  /** Median computed font size of body text. */
  bodyFontSizePx: number | null;
  /**
   * The largest picture a stylesheet paints behind the first screen (a hero photo set as a CSS
   * background, covering at least a quarter of the screen; not a gradient or a tiled pattern),
   * with the element that paints it. Null when there is none; absent on models rendered before
   * it was measured.
   */
  firstScreenPicture?: { url: string; selector: string; width: number; height: number } | null;
}

export interface TapTarget {
  selector: string;
  text: string;
  width: number;
  height: number;
  /** Nearest other tap target's distance in px (edge to edge). */
  spacingPx: number | null;
}

export interface RenderFacts {
  desktop: ViewportFacts;
  mobile: ViewportFacts;
  /** Tap targets measured at the mobile viewport. */
  tapTargets: TapTarget[];
  timing: {
    ttfbMs: number | null;
    fcpMs: number | null;
    lcpMs: number | null;
    cls: number | null;
    /** Sum of long-task time beyond 50 ms, an estimate of total blocking time. */
    tbtMs: number | null;
    domContentLoadedMs: number | null;
    loadMs: number | null;
  };
  weight: {
    requests: number;
    transferBytes: number;
    byType: Record<string, { requests: number; bytes: number }>;
  };
  consoleErrors: string[];
  /** Requests that failed at the network level, "url (reason)" (at most 100). */
  failedRequests: string[];
  /** Stylesheets the page asked for (link rel=stylesheet, @import) and those that did not arrive. */
  stylesheets: { requested: number; failed: FailedResource[] };
  /** Web fonts the page asked for and those that did not arrive. */
  fonts: { requested: number; failed: FailedResource[] };
  /**
   * Scripts the page asked for and those that did not arrive. When one failed, the listener table
   * (actionHandlers) is not the live page's: a handler it would have attached is missing. Optional:
   * renders stored before it existed have none.
   */
  scripts?: { requested: number; failed: FailedResource[] };
  /** Every request that failed at the network level or answered with a status outside 2xx. */
  requestsFailed: number;
  /**
   * Click listeners of the page's controls (buttons, inputs, [role=button], links that lead
   * nowhere), by data-cas-id: 'own' when the control or its form has one, 'ancestor' when only an
   * element around it or the document does (delegation, or a tag manager counting clicks), 'none'
   * when nothing listens. Absent on models rendered before it was collected.
   */
  actionHandlers?: Record<string, ActionHandler>;
}

/** A stylesheet or font that failed to load or answered outside 2xx. */
export interface FailedResource {
  url: string;
  /** "net::ERR_NAME_NOT_RESOLVED", "HTTP 404", or the SSRF guard's verdict. */
  reason: string;
  /**
   * The layout depends on it: a render-blocking stylesheet (not a web-font or icon-font stylesheet). Always
   * false for fonts, whose failure changes the typeface but not what is on screen.
   */
  layout: boolean;
}

/**
 * How the page reached the audit, and what of it failed on the way. Checks whose facts come from
 * the way the page was served or loaded rather than from the page (see CheckDefinition.uses) are
 * not applicable when these say the facts are not the live site's.
 */
export interface DeliveryFacts {
  /** Served from 127.0.0.0/8, ::1, localhost, or a private/link-local address (a draft, not the live site). */
  loopback: boolean;
  /** The page came from a local file (CLI audit of a path). */
  localFile: boolean;
  /**
   * Layout facts are not what visitors see: at least one layout-bearing stylesheet of the page
   * (render-blocking, not a web-font or icon-font stylesheet) failed to load or answered outside 2xx. Element
   * layouts are then left off the model and checks that use layout are not applicable.
   */
  degraded: boolean;
  /** Human-readable reasons, e.g. "3 of 4 stylesheets failed to load", "served from 127.0.0.1 (a local address)". */
  reasons: string[];
  /** "url (reason)" of every stylesheet that failed, layout-bearing or not. */
  stylesheetsFailed: string[];
  fontsFailed: string[];
  requestsFailed: number;
}

export interface IndustryFacts {
  id: Industry;
  /** 0..1 */
  confidence: number;
  signals: string[];
}

export interface PageTypeFacts {
  id: PageType;
  /** 0..1 */
  confidence: number;
  /** The evidence for the chosen type, in words. */
  signals: string[];
}

/** The main language of the page's visible text (see language.ts). */
export interface LanguageFacts {
  /** ISO 639-1, lower case; null when neither the text nor the declaration decides. */
  code: string | null;
  /** 'content' when the visible text decided, 'html-lang' when the declaration did. */
  source: 'content' | 'html-lang' | 'none';
  /** The declared language (<html lang>, else Content-Language), as written. */
  declared: string | null;
  /**
   * When the language is unknown and most letters of the text are not Latin: the script they are
   * in ("Cyrillic", "Han"). The word lists, all in Latin script, cannot read such a page.
   */
  script?: string;
}

export interface PageSummary {
  url: string;
  kind: 'home' | 'pricing' | 'product' | 'about' | 'contact' | 'checkout' | 'cart' | 'blog' | 'other';
  title: string | null;
  status: number;
}

export interface SiteFacts {
  /** The pages scanned together with the main page (empty for a one-page scan). */
  pages: PageSummary[];
  /** Union over the pages of what the site as a whole shows. */
  has: {
    pricingPage: boolean;
    aboutPage: boolean;
    contactPage: boolean;
    privacyPolicy: boolean;
    returnsPolicy: boolean;
    testimonials: boolean;
  };
}

export interface PageModel {
  version: number;
  /** The URL that was asked for. */
  url: string;
  /** The URL after redirects. */
  finalUrl: string;
  fetchedAt: string;
  mode: 'static' | 'render';
  /** Why render mode was not used, when it was not. */
  staticReason: string | null;
  http: HttpFacts;
  lang: string | null;
  title: string | null;
  meta: MetaFacts;
  /** The canonical link's address, resolved against the page (null when it does not parse). */
  canonical: string | null;
  /** The canonical link's href as the markup writes it, for evidence (`canonical` is it resolved). */
  canonicalHref: string | null;
  /** The first <base href> as the markup writes it, or null. */
  baseHref: string | null;
  hreflang: { lang: string; href: string }[];
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  favicon: string | null;
  structuredData: StructuredDataItem[];
  headings: Heading[];
  textBlocks: TextBlock[];
  links: Link[];
  ctas: CallToAction[];
  forms: Form[];
  images: Image[];
  videos: Video[];
  prices: Price[];
  testimonials: Testimonial[];
  reviews: ReviewSummary[];
  logos: LogoItem[];
  badges: Badge[];
  guarantees: Guarantee[];
  faq: FaqItem[];
  policies: Policy[];
  contacts: ContactPoint[];
  socialLinks: SocialLink[];
  cookieBanner: { present: boolean; text: string | null; selector: string | null };
  chatWidget: { present: boolean; vendor: string | null };
  hero: HeroFacts;
  /**
   * What the page asks for, as a visitor would name it: the primary CTA, else (when no CTA asks
   * for anything) the header, menu or sidebar entry worded as an ask ("Contact", "Newsletter").
   * Such an entry is not a call to action that stands out, so it is not in `ctas`.
   */
  mainAsk?: CallToAction | null;
  /** How the primary call to action (or main ask) was chosen and how sure the choice is. */
  ctaPerception?: Perception;
  nav: NavFacts;
  scripts: ScriptFacts;
  stylesheets: StylesheetFacts;
  /** Visible text of the page in reading order, whitespace collapsed, capped at 200 000 chars. */
  text: string;
  /**
   * Where `text` runs two lines the page shows apart into one without punctuation, as "last word,
   * space, first word" ("Roses Let"): copy quoting one is stitched (the rewrites never offer it).
   */
  seams: string[];
  wordCount: number;
  /** Count of elements in the document (a DOM-size signal). */
  elementCount: number;
  /** Inline styles, iframes and other markup facts checks ask about. */
  markup: {
    iframes: number;
    inlineStyleAttributes: number;
    hasSkipLink: boolean;
    landmarks: string[];
    tables: number;
    /** Elements with tabindex > 0. */
    positiveTabindex: number;
    /** Popups / modals present in the markup (dialog, role=dialog, common modal classes). */
    modals: number;
    /** A countdown or timer widget. */
    countdown: boolean;
    /** autoplaying carousel/slider. */
    carousel: boolean;
  };
  render: RenderFacts | null;
  /** Where the page was served from and what failed while loading it. */
  delivery: DeliveryFacts;
  industry: IndustryFacts;
  pageType: PageTypeFacts;
  /** Detected main language; `lang` keeps the declared <html lang> as written. */
  language: LanguageFacts;
  site: SiteFacts;
  /** Similarity hash of visible content and structure (hex); see fingerprint.ts. */
  fingerprint: string;
  /** Off-site links kept from view (at most 30); absent on models built before they were read. */
  hiddenLinks?: HiddenLink[];
  /**
   * Selectors of the elements the model's facts point at that a visitor does not see (hidden,
   * inside a closed modal or collapsed panel, measured off screen): evidence at one of them is not
   * something to praise the page for.
   */
  concealed: string[];
}
