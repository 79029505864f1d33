import type { ReportBranding } from '../api/branding.js';
import {
  type BlueprintPhase,
  type DimensionScore,
  type FullAudit,
  type FullFinding,
  getCheck,
} from '../engine/index.js';
import {
  SCREENSHOT_VIEWPORTS,
  annotatedCrop,
  cropImage,
  type AnnotatedCrop,
  type ScreenshotIndex,
  type ScreenshotViewport,
} from '../scans/screenshots.js';
import { SafeHtml, html, metaCsp, safeHref, strictCsp } from './html.js';

/** A check as the report shows it: its measurement and the page elements it quoted. */
export interface ReportCheck {
  status: 'pass' | 'fail';
  observed?: string;
  evidence: { quote: string; selector: string | null; absent?: string }[];
}

/** Everything one report shows; the page is built from this alone (no request leaves it). */
export interface ReportInput {
  audit: FullAudit;
  /**
   * The scan's screenshots and, per viewport, the image crops are cut from (cropImage: the full page
   * where one was captured, else the first screen), when the page was rendered.
   */
  screenshots: {
    index: ScreenshotIndex;
    fullPage: Partial<Record<ScreenshotViewport, Buffer>>;
  } | null;
  /** The passed and failed checks by id (empty when the results are not at hand). */
  checks: Record<string, ReportCheck>;
  /** When the report was produced (ISO). */
  generatedAt: string;
  /** Shown on a shared report: who may see it and until when. */
  sharedNote?: string;
  /** The agency's fields: who the report is for, who made it, a logo (validated: lib/api/branding.ts). */
  branding?: ReportBranding;
}

const COPY_LABELS: Record<string, string> = {
  headline: 'Headline',
  subheadline: 'Subheadline',
  primary_cta: 'Main call to action',
  meta_title: 'Page title',
  meta_description: 'Meta description',
};

const PHASE_ORDER = ['quick_wins', 'next_30_days', 'strategic'];

/**
 * The findings in the order to work on them, in three groups by priority (the ranking already
 * weighs severity, points, confidence and effort): the first few, the next ten, the rest.
 */
const FINDING_GROUPS = [
  {
    id: 'do-first',
    title: 'Do first',
    upTo: 5,
    intro: 'The findings that gain the most for the effort they take. Start here.',
  },
  { id: 'do-next', title: 'Do next', upTo: 15, intro: 'Worth doing once the first ones are fixed.' },
  {
    id: 'when-you-can',
    title: 'When you can',
    upTo: Infinity,
    intro: 'Smaller gains, or fixes that take longer; plan them in.',
  },
] as const;

/**
 * One stylesheet, hashed into the CSP. Narrow screens first (a phone at 390 px: one column, no
 * horizontal scrolling, no text under 12 px, the mobile crop of each element), wider screens from
 * 700 px; the print rules give A4 pages with margins, keep a heading with what follows and a crop
 * whole, and drop the screen-only parts. Colours meet WCAG AA contrast on white.
 */
