import type { HtmlElement, PageDom } from '../dom.js';
import type { ScriptFacts, StylesheetFacts } from '../page-model.js';
import { hostOf, resolveUrl, siteOf, type PageContext } from './page-context.js';

const JS_TYPES = new Set([
  '',
  'text/javascript',
  'application/javascript',
  'module',
  'text/ecmascript',
  'application/ecmascript',
  'application/x-javascript',
  'text/jscript',
]);

/** Vendor name and what gives it away (a script URL or an inline snippet). */
const ANALYTICS: [string, RegExp][] = [
  [
    'Google Analytics',
    /google-analytics\.com\/(?:analytics|ga|urchin)\.js|googletagmanager\.com\/gtag\/js|\bgtag\(\s*['"]config['"]|_gaq\.push|\bga\(\s*['"]create['"]|GoogleAnalyticsObject/,
  ],
  ['Google Tag Manager', /googletagmanager\.com\/gtm\.js|GTM-[A-Z0-9]{4,}/],
  ['Meta Pixel', /connect\.facebook\.net\/[\w_]+\/fbevents\.js|\bfbq\(\s*['"]init['"]/],
  ['Hotjar', /static\.hotjar\.com|\bhjid\s*:/],
  ['Segment', /cdn\.segment\.(?:com|io)\/analytics\.js|analytics\.load\(/],
  ['Mixpanel', /cdn\.mxpnl\.com|mixpanel\.init\(|mixpanel-2-latest/],
  ['HubSpot', /js\.hs-scripts\.com|js\.hs-analytics\.net|js\.hsforms\.net|_hsq\.push/],
  ['Microsoft Clarity', /clarity\.ms\/tag|\bclarity\(\s*['"]set/],
  ['Plausible', /plausible\.io\/js/],
  ['Fathom', /cdn\.usefathom\.com/],
  // privacy-first counters: Cloudflare's beacon (a saved page keeps its data-cf-beacon token when
  // the script's address is rewritten), Umami, Simple Analytics, GoatCounter, Vercel's, Pirsch
  ['Cloudflare Web Analytics', /static\.cloudflareinsights\.com\/beacon|data-cf-beacon/],
  ['Umami', /cloud\.umami\.is|analytics\.umami\.is|\bumami\.track\(/],
  ['Simple Analytics', /scripts\.simpleanalyticscdn\.com|queue\.simpleanalyticscdn\.com/],
  ['GoatCounter', /gc\.zgo\.at\/count\.js|\.goatcounter\.com\/count/],
  ['Vercel Web Analytics', /\/_vercel\/insights\/script\.js|va\.vercel-scripts\.com/],
  ['Pirsch', /api\.pirsch\.io/],
  ['Heap', /cdn\.heapanalytics\.com|heap\.load\(/],
  ['Amplitude', /cdn\.amplitude\.com|amplitude\.getInstance\(/],
  ['FullStory', /fullstory\.com\/s\/fs\.js|_fs_org/],
  ['Matomo', /matomo\.js|piwik\.js|_paq\.push/],
  ['LinkedIn Insight', /snap\.licdn\.com|_linkedin_partner_id/],
  ['TikTok Pixel', /analytics\.tiktok\.com/],
  ['X Pixel', /static\.ads-twitter\.com|\btwq\(/],
  ['Pinterest Tag', /s\.pinimg\.com\/ct\/core\.js|\bpintrk\(/],
  ['Microsoft Ads', /bat\.bing\.com/],
  ['Adobe Analytics', /assets\.adobedtm\.com|omniture|s_code\.js|\/b\/ss\//],
  ['Quantcast', /quantserve\.com|quantcast/],
  ['Comscore', /scorecardresearch\.com/],
  ['Chartbeat', /static\.chartbeat\.com/],
  ['Parse.ly', /parsely|cdn\.parsely\.com/],
  ['Crazy Egg', /script\.crazyegg\.com/],
  // the client-side metrics Amazon runs on its own storefronts (ue_csm, uet() marks, fls/unagi beacons)
  [
    'Amazon client-side metrics',
    /\bue_csm\b|\bfls-[a-z]{2}\.amazon\.[a-z.]+|\bunagi(?:-[a-z]{2})?\.amazon\.[a-z.]+/,
  ],
  ['Mouseflow', /cdn\.mouseflow\.com/],
  ['Optimizely', /cdn\.optimizely\.com/],
  ['VWO', /visualwebsiteoptimizer\.com|_vwo_code/],
  ['Kissmetrics', /kissmetrics|doug1izaerwt3\.cloudfront\.net/],
  ['New Relic', /js-agent\.newrelic\.com|NREUM/],
  ['Yandex Metrica', /mc\.yandex\.ru\/metrika/],
  ['Snowplow', /snowplow|\/sp\.js\b/],
  // tag managers and vendor tags: a page that loads one is measured, whatever the tags inside
  ['Tealium', /tags\.tiqcdn\.com|\butag(?:\.sync)?\.js\b|\butag_data\b/],
  ['Ensighten', /nexus\.ensighten\.com|\bBootstrapper\.ensightenOptions/],
  ['Commanders Act', /cdn\.tagcommander\.com|\btc_vars\b/],
  ['Criteo', /static\.criteo\.net|\bcriteo_q\b|dynamic\.criteo\.com/],
  [
    'Google Ads',
    /googleadservices\.com\/pagead\/conversion|\bgtag\(\s*['"]config['"]\s*,\s*['"]AW-|google_conversion_id/,
  ],
  ['DoubleClick', /\b(?:ad|stats|fls)\.doubleclick\.net|googletagservices\.com\/tag\/js\/gpt\.js/],
  ['Exactag', /cdn\.exactag\.com/],
  ['Webtrekk', /\bwebtrekk\b|\bwt_[a-z]+\.js\b|responder\.wt-safetag\.com/],
  ['AT Internet', /\bxiti\.com|\bsmarttag\.js\b|\bATInternet\.Tracker\b/],
  ['etracker', /code\.etracker\.com|\bet_eC_Wrapper\b/],
  ['Snap Pixel', /sc-static\.net\/scevent\.min\.js|\bsnaptr\(/],
  ['Reddit Pixel', /redditstatic\.com\/ads\/pixel\.js|\brdt\(\s*['"]init['"]/],
  ['Taboola', /cdn\.taboola\.com\/libtrc|\b_tfa\.push/],
  ['Outbrain', /amplify\.outbrain\.com\/cp\/obtp\.js|\bobApi\(/],
  ['Signal (BrightTag)', /thebrighttag\.com|s\.btstatic\.com|\bbrightTagStAccount\b/],
  ['Maxymiser', /\bmmcore\.js\b|maxymiser\.net/],
  // Shopify's own analytics: Trekkie (with the shop's pixels in its config) and the web-pixels manager
  ['Shopify analytics', /\btrekkie\b|web-pixels-manager|shopify-app-pixel|monorail-edge\.shopifysvc\.com/],
];

/** A Google Analytics property id (UA-12345-1) a page hands to its own loader, in a meta tag or a script. */
const GA_PROPERTY = /\bUA-\d{4,10}-\d{1,4}\b/;

const ANY_ANALYTICS = new RegExp(ANALYTICS.map(([, re]) => re.source).join('|'));

function vendorsIn(text: string, found: Set<string>): void {
  if (!ANY_ANALYTICS.test(text)) return;
  for (const [name, re] of ANALYTICS) if (!found.has(name) && re.test(text)) found.add(name);
}

export function scriptText(el: HtmlElement): string {
  let out = '';
  for (const c of el.children) if ('data' in c) out += String((c as { data: string }).data);
  return out;
}

export function isJavaScript(el: HtmlElement): boolean {
  return JS_TYPES.has((el.attribs.type ?? '').toLowerCase().trim());
}

export function detectScripts(ctx: PageContext): {
  scripts: ScriptFacts;
  sources: string[];
  inline: string[];
} {
  const { dom } = ctx;
  let total = 0;
  let external = 0;
  let inlineBytes = 0;
  let renderBlocking = 0;
  const hosts = new Set<string>();
  const analytics = new Set<string>();
  const sources: string[] = [];
  const inline: string[] = [];
  // what a script element holds that the browser does not run as it is: a shop engine's JSON
  // ("x-magento-init" with the GA account), a tag a consent manager runs after consent
  // (type="text/plain" data-cookieconsent): the page is measured all the same
  const configs: string[] = [];
  for (const el of dom.tag('script')) {
    if (!isJavaScript(el)) {
      if (el.attribs.src) vendorsIn(el.attribs.src, analytics);
      const text = scriptText(el);
      if (text && text.length < 400_000) {
        configs.push(text);
        vendorsIn(text, analytics);
      }
      continue;
    }
    total += 1;
    const src = el.attribs.src;
    // a vendor named by the element's own attribute: Cloudflare's beacon token
    if (el.attribs['data-cf-beacon'] !== undefined) analytics.add('Cloudflare Web Analytics');
    const info = dom.info.get(el);
    if (src) {
      external += 1;
      const resolved = resolveUrl(src, ctx.baseUrl) ?? src;
      sources.push(resolved);
      const host = hostOf(resolved);
      if (host && siteOf(host) !== ctx.site && siteOf(host) !== ctx.liveSite) hosts.add(host);
      const deferred =
        el.attribs.async !== undefined ||
        el.attribs.defer !== undefined ||
        (el.attribs.type ?? '').toLowerCase() === 'module';
      if (info?.inHead && !deferred) renderBlocking += 1;
      vendorsIn(resolved, analytics);
    } else {
      const text = scriptText(el);
      inlineBytes += Buffer.byteLength(text, 'utf8');
      if (text.length < 400_000) inline.push(text);
      vendorsIn(text, analytics);
    }
  }
  // GTM's noscript iframe and pixel images also identify vendors
  for (const el of [...dom.tag('iframe'), ...dom.tag('img')]) {
    const src = el.attribs.src ?? '';
    if (!src) continue;
    if (/googletagmanager\.com\/ns\.html/.test(src)) analytics.add('Google Tag Manager');
    if (/facebook\.com\/tr\?/.test(src)) analytics.add('Meta Pixel');
    vendorsIn(src, analytics);
  }
  // a property id handed to the site's own loader: <meta name="google-analytics" content="UA-...">
  for (const el of dom.tag('meta')) {
    const name = (el.attribs.name ?? el.attribs.property ?? '').toLowerCase();
    if (/analytics|gtm|tag-?manager/.test(name) && GA_PROPERTY.test(el.attribs.content ?? ''))
      analytics.add('Google Analytics');
  }
  if (
    !analytics.has('Google Analytics') &&
    [...inline, ...configs].some((t) => GA_PROPERTY.test(t) && /analytics|_gaq|\bga\(|gtag/i.test(t))
  )
    analytics.add('Google Analytics');
  return {
    scripts: {
      total,
      external,
      inlineBytes,
      renderBlocking,
      thirdPartyHosts: [...hosts].sort(),
      analytics: [...analytics].sort(),
    },
    sources,
    inline,
  };
}

export function detectStylesheets(dom: PageDom): StylesheetFacts {
  let total = 0;
  let external = 0;
  let renderBlocking = 0;
  let inlineBytes = 0;
  for (const link of dom.tag('link')) {
    const rel = (link.attribs.rel ?? '').toLowerCase().split(/\s+/);
    if (!rel.includes('stylesheet') || !link.attribs.href) continue;
    total += 1;
    external += 1;
    const media = (link.attribs.media ?? 'all').toLowerCase();
    const nonBlocking =
      rel.includes('alternate') ||
      link.attribs.disabled !== undefined ||
      media === 'print' ||
      (media !== 'all' && media !== 'screen' && !media.includes('screen'));
    if (dom.info.get(link)?.inHead && !nonBlocking) renderBlocking += 1;
  }
  for (const style of dom.tag('style')) {
    total += 1;
    inlineBytes += Buffer.byteLength(scriptText(style), 'utf8');
  }
  return { total, external, renderBlocking, inlineBytes };
}
