import type { CheckDefinition } from '../check.js';
import { absent, fail, notApplicable, pass, seen } from '../outcome.js';
import { DOCUMENT, firstEvidence, measured } from '../signals/evidence.js';
import { contentImages } from '../signals/images.js';
import { hostOf } from '../signals/urls.js';
import { percent } from '../signals/words.js';
import type { Image, PageModel } from '../../model/page-model.js';

const RASTER = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'bmp', 'jxl']);
const MODERN = new Set(['webp', 'avif', 'jxl']);

function mb(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** Images below the first screen: measured when rendered, else after the hero in document order. */
function belowFold(model: PageModel): Image[] {
  const images = contentImages(model);
  return images.filter((img, i) => {
    const desktop = img.layout?.desktop;
    if (desktop) return !desktop.aboveFold;
    // A first screen rarely shows more than a logo and a few images, whatever the hero bound says.
    return model.hero.end > 0 ? img.order >= model.hero.end || i >= 4 : i >= 3;
  });
}

function timingCheck(
  model: PageModel,
  key: 'lcpMs' | 'tbtMs',
  label: string,
  limit: number,
): ReturnType<CheckDefinition['run']> {
  const value = model.render?.timing[key];
  if (value === null || value === undefined) return notApplicable(`${label} was not measured`);
  const observed = `${Math.round(value)} ms (at most ${limit} ms)`;
  const ev = measured(`${label} ${Math.round(value)} ms`);
  return value <= limit ? pass(ev, observed) : fail(ev, observed);
}

/** speed group: whether the page arrives fast and stays stable while visitors start to act. */
const checks: CheckDefinition[] = [
  {
    id: 'SPEED_001',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'The server is slow to answer',
    label: 'Server answers quickly',
    description:
      'Nothing can show until the first byte arrives; a slow server delays every other step of the load and every visitor feels it.',
    threshold: 'time to first byte is at most 800 ms',
    severity: 'high',
    weight: 3,
    industries: 'all',
    needs: 'static',
    uses: ['timing'],
    fixSteps: [
      'Cache the rendered HTML (page cache or CDN) instead of building it per request.',
      'Serve from a region or CDN edge close to your visitors.',
      'Profile slow database queries and plugins on the page route.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion per second saved; varies by audience',
    source: 'Google/Deloitte, "Milliseconds Make Millions" (2020); range heuristic',
    run(model) {
      const ttfb = model.render?.timing.ttfbMs ?? model.http.ttfbMs;
      if (ttfb === null || ttfb === undefined) return notApplicable('time to first byte was not measured');
      const observed = `${Math.round(ttfb)} ms (at most 800 ms)`;
      const ev = measured(`first byte after ${Math.round(ttfb)} ms`);
      return ttfb <= 800 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SPEED_002',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'The main content takes too long to appear',
    label: 'Main content appears fast',
    description:
      'Largest Contentful Paint is when the visitor sees the main picture or headline; past 2.5 s bounce rates climb steeply, most of all on mobile.',
    threshold: 'Largest Contentful Paint is at most 2,500 ms (Core Web Vitals "good")',
    severity: 'high',
    weight: 5,
    industries: 'all',
    needs: 'render',
    uses: ['timing'],
    fixSteps: [
      'Find the LCP element (usually the hero image or headline) and load it first: preload it, never lazy-load it.',
      'Compress and resize the hero image; serve WebP/AVIF.',
      'Remove render-blocking scripts and styles ahead of it.',
    ],
    fixEffort: 'medium',
    impact: 'high',
    impactEstimate: 'estimate: +2-8% conversion when LCP drops under 2.5 s; varies by starting point',
    source: 'Google/Deloitte, "Milliseconds Make Millions" (2020); range heuristic',
    run(model) {
      return timingCheck(model, 'lcpMs', 'Largest Contentful Paint', 2500);
    },
  },
  {
    id: 'SPEED_003',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'The layout jumps while the page loads',
    label: 'Layout stays stable',
    description:
      'When content shifts as it loads, visitors lose their place and tap the wrong thing, sometimes an ad or the wrong product.',
    threshold: 'Cumulative Layout Shift is at most 0.1 (Core Web Vitals "good")',
    severity: 'medium',
    weight: 4,
    industries: 'all',
    needs: 'render',
    uses: ['layout'],
    fixSteps: [
      'Give images, videos and embeds width and height (or aspect-ratio) so space is reserved.',
      'Reserve space for banners, cookie bars and ads instead of pushing content down.',
      'Load web fonts with font-display: optional or matching fallback metrics.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% conversion; fewer mis-taps on mobile',
    source: 'heuristic',
    run(model) {
      const cls = model.render?.timing.cls;
      if (cls === null || cls === undefined) return notApplicable('layout shift was not measured');
      const value = Math.round(cls * 1000) / 1000;
      const observed = `${value} (at most 0.1)`;
      const ev = measured(`Cumulative Layout Shift ${value}`);
      return cls <= 0.1 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SPEED_004',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'Scripts keep the page from responding',
    label: 'Page responds while loading',
    description:
      'Long JavaScript tasks freeze the page: taps on buttons and menus do nothing, and visitors think the site is broken.',
    threshold: 'Total Blocking Time is at most 200 ms',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['timing'],
    fixSteps: [
      'Remove or delay third-party scripts that are not needed for the first interaction (chat, heatmaps, A/B tools).',
      'Split large bundles and defer code for below-the-fold widgets.',
    ],
    fixEffort: 'high',
    impact: 'medium',
    impactEstimate: 'estimate: +1-4% conversion on mid-range phones; varies',
    source: 'heuristic',
    run(model) {
      return timingCheck(model, 'tbtMs', 'Total Blocking Time', 200);
    },
  },
  {
    id: 'SPEED_005',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: "Some of the page's files fail to load",
    label: 'Every requested file loads',
    description:
      'A failed request is a missing image, style or script; broken pieces make a page look abandoned and can break forms and checkout buttons.',
    threshold: "no request to the site's own domain fails, and at most 2 third-party requests fail",
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['transport'],
    fixSteps: [
      'Fix or remove each failing URL listed in the evidence.',
      'Check the browser console on the live page after every deploy.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: +0-5% conversion; large when a checkout or form script fails',
    source: 'heuristic',
    run(model) {
      const failed = model.render?.failedRequests ?? [];
      const pageHost = hostOf(model.finalUrl) ?? '';
      const own: string[] = [];
      const third: string[] = [];
      for (const entry of failed) {
        const host = hostOf(entry.split(' ', 1)[0]) ?? '';
        const sameSite = host === pageHost || host.endsWith(`.${pageHost}`) || pageHost.endsWith(`.${host}`);
        (sameSite ? own : third).push(entry);
      }
      const observed = `${own.length} own-site and ${third.length} third-party requests failed (0 and at most 2)`;
      if (failed.length === 0)
        return pass(measured(`${model.render?.weight.requests ?? 0} requests, none failed`), observed);
      const ev = [...own, ...third].slice(0, 3).map(measured);
      return own.length === 0 && third.length <= 2 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SPEED_006',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'The page is heavy to download',
    label: 'Page weight is reasonable',
    description:
      'Every megabyte is seconds on a mobile connection and money on a metered plan; heavy pages lose the visitors who have least patience.',
    threshold: 'at most 3 MB transferred for the whole page',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'render',
    uses: ['transport'],
    fixSteps: [
      'Compress and resize images (they are usually most of the weight).',
      'Remove unused scripts, fonts and video autoloads.',
      'Load below-the-fold media lazily.',
    ],
    fixEffort: 'medium',
    impact: 'medium',
    impactEstimate: 'estimate: +1-3% mobile conversion; varies by connection speed',
    source: 'Google/Deloitte, "Milliseconds Make Millions" (2020); range heuristic',
    run(model) {
      const weight = model.render?.weight;
      if (!weight || weight.transferBytes <= 0) return notApplicable('page weight was not measured');
      const observed = `${mb(weight.transferBytes)} in ${weight.requests} requests (at most 3 MB)`;
      const biggest = Object.entries(weight.byType).sort((a, b) => b[1].bytes - a[1].bytes)[0];
      const ev = measured(
        `${mb(weight.transferBytes)} total${biggest ? `, largest share ${biggest[0]} ${mb(biggest[1].bytes)}` : ''}`,
      );
      return weight.transferBytes <= 3_000_000 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SPEED_007',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'The page is built from too many elements',
    label: 'Lean page structure',
    description:
      'A very large DOM slows styling, layout and every script that touches the page; menus and filters lag on mid-range phones.',
    threshold: 'at most 1,500 elements in the document',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Remove hidden duplicate markup (separate mobile and desktop menus, unused modals).',
      'Paginate or lazy-render long lists and mega menus.',
    ],
    fixEffort: 'high',
    impact: 'low',
    impactEstimate: 'estimate: +0-2% conversion from snappier interaction; varies',
    source: 'heuristic',
    run(model) {
      if (model.elementCount <= 0) return notApplicable('the element count is unknown');
      const observed = `${model.elementCount} elements (at most 1,500)`;
      const ev = seen(DOCUMENT.body, `${model.elementCount} elements`);
      return model.elementCount <= 1500 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SPEED_008',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'The HTML is sent uncompressed',
    label: 'HTML is compressed',
    description:
      'Gzip or Brotli shrinks HTML by 70-90%; without it the first byte of content reaches the visitor later on every visit.',
    threshold: 'the HTML response has Content-Encoding gzip, br or zstd',
    severity: 'medium',
    weight: 2,
    industries: 'all',
    needs: 'static',
    uses: ['transport'],
    fixSteps: [
      'Enable Brotli or gzip compression for text/html (and CSS/JS) on the server or CDN.',
      'Confirm with `curl -sI -H "Accept-Encoding: br, gzip" <url>` that Content-Encoding appears.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: 100-500 ms faster first paint on slow connections; +0-2% conversion',
    source: 'heuristic',
    run(model) {
      const headers = model.http.headers;
      if (Object.keys(headers).length === 0) return notApplicable('no response headers were recorded');
      const encoding = headers['content-encoding'];
      if (model.http.compressed || (encoding && /\b(?:gzip|br|zstd|deflate)\b/i.test(encoding))) {
        return pass(measured(`Content-Encoding: ${encoding ?? 'compressed'}`), encoding ?? 'compressed');
      }
      return fail(
        absent('a Content-Encoding: gzip/br response header'),
        `${Math.round(model.http.bytes / 1000)} KB sent uncompressed`,
      );
    },
  },
  {
    id: 'SPEED_009',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'Scripts in the <head> block the first paint',
    label: 'No scripts block the first paint',
    description:
      'A script in the <head> without async or defer stops the browser from showing anything until it has downloaded and run.',
    threshold: 'at most 1 render-blocking external script in the <head>',
    severity: 'medium',
    weight: 3,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add defer to scripts that do not have to run before the page shows.',
      'Move third-party tags to async loading or a tag manager.',
    ],
    fixEffort: 'low',
    impact: 'medium',
    impactEstimate: 'estimate: 200-1,000 ms faster first paint; +0-3% conversion',
    source: 'heuristic',
    run(model) {
      const n = model.scripts.renderBlocking;
      const observed = `${n} render-blocking scripts (at most 1)`;
      // the count is the observed value: the scripts themselves have no text to quote
      const ev = seen(DOCUMENT.headScripts, '');
      return n <= 1 ? pass(ev, observed) : fail(ev, observed);
    },
  },
  {
    id: 'SPEED_010',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'The page is served without HTTPS',
    label: 'Served over HTTPS',
    description:
      'Browsers mark plain-HTTP pages "Not secure", most loudly next to form fields; visitors will not type an email or card number under that warning.',
    threshold: 'the final URL is https://',
    severity: 'critical',
    weight: 5,
    industries: 'all',
    needs: 'static',
    uses: ['transport'],
    fixSteps: [
      "Install a TLS certificate (free from Let's Encrypt or your host/CDN).",
      'Redirect every http:// URL to its https:// version with a 301.',
      'Update internal links, canonical and sitemap to https.',
    ],
    fixEffort: 'low',
    impact: 'high',
    impactEstimate: 'estimate: +5-20% form and checkout completion on pages now flagged "Not secure"; varies',
    source: 'heuristic',
    run(model) {
      const secure = model.finalUrl.toLowerCase().startsWith('https://');
      return secure ? pass(measured(model.finalUrl), 'https') : fail(measured(model.finalUrl), 'http');
    },
  },
  {
    id: 'SPEED_011',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'Images below the first screen load up front',
    label: 'Below-the-fold images load lazily',
    description:
      'Images far down the page compete with the hero for bandwidth; lazy loading lets the first screen finish first.',
    threshold:
      'at least half of the images below the first screen have loading="lazy" (pages with 3 or more such images)',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Add loading="lazy" to images below the first screen.',
      'Keep the hero image eager so it is not delayed.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: 10-40% fewer bytes before first render; +0-2% conversion',
    source: 'heuristic',
    run(model) {
      const below = belowFold(model);
      if (below.length < 3) return notApplicable(`${below.length} images below the first screen`);
      const lazy = below.filter((img) => img.loading === 'lazy');
      const share = percent(lazy.length, below.length);
      const observed = `${lazy.length} of ${below.length} below-the-fold images lazy (${share}%, minimum 50%)`;
      return share >= 50
        ? pass(
            firstEvidence(lazy, (i) => `${i.src} loading=lazy`),
            observed,
          )
        : fail(
            firstEvidence(
              below.filter((i) => i.loading !== 'lazy'),
              (i) => i.src,
            ),
            observed,
          );
    },
  },
  {
    id: 'SPEED_012',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'Images do not declare their size, so the page jumps as they load',
    label: 'Images reserve their space',
    description:
      'An image without width and height takes no space until it arrives, then pushes the text and buttons below it down.',
    threshold: 'at least 80% of content images declare width and height',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      "Add width and height attributes with the image's intrinsic size to every <img>.",
      'Keep CSS height: auto so the image still scales.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: lower layout shift; +0-2% conversion',
    source: 'heuristic',
    run(model) {
      const images = contentImages(model);
      if (images.length === 0) return notApplicable('the page has no content images');
      const sized = images.filter((i) => i.width !== null && i.height !== null);
      const share = percent(sized.length, images.length);
      const observed = `${sized.length} of ${images.length} images sized (${share}%, minimum 80%)`;
      return share >= 80
        ? pass(
            firstEvidence(sized, (i) => `${i.src} ${i.width}×${i.height}`),
            observed,
          )
        : fail(
            firstEvidence(
              images.filter((i) => i.width === null || i.height === null),
              (i) => i.src,
            ),
            observed,
          );
    },
  },
  {
    id: 'SPEED_013',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'Images use old formats that are two to three times heavier',
    label: 'Images use modern formats',
    description:
      'WebP and AVIF carry the same picture in far fewer bytes than JPEG or PNG, so the page shows sooner, most of all on mobile.',
    threshold: 'at least half of raster images are WebP or AVIF',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    fixSteps: [
      'Serve WebP or AVIF through <picture> or an image CDN that negotiates the format.',
      'Convert the largest images first (hero, product photos).',
    ],
    fixEffort: 'medium',
    impact: 'low',
    impactEstimate: 'estimate: 25-50% fewer image bytes; +0-2% conversion',
    source: 'heuristic',
    run(model) {
      const raster = contentImages(model).filter(
        (i) => i.format !== null && RASTER.has(i.format.toLowerCase()),
      );
      if (raster.length === 0) return notApplicable('no raster images of known format');
      const modern = raster.filter((i) => MODERN.has((i.format ?? '').toLowerCase()));
      const share = percent(modern.length, raster.length);
      const observed = `${modern.length} of ${raster.length} raster images WebP/AVIF (${share}%, minimum 50%)`;
      return share >= 50
        ? pass(
            firstEvidence(modern, (i) => i.src),
            observed,
          )
        : fail(
            firstEvidence(
              raster.filter((i) => !modern.includes(i)),
              (i) => `${i.src} (${i.format})`,
            ),
            observed,
          );
    },
  },
  {
    id: 'SPEED_014',
    pageTypes: 'all',
    languages: 'any',
    group: 'speed',
    dimension: 'performance',
    title: 'Visitors pass through a chain of redirects before the page',
    label: 'At most one redirect',
    description:
      'Each redirect is a full round trip before anything loads, often 100-300 ms on mobile, paid by every visitor from ads and links.',
    threshold: 'at most 1 redirect before the final page',
    severity: 'low',
    weight: 2,
    industries: 'all',
    needs: 'static',
    uses: ['transport'],
    fixSteps: [
      'Point ads, emails and internal links straight at the final URL (https, with or without www, trailing slash).',
      'Collapse http→https→www chains into one redirect at the edge.',
    ],
    fixEffort: 'low',
    impact: 'low',
    impactEstimate: 'estimate: 100-600 ms faster start on mobile; +0-1% conversion',
    source: 'heuristic',
    run(model) {
      const hops = model.http.redirects;
      const observed = `${hops.length} redirects (at most 1)`;
      if (hops.length === 0) return pass(measured(`${model.finalUrl} served directly`), observed);
      const ev = [...hops, model.finalUrl].slice(0, 4).map((u, i) => measured(`${i + 1}. ${u}`));
      return hops.length <= 1 ? pass(ev, observed) : fail(ev, observed);
    },
  },
];

export default checks;