export const REPORT_CSS = `
:root{--ink:#1b1f24;--muted:#4a525c;--line:#d6dae0;--accent:#0b57d0;--bad:#b3261e;--ok:#146c2e;--warn:#8a5300;--track:#eceff3}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff;overflow-wrap:break-word}
main{max-width:960px;margin:0 auto;padding:16px}
a{color:var(--accent);overflow-wrap:anywhere}
a:focus,summary:focus{outline:3px solid var(--accent);outline-offset:2px}
h1{font-size:1.5rem;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:32px 0 12px;border-bottom:2px solid var(--line);padding-bottom:4px}
h3{font-size:1.1rem;margin:24px 0 8px}
h4{font-size:1.05rem;margin:0 0 6px}
h5{font-size:1rem;margin:12px 0 4px}
p,li,dd,blockquote{overflow-wrap:anywhere}
.muted{color:var(--muted)}
.skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px}
.brand{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;margin-bottom:8px}
.brand img{display:block;max-height:56px;max-width:min(220px,100%);width:auto;height:auto}
.prepared{margin:0;display:flex;flex-wrap:wrap;gap:0 16px}
.toc ol{margin:0;padding-left:1.4em}.toc li{margin:2px 0}
.score{display:flex;gap:8px 24px;align-items:center;flex-wrap:wrap}
.score-value{font-size:3.5rem;font-weight:700;line-height:1}
.verdict{display:inline-block;padding:2px 10px;border-radius:12px;font-weight:600;border:2px solid currentColor}
.v-excellent,.v-good{color:var(--ok)}.v-fair{color:var(--warn)}.v-poor,.v-critical{color:var(--bad)}
.bars{list-style:none;margin:16px 0;padding:0;display:grid;gap:10px}
.bars li{display:grid;grid-template-columns:minmax(0,1fr) 3.5ch;gap:2px 8px;align-items:center}
.bar-label{grid-column:1/-1}
.bar-track{display:block;width:100%;height:14px}
.bar-value{font-weight:600;text-align:right}
dl.facts{display:grid;grid-template-columns:minmax(0,1fr);gap:0 16px;margin:0}
dl.facts dt{font-weight:600}dl.facts dd{margin:0 0 8px}
.finding,.strength{border:1px solid var(--line);border-radius:8px;padding:12px;margin:0 0 16px}
.tags{display:flex;flex-wrap:wrap;gap:6px;margin:4px 0 8px;padding:0;list-style:none}
.tags li{font-size:.875rem;border:1px solid var(--line);border-radius:10px;padding:0 8px}
blockquote{margin:6px 0;padding:4px 12px;border-left:4px solid var(--line)}
code{font-size:max(12px,.85em);overflow-wrap:anywhere}
details{margin:8px 0;border-top:1px solid var(--line);padding-top:6px}
summary{cursor:pointer;color:var(--accent)}
details ul{padding-left:1.2em}
figure{margin:8px 0}figcaption{font-size:.875rem;color:var(--muted)}
svg.crop{display:block;max-width:100%;height:auto;border:1px solid var(--line)}
.crops.both .crop-desktop{display:none}
.rewrite{display:grid;grid-template-columns:minmax(0,1fr);gap:12px}
.rewrite div{border:1px solid var(--line);border-radius:6px;padding:8px}
.notice{background:#eef3fc;border:1px solid #9bb6e6;padding:8px 12px;border-radius:6px}
@media (min-width:700px){
main{padding:24px}
h1{font-size:1.6rem}
.finding,.strength{padding:16px}
.bars li{grid-template-columns:minmax(0,17rem) minmax(0,1fr) 3.5ch}
.bar-label{grid-column:auto}
dl.facts{grid-template-columns:max-content minmax(0,1fr)}
dl.facts dd{margin:0}
.rewrite{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}
.crops.both .crop-desktop{display:block}.crops.both .crop-mobile{display:none}
}
@page{size:A4;margin:16mm 14mm 18mm}
@media print{
body{font-size:10.5pt}
main{max-width:none;padding:0}
.skip,.toc,details{display:none}
a{color:inherit;text-decoration:none}
h2{break-after:avoid;margin-top:20px}h3,h4,h5{break-after:avoid}
.finding,.strength{border:0;border-top:1px solid var(--line);border-radius:0;padding:8px 0;margin:0 0 8px}
.finding-head,figure,blockquote,.bars li,dl.facts{break-inside:avoid}
.crops.both .crop-desktop{display:block}.crops.both .crop-mobile{display:none}
svg.crop{max-height:60mm;width:auto}
.bars li{grid-template-columns:minmax(0,17rem) minmax(0,1fr) 3.5ch}.bar-label{grid-column:auto}
.bar-track,.verdict{-webkit-print-color-adjust:exact;print-color-adjust:exact}
summary{color:inherit}
}
`;

/**
 * Built outside any formatted template: the element's text must be REPORT_CSS byte for byte, or
 * its CSP hash no longer matches and the browser drops every style.
 */
