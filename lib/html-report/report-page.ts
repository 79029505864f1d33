import type { BlueprintPhase, DimensionScore, FullAudit, FullFinding } from '../engine/index.js';
import {
  SCREENSHOT_VIEWPORTS,
  annotatedCrop,
  type AnnotatedCrop,
  type ScreenshotIndex,
  type ScreenshotViewport,
} from '../scans/screenshots.js';
import { SafeHtml, html, metaCsp, safeHref, strictCsp } from './html.js';

/** Everything one report shows; the page is built from this alone (no request leaves it). */
export interface ReportInput {
  audit: FullAudit;
  /** The scan's screenshots and their full-page images, when the page was rendered. */
  screenshots: {
    index: ScreenshotIndex;
    fullPage: Partial<Record<ScreenshotViewport, Buffer>>;
  } | null;
  /** Selectors of the evidence of each passed check, for the strengths' crops. */
  strengthEvidence: Record<string, (string | null)[]>;
  /** When the report was produced (ISO). */
  generatedAt: string;
  /** Shown on a shared report: who may see it and until when. */
  sharedNote?: string;
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
 * One stylesheet, hashed into the CSP. Print rules keep a finding on one page where it fits and
 * drop the screen-only chrome. Colours meet WCAG AA contrast on white.
 */
export const REPORT_CSS = `
:root{--ink:#1b1f24;--muted:#4a525c;--line:#d6dae0;--accent:#0b57d0;--bad:#b3261e;--ok:#146c2e;--warn:#8a5300}
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--ink);background:#fff}
main{max-width:960px;margin:0 auto;padding:24px}
a{color:var(--accent)}
a:focus,summary:focus{outline:3px solid var(--accent);outline-offset:2px}
h1{font-size:1.6rem;margin:0 0 4px;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin:32px 0 12px;border-bottom:2px solid var(--line);padding-bottom:4px}
h3{font-size:1.05rem;margin:0 0 6px}
.muted{color:var(--muted)}
.skip{position:absolute;left:-9999px}.skip:focus{left:8px;top:8px;background:#fff;padding:8px}
.score{display:flex;gap:24px;align-items:center;flex-wrap:wrap}
.score-value{font-size:3.5rem;font-weight:700;line-height:1}
.verdict{display:inline-block;padding:2px 10px;border-radius:12px;font-weight:600;border:2px solid currentColor}
.v-excellent,.v-good{color:var(--ok)}.v-fair{color:var(--warn)}.v-poor,.v-critical{color:var(--bad)}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dl.facts dt{font-weight:600}dl.facts dd{margin:0;overflow-wrap:anywhere}
.finding,.strength{border:1px solid var(--line);border-radius:8px;padding:16px;margin:0 0 16px;break-inside:avoid}
.tags{display:flex;flex-wrap:wrap;gap:6px;margin:4px 0 8px;padding:0;list-style:none}
.tags li{font-size:.85rem;border:1px solid var(--line);border-radius:10px;padding:0 8px}
blockquote{margin:6px 0;padding:4px 12px;border-left:4px solid var(--line);overflow-wrap:anywhere}
code{font-size:.85em;overflow-wrap:anywhere}
figure{margin:8px 0}figcaption{font-size:.85rem;color:var(--muted)}
svg.crop{display:block;max-width:100%;height:auto;border:1px solid var(--line)}
.shot{max-width:100%;height:auto;border:1px solid var(--line)}
.rewrite{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.rewrite div{border:1px solid var(--line);border-radius:6px;padding:8px;overflow-wrap:anywhere}
table{border-collapse:collapse;width:100%}th,td{text-align:left;border-bottom:1px solid var(--line);padding:6px;vertical-align:top;overflow-wrap:anywhere}
.chart text{font:13px system-ui,sans-serif;fill:#1b1f24}
.notice{background:#eef3fc;border:1px solid #9bb6e6;padding:8px 12px;border-radius:6px}
@media print{main{max-width:none;padding:0}.skip{display:none}a{color:inherit}h2{break-after:avoid}}
`;

/**
 * Built outside any formatted template: the element's text must be REPORT_CSS byte for byte, or
 * its CSP hash no longer matches and the browser drops every style.
 */
const STYLE_ELEMENT = new SafeHtml(`<style>${REPORT_CSS}</style>`);

/** The report's Content-Security-Policy: no script, this stylesheet only, inline images. */
export const REPORT_CSP = strictCsp(REPORT_CSS);

function dimensionChart(dimensions: readonly DimensionScore[]): SafeHtml {
  const rowHeight = 30;
  const labelWidth = 340;
  const barWidth = 520;
  const height = dimensions.length * rowHeight + 10;
  const rows = dimensions.map((d, i) => {
    const y = i * rowHeight + 5;
    const score = d.score ?? 0;
    const colour =
      d.score === null ? '#8a9099' : score >= 70 ? '#146c2e' : score >= 50 ? '#8a5300' : '#b3261e';
    return html`<g>
      <text x="0" y="${y + 19}">${d.label} (${d.weight}%)</text>
      <rect x="${labelWidth}" y="${y + 4}" width="${barWidth}" height="20" fill="#eceff3"></rect>
      <rect
        x="${labelWidth}"
        y="${y + 4}"
        width="${Math.round((barWidth * score) / 100)}"
        height="20"
        fill="${colour}"
      ></rect>
      <text x="${labelWidth + barWidth + 8}" y="${y + 19}"
        >${d.score === null ? 'n/a' : Math.round(score)}</text
      >
    </g>`;
  });
  const summary = dimensions.map(
    (d) => `${d.label}: ${d.score === null ? 'not applicable' : Math.round(d.score)}`,
  );
  return html`<svg
    class="chart"
    role="img"
    viewBox="0 0 ${labelWidth + barWidth + 50} ${height}"
    width="100%"
    aria-labelledby="chart-title chart-desc"
  >
    <title id="chart-title">Score of each of the 8 dimensions, out of 100</title>
    <desc id="chart-desc">${summary.join('; ')}</desc>
    ${rows}
  </svg>`;
}

/** The full-page images, defined once and drawn by every crop with <use>. */
function screenshotDefs(input: ReportInput): SafeHtml {
  if (!input.screenshots) return html``;
  const images = SCREENSHOT_VIEWPORTS.map((viewport) => {
    const bytes = input.screenshots?.fullPage[viewport];
    const stored = input.screenshots?.index.viewports[viewport]?.parts.full_page;
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

function cropFigure(input: ReportInput, crop: AnnotatedCrop | null, what: string): SafeHtml {
  if (!crop || !input.screenshots?.fullPage[crop.viewport]) return html``;
  const { clip, element } = crop;
  return html`<figure>
    <svg
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
    </svg>
    <figcaption>
      ${crop.viewport === 'desktop' ? 'Desktop' : 'Mobile'} view, element <code>${crop.selector}</code>
    </figcaption>
  </figure>`;
}

function findingSection(input: ReportInput, finding: FullFinding): SafeHtml {
  const crop = input.screenshots
    ? annotatedCrop(
        input.screenshots.index,
        finding.evidence.map((e) => e.selector),
      )
    : null;
  return html`<article class="finding" id="${finding.id}" aria-labelledby="${finding.id}-title">
    <h3 id="${finding.id}-title">${finding.priority}. ${finding.title}</h3>
    <ul class="tags" aria-label="Finding facts">
      <li>Severity: ${finding.severity}</li>
      <li>Impact: ${finding.impact}</li>
      <li>${finding.dimension}</li>
      <li>Effort: ${finding.fix_effort}</li>
      <li>Confidence: ${finding.confidence}</li>
      <li>+${finding.points_if_fixed} points if fixed</li>
    </ul>
    <p>${finding.explanation}</p>
    ${cropFigure(input, crop, finding.title)}
    ${
      finding.evidence.length > 0
        ? html`<h4>Evidence</h4>
            ${finding.evidence.map(
              (e) =>
                html`<blockquote>
                  ${e.absent ? html`Not found: ${e.absent}` : e.quote}${
                    e.selector ? html` <span class="muted">(<code>${e.selector}</code>)</span>` : ''
                  }
                </blockquote>`,
            )}`
        : ''
    }
    <h4>How to fix it</h4>
    <ol>
      ${finding.fix_steps.map((step) => html`<li>${step}</li>`)}
    </ol>
    ${
      finding.rewritten_copy
        ? html`<h4>Suggested copy</h4>
            <blockquote>${finding.rewritten_copy}</blockquote>`
        : ''
    }
    <p class="muted">Expected effect: ${finding.impact_estimate} (check ${finding.check_ids.join(', ')})</p>
  </article>`;
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

/**
 * The report of one scan as a self-contained, print-friendly HTML page: no script, no request
 * leaves it (screenshots are inline), and every text from the page is escaped.
 */
export function renderReportPage(input: ReportInput): string {
  const { audit } = input;
  const page = audit.page;
  const firstScreen = input.screenshots?.index.viewports.desktop;
  const strengths = audit.strengths.map((s) => {
    const crop = input.screenshots
      ? annotatedCrop(input.screenshots.index, input.strengthEvidence[s.check_id] ?? [])
      : null;
    return html`<article class="strength">
      <h3>${s.label}</h3>
      <p>${s.observation}</p>
      ${cropFigure(input, crop, s.label)}
    </article>`;
  });
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="referrer" content="no-referrer" />
        <meta http-equiv="Content-Security-Policy" content="${metaCsp(REPORT_CSP)}" />
        <title>Conversion audit: ${audit.url}</title>
        ${STYLE_ELEMENT}
      </head>
      <body>
        <a class="skip" href="#findings">Skip to the findings</a>
        ${screenshotDefs(input)}
        <main>
          <header>
            <h1>Conversion audit</h1>
            <p><a href="${safeHref(audit.url)}" rel="noopener noreferrer nofollow">${audit.url}</a></p>
            <p class="muted">Scan ${audit.scan_id}, report of ${input.generatedAt.slice(0, 10)}</p>
            ${input.sharedNote ? html`<p class="notice">${input.sharedNote}</p>` : ''}
          </header>
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
            ${
              firstScreen && input.screenshots?.fullPage.desktop
                ? html`<figure>
                    <svg
                      class="crop"
                      role="img"
                      aria-label="First screen of the page at 1366 px"
                      viewBox="0 0 ${firstScreen.width} ${Math.min(firstScreen.height, firstScreen.parts.full_page.css_height)}"
                      width="${firstScreen.width}"
                      height="${firstScreen.height}"
                    >
                      <use href="#shot-desktop"></use>
                    </svg>
                    <figcaption>
                      The first screen on a desktop (${firstScreen.width}x${firstScreen.height})
                    </figcaption>
                  </figure>`
                : ''
            }
          </section>
          <section id="findings" aria-labelledby="findings-title">
            <h2 id="findings-title">Findings</h2>
            ${audit.findings.length === 0 ? html`<p>No check failed.</p>` : audit.findings.map((f) => findingSection(input, f))}
          </section>
          <section aria-labelledby="rewrites-title">
            <h2 id="rewrites-title">Rewritten copy</h2>
            ${rewritesSection(audit)}
          </section>
          <section aria-labelledby="strengths-title">
            <h2 id="strengths-title">Strengths</h2>
            ${strengths.length === 0 ? html`<p>No strengths were recorded.</p>` : strengths}
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