const STYLE_ELEMENT = new SafeHtml(`<style>${REPORT_CSS}</style>`);

/** The report's Content-Security-Policy: no script, this stylesheet only, inline images. */
export const REPORT_CSP = strictCsp(REPORT_CSS);

/** The CSP of one report: REPORT_CSP, plus the one address of a logo given as an https URL. */
export function reportCsp(input: Pick<ReportInput, 'branding'>): string {
  const logo = input.branding?.logo;
  return logo && !logo.startsWith('data:') ? strictCsp(REPORT_CSS, { images: [logo] }) : REPORT_CSP;
}

const scoreColour = (score: number | null) =>
  score === null ? '#8a9099' : score >= 70 ? '#146c2e' : score >= 50 ? '#8a5300' : '#b3261e';

/**
 * The 8 dimensions as a list: each label and score is text (it wraps and stays readable at any
 * width), each bar a small SVG without text that stretches to the space it has.
 */
function dimensionChart(dimensions: readonly DimensionScore[]): SafeHtml {
  return html`<ul class="bars" aria-label="Score of each of the 8 dimensions, out of 100">
    ${dimensions.map((d) => {
      const score = d.score === null ? null : Math.round(d.score);
      return html`<li>
        <span class="bar-label">${d.label} (${d.weight}%)</span>
        <svg
          class="bar-track"
          viewBox="0 0 100 10"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <rect x="0" y="0" width="100" height="10" fill="#eceff3"></rect>
          <rect x="0" y="0" width="${score ?? 0}" height="10" fill="${scoreColour(d.score)}"></rect>
        </svg>
        <span class="bar-value">${score === null ? 'n/a' : score}</span>
      </li>`;
    })}
  </ul>`;
}

/** The images crops are cut from (cropImage), defined once and drawn by every crop with <use>. */
function screenshotDefs(input: ReportInput): SafeHtml {
  if (!input.screenshots) return html``;
  const images = SCREENSHOT_VIEWPORTS.map((viewport) => {
    const bytes = input.screenshots?.fullPage[viewport];
    const parts = input.screenshots?.index.viewports[viewport]?.parts;
    const stored = parts ? cropImage(parts) : null;
    if (!bytes || !stored) return null;
    return html`<image
      id="shot-${viewport}"
      href="data:${stored.content_type};base64,${bytes.toString('base64')}"
      x="0"
      y="0"
      width="${stored.css_width}"
      height="${stored.css_height}"
    ></image>`;
  });
  return html`<svg width="0" height="0" aria-hidden="true" focusable="false"><defs>${images}</defs></svg>`;
}

const VIEW_NAME: Record<ScreenshotViewport, string> = { desktop: 'Desktop', mobile: 'Mobile' };

function cropSvg(crop: AnnotatedCrop, what: string): SafeHtml {
  const { clip, element } = crop;
  return html`<svg
    class="crop"
    role="img"
    aria-label="${`Screenshot (${crop.viewport}) of ${what}, outlined in red`}"
    viewBox="${clip.x} ${clip.y} ${clip.width} ${clip.height}"
    width="${clip.width}"
    height="${clip.height}"
    data-selector="${crop.selector}"
  >
    <use href="#shot-${crop.viewport}"></use>
    <rect
      x="${element.x - 3}"
      y="${element.y - 3}"
      width="${element.width + 6}"
      height="${element.height + 6}"
      fill="none"
      stroke="#d00000"
      stroke-width="4"
    ></rect>
  </svg>`;
}

/**
 * The element in its page: the desktop crop on wide screens and on paper, the mobile crop on a
 * phone (a desktop crop shrunk to a phone's width is too small to read); one of them when only one
 * viewport measured it.
 */
function cropFigures(input: ReportInput, selectors: readonly (string | null)[], what: string): SafeHtml {
  const index = input.screenshots?.index;
  if (!index) return html``;
  const crops = SCREENSHOT_VIEWPORTS.map((viewport) =>
    input.screenshots?.fullPage[viewport] ? annotatedCrop(index, selectors, [viewport]) : null,
  ).filter((c): c is AnnotatedCrop => c !== null);
  if (crops.length === 0) return html``;
  return html`<div class="crops${crops.length > 1 ? ' both' : ''}">
    ${crops.map(
      (crop) =>
        html`<figure class="crop-${crop.viewport}">
          ${cropSvg(crop, what)}
          <figcaption>${VIEW_NAME[crop.viewport]} view of ${what}, outlined</figcaption>
        </figure>`,
    )}
  </div>`;
}

/** A quote as a person reads it: the page's words, or what was looked for and not found. */
function quoteText(e: { quote: string; absent?: string; selector: string | null }): SafeHtml | null {
  if (e.absent) return html`Not found on the page: ${e.absent}`;
  if (e.quote) return html`“${e.quote}”`;
  return null;
}

/** Rule, measurement and the page elements of each check behind a finding, for whoever fixes it. */
function evidenceDetails(input: ReportInput, finding: FullFinding): SafeHtml {
  const rows = finding.check_ids.map((id) => {
    const def = getCheck(id);
    const check = input.checks[id];
    const evidence = check?.evidence ?? (id === finding.check_id ? finding.evidence : []);
    return html`<h5>${def?.title ?? id} <span class="muted">(${id})</span></h5>
      <ul>
        ${def ? html`<li>Rule: ${def.threshold}</li>` : ''}
        ${check?.observed ? html`<li>Measured: ${check.observed}</li>` : ''}
        ${evidence.map(
          (e) =>
            html`<li>
              ${quoteText(e) ?? 'An element without words'}${e.selector ? html` at <code>${e.selector}</code>` : ''}
            </li>`,
        )}
      </ul>`;
  });
  return html`<details>
    <summary>Evidence details: rules, measurements and page elements</summary>
    ${rows}
  </details>`;
}

function findingSection(input: ReportInput, finding: FullFinding): SafeHtml {
  const primary = getCheck(finding.check_id);
  const cut = finding.explanation.indexOf(' On this page');
  const why = primary?.description ?? (cut > 0 ? finding.explanation.slice(0, cut) : finding.explanation);
  const seen = finding.evidence.map(quoteText).filter((q): q is SafeHtml => q !== null);
  const others = finding.check_ids.filter((id) => id !== finding.check_id);
  return html`<article class="finding" id="${finding.id}" aria-labelledby="${finding.id}-title">
    <div class="finding-head">
      <h4 id="${finding.id}-title">${finding.priority}. ${finding.title}</h4>
      <ul class="tags" aria-label="Finding facts">
        <li>Severity: ${finding.severity}</li>
        <li>Impact: ${finding.impact}</li>
        <li>${finding.dimension}</li>
        <li>Effort: ${finding.fix_effort}</li>
        <li>Confidence: ${finding.confidence}</li>
        <li>+${finding.points_if_fixed} points if fixed</li>
      </ul>
      <p>${why}</p>
    </div>
    ${
      seen.length > 0
        ? html`<h5>What the audit saw</h5>
            ${seen.slice(0, 3).map((q) => html`<blockquote>${q}</blockquote>`)}
            ${seen.length > 3 ? html`<p class="muted">and ${seen.length - 3} more (in the details below)</p>` : ''}`
        : ''
    }
    ${
      others.length > 0
        ? html`<p>The same cause also fails:</p>
            <ul>
              ${others.map((id) => html`<li>${getCheck(id)?.title ?? id}</li>`)}
            </ul>`
        : ''
    }
    ${cropFigures(
      input,
      finding.evidence.map((e) => e.selector),
      finding.title,
    )}
    <h5>How to fix it</h5>
    <ol>
      ${finding.fix_steps.map((step) => html`<li>${step}</li>`)}
    </ol>
    ${
      finding.rewritten_copy
        ? html`<h5>Suggested copy</h5>
            <blockquote>${finding.rewritten_copy}</blockquote>`
        : ''
    }
    <p class="muted">Expected effect: ${finding.impact_estimate}</p>
    ${evidenceDetails(input, finding)}
  </article>`;
}

/** The findings in FINDING_GROUPS, each group with its own heading. */
function groupedFindings(
  findings: readonly FullFinding[],
): { group: (typeof FINDING_GROUPS)[number]; findings: FullFinding[] }[] {
  const sorted = [...findings].sort((a, b) => a.priority - b.priority);
  let from = 0;
  return FINDING_GROUPS.map((group) => {
    const members = sorted.slice(from, group.upTo);
    from = Math.max(from, group.upTo);
    return { group, findings: members };
  }).filter((g) => g.findings.length > 0);
}

function rewritesSection(audit: FullAudit): SafeHtml {
  const rows = Object.entries(COPY_LABELS).flatMap(([key, label]) => {
    const rewrite = audit.copy_rewrites[key as keyof typeof COPY_LABELS & keyof FullAudit['copy_rewrites']];
    if (!rewrite || typeof rewrite !== 'object' || rewrite.alternatives.length === 0) return [];
    return [
      html`<h3>${label}</h3>
        <div class="rewrite">
          <div>
            <strong>Before</strong>
            <p>${rewrite.original ?? '(none on the page)'}</p>
          </div>
          <div>
            <strong>After</strong>
            <ul>
              ${rewrite.alternatives.map((a) => html`<li>${a}</li>`)}
            </ul>
          </div>
        </div>
        <p class="muted">${rewrite.rationale}</p>`,
    ];
  });
  if (rows.length === 0) return html`<p>No copy rewrites were proposed for this page.</p>`;
  return html`${rows}`;
}

function blueprintSection(phases: readonly BlueprintPhase[]): SafeHtml {
  const ordered = [...phases].sort((a, b) => PHASE_ORDER.indexOf(a.phase) - PHASE_ORDER.indexOf(b.phase));
  return html`${ordered.map(
    (phase) =>
      html`<h3>${phase.title}</h3>
        <p class="muted">${phase.expected_effect}</p>
        ${
          phase.steps.length === 0
            ? html`<p>Nothing in this phase.</p>`
            : html`<ol>
                ${phase.steps.map(
                  (s) =>
                    html`<li>
                      <a href="#${s.finding_id}">${s.action}</a>
                      <span class="muted">${s.expected_effect}</span>
                    </li>`,
                )}
              </ol>`
        }`,
  )}`;
}

function benchmarkSection(audit: FullAudit): SafeHtml {
  const b = audit.benchmark;
  const width = 600;
  const x = (v: number) => Math.round((width * Math.max(0, Math.min(100, v))) / 100);
  return html`<dl class="facts">
      <dt>This page</dt>
      <dd>${audit.score}</dd>
      <dt>Industry average</dt>
      <dd>${b.industry_average}</dd>
      <dt>Top 10% start at</dt>
      <dd>${b.top_10_percent_score}</dd>
      <dt>Percentile</dt>
      <dd>
        ${b.industry_percentile} (better than ${b.industry_percentile}% of ${b.sample_size} ${audit.industry}
        pages)
      </dd>
    </dl>
    <svg
      role="img"
      viewBox="0 0 ${width + 20} 50"
      width="100%"
      aria-label="${`Score ${audit.score} against an industry average of ${b.industry_average} and a top-10% threshold of ${b.top_10_percent_score}`}"
    >
      <rect x="10" y="20" width="${width}" height="10" fill="#eceff3"></rect>
      <rect x="${10 + x(b.industry_average) - 1}" y="12" width="3" height="26" fill="#4a525c"></rect>
      <rect x="${10 + x(b.top_10_percent_score) - 1}" y="12" width="3" height="26" fill="#146c2e"></rect>
      <circle cx="${10 + x(audit.score)}" cy="25" r="8" fill="#0b57d0"></circle>
    </svg>`;
}

/** Who the report is for and who made it, with their logo, as the agency gave them. */
function brandingHeader(branding: ReportBranding | undefined): SafeHtml {
  if (!branding) return html``;
  return html`<div class="brand">
    ${
      branding.logo
        ? html`<img
            src="${branding.logo}"
            alt="${branding.prepared_by ? `${branding.prepared_by} logo` : 'Logo'}"
            referrerpolicy="no-referrer"
          />`
        : ''
    }
    ${
      branding.client || branding.prepared_by
        ? html`<p class="prepared">
            ${branding.client ? html`<span>Prepared for <strong>${branding.client}</strong></span>` : ''}
            ${branding.prepared_by ? html`<span>Prepared by <strong>${branding.prepared_by}</strong></span>` : ''}
          </p>`
        : ''
    }
  </div>`;
}

/** The first screen: the desktop one on wide screens and paper, the phone's on a phone. */
function firstScreen(input: ReportInput): SafeHtml {
  const shots = input.screenshots;
  if (!shots) return html``;
  const figures = SCREENSHOT_VIEWPORTS.flatMap((viewport) => {
    const stored = shots.index.viewports[viewport];
    if (!stored || !shots.fullPage[viewport]) return [];
    const height = Math.min(stored.height, cropImage(stored.parts).css_height);
    return [
      html`<figure class="crop-${viewport}">
        <svg
          class="crop"
          role="img"
          aria-label="${`First screen of the page at ${stored.width} px`}"
          viewBox="0 0 ${stored.width} ${height}"
          width="${stored.width}"
          height="${height}"
        >
          <use href="#shot-${viewport}"></use>
        </svg>
        <figcaption>
          The first screen on ${viewport === 'desktop' ? 'a desktop' : 'a phone'}
          (${stored.width}x${stored.height})
        </figcaption>
      </figure>`,
    ];
  });
  return html`<div class="crops${figures.length > 1 ? ' both' : ''}">${figures}</div>`;
}

/**
 * The report of one scan as a self-contained, print-friendly HTML page: no script, no request
 * leaves it (screenshots are inline; a logo given as an https URL is the one exception, allowed by
 * reportCsp), and every text from the page is escaped.
 */
export function renderReportPage(input: ReportInput): string {
  const { audit } = input;
  const page = audit.page;
  const groups = groupedFindings(audit.findings);
  const strengths = audit.strengths.map((s) => {
    const check = input.checks[s.check_id];
    const quotes = (check?.evidence ?? []).map(quoteText).filter((q): q is SafeHtml => q !== null);
    return html`<article class="strength">
      <h3>${s.label}</h3>
      ${
        quotes.length > 0
          ? html`<p>Seen on the page: ${quotes.slice(0, 3).map((q, i) => html`${i ? '; ' : ''}${q}`)}</p>`
          : html`<p>${s.observation}</p>`
      }
      ${cropFigures(
        input,
        (check?.evidence ?? []).map((e) => e.selector),
        s.label,
      )}
    </article>`;
  });
  const sections = [
    { id: 'score-title', title: 'Score' },
    { id: 'findings-title', title: 'Findings, by what to do first' },
    { id: 'rewrites-title', title: 'Rewritten copy' },
    { id: 'strengths-title', title: 'Strengths' },
    { id: 'seen-title', title: 'What the audit saw' },
    { id: 'blueprint-title', title: 'Growth blueprint' },
    { id: 'benchmark-title', title: 'Benchmark' },
  ];
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <meta http-equiv="Content-Security-Policy" content="${metaCsp(reportCsp(input))}" />
        <title>Conversion audit: ${audit.url}</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <a class="skip" href="#findings">Skip to the findings</a>
        ${screenshotDefs(input)}
        <main>
          <header>
            ${brandingHeader(input.branding)}
            <h1>Conversion audit</h1>
            <p><a href="${safeHref(audit.url)}" rel="noopener noreferrer nofollow">${audit.url}</a></p>
            <p class="muted">Scan ${audit.scan_id}, report of ${input.generatedAt.slice(0, 10)}</p>
            ${input.sharedNote ? html`<p class="notice">${input.sharedNote}</p>` : ''}
          </header>
          <nav class="toc" aria-labelledby="toc-title">
            <h2 id="toc-title">Contents</h2>
            <ol>
              ${sections.map(
                (sec) =>
                  html`<li>
                    <a href="#${sec.id}">${sec.title}</a>
                    ${
                      sec.id === 'findings-title' && groups.length > 0
                        ? html`<ol>
                            ${groups.map(
                              (g) =>
                                html`<li>
                                  <a href="#${g.group.id}">${g.group.title}</a>
                                  <span class="muted">(${g.findings.length})</span>
                                </li>`,
                            )}
                          </ol>`
                        : ''
                    }
                  </li>`,
              )}
            </ol>
          </nav>
          <section aria-labelledby="score-title">
            <h2 id="score-title">Score</h2>
            <div class="score">
              <span class="score-value" aria-label="${`Score ${audit.score} out of 100`}"
                >${audit.score}</span
              >
              <span class="verdict v-${audit.verdict}">${audit.verdict}</span>
              <span>${audit.findings_summary} findings, ${audit.strengths.length} strengths</span>
            </div>
            ${audit.summary ? html`<p>${audit.summary}</p>` : ''} ${dimensionChart(audit.dimensions)}
          </section>
          <section id="findings" aria-labelledby="findings-title">
            <h2 id="findings-title">Findings, by what to do first</h2>
            ${
              groups.length === 0
                ? html`<p>No check failed.</p>`
                : groups.map(
                    (g) =>
                      html`<section aria-labelledby="${g.group.id}">
                        <h3 id="${g.group.id}">${g.group.title}</h3>
                        <p class="muted">${g.group.intro}</p>
                        ${g.findings.map((f) => findingSection(input, f))}
                      </section>`,
                  )
            }
          </section>
          <section aria-labelledby="rewrites-title">
            <h2 id="rewrites-title">Rewritten copy</h2>
            ${rewritesSection(audit)}
          </section>
          <section aria-labelledby="strengths-title">
            <h2 id="strengths-title">Strengths</h2>
            ${strengths.length === 0 ? html`<p>No strengths were recorded.</p>` : strengths}
          </section>
          <section aria-labelledby="seen-title">
            <h2 id="seen-title">What the audit saw</h2>
            ${
              page
                ? html`<dl class="facts">
                    <dt>Page type</dt>
                    <dd>
                      ${page.page_type.replace(/_/g, ' ')} (confidence
                      ${Math.round(page.page_type_confidence * 100)}%)
                    </dd>
                    <dt>Industry</dt>
                    <dd>${page.industry}</dd>
                    <dt>Language</dt>
                    <dd>${page.language ?? 'undecided'}</dd>
                    <dt>Headline</dt>
                    <dd>${page.headline.text ?? 'none found'}</dd>
                    <dt>Main call to action</dt>
                    <dd>
                      ${page.primary_cta.text ?? 'none found'}${page.primary_cta.goal ? html` <span class="muted">(${page.primary_cta.goal})</span>` : ''}
                    </dd>
                    <dt>Render</dt>
                    <dd>
                      ${page.render.mode === 'render' ? 'rendered in Chromium' : 'static HTML only'}${page.render.degraded ? ', degraded' : ''}${page.render.reason ? html` (${page.render.reason})` : ''};
                      ${page.render.stylesheets_failed} stylesheets and ${page.render.requests_failed}
                      requests failed
                    </dd>
                  </dl>`
                : html`<p>This audit predates the page summary.</p>`
            }
            ${firstScreen(input)}
          </section>
          <section aria-labelledby="blueprint-title">
            <h2 id="blueprint-title">Growth blueprint</h2>
            ${blueprintSection(audit.growth_blueprint)}
          </section>
          <section aria-labelledby="benchmark-title">
            <h2 id="benchmark-title">Benchmark</h2>
            ${benchmarkSection(audit)}
          </section>
        </main>
      </body>
    </html>`;
  return body.value;
}
