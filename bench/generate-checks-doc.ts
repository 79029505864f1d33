/**
 * Writes docs/checks.md from the check registry: the dimensions and their weights, one table per
 * group, every check's fix steps, and the checks whose verdict never varies over the real-page
 * corpus with the reason recorded for each in bench/corpus-justifications.ts.
 *
 *   npm run docs:checks
 *
 * test/engine/checks/catalogue-doc.test.ts regenerates the text and fails when the file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runChecks } from '../lib/engine/index.js';
import { loadCorpus, staticModel, tallyCorpus, type CheckTally } from './corpus.js';
import {
  ACTIONABLE,
  type CheckDefinition,
  CHECKOUT_CONTEXT,
  CHECKS,
  CONVERTING,
  DIMENSIONS,
  DONATION_PAGES,
  GROUPS,
  LANDING,
  LOW_PAGE_TYPE_CONFIDENCE,
  OFFER_PAGES,
  type PageType,
  READABLE,
} from '../lib/engine/index.js';
import { CORPUS_JUSTIFICATIONS } from './corpus-justifications.js';

export const CHECKS_DOC_PATH = path.resolve(import.meta.dirname, '../docs/checks.md');

/** How the catalogue fared over the corpus, as the doc reports it. */
export interface CorpusSummary {
  pages: number;
  tallies: readonly CheckTally[];
}

/** Runs every check on the static model of every corpus page (one parse per page). */
export function corpusSummary(): CorpusSummary {
  const pages = loadCorpus();
  const results = pages.map((page) => runChecks(staticModel(page)));
  return {
    pages: pages.length,
    tallies: tallyCorpus(
      results,
      pages.map((p) => p.name),
    ),
  };
}

/** Text safe inside a Markdown table cell: no pipes, no line breaks, no raw HTML tags. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\|/g, '\\|');
}

function industries(check: CheckDefinition): string {
  return check.industries === 'all' ? 'all' : check.industries.join(', ');
}

/** The named page-type sets of scope.ts, as the doc names them. */
const PAGE_TYPE_SETS: [string, readonly PageType[]][] = [
  ['landing', LANDING],
  ['offer pages', OFFER_PAGES],
  ['converting', CONVERTING],
  ['actionable', ACTIONABLE],
  ['readable', READABLE],
  ['checkout context', CHECKOUT_CONTEXT],
  ['donation pages', DONATION_PAGES],
];

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

/** The check's page types: 'all', a named set (plus extra types), or the list. */
function pageTypes(check: CheckDefinition): string {
  if (check.pageTypes === 'all') return 'all';
  const types = check.pageTypes;
  for (const [name, set] of PAGE_TYPE_SETS) if (sameSet(types, set)) return name;
  for (const [name, set] of PAGE_TYPE_SETS) {
    const extra = types.filter((t) => !set.includes(t));
    if (set.every((t) => types.includes(t)) && extra.length < types.length - 1 && extra.length <= 2)
      return `${name} + ${extra.join(', ')}`;
  }
  return types.join(', ');
}

function languages(check: CheckDefinition): string {
  return check.languages === 'any' ? 'any' : check.languages.join(', ');
}

/** The anchor GitHub gives a heading: lower case, punctuation other than - and _ dropped. */
function anchor(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .trim()
    .replace(/ /g, '-');
}

function groupHeading(group: (typeof GROUPS)[number]): string {
  return `${group.name} (${group.prefixes.map((p) => `${p}_`).join(', ')})`;
}

/** The check's own most frequent reason; the industry filter's only when it gave no other. */
function mainReason(counts: Record<string, number>): string {
  const ranked = Object.entries(counts).sort(
    (a, b) =>
      Number(a[0].startsWith('applies to ')) - Number(b[0].startsWith('applies to ')) ||
      b[1] - a[1] ||
      a[0].localeCompare(b[0]),
  );
  return ranked[0]?.[0] ?? '';
}

/**
 * The Markdown of docs/checks.md. Pure: the same registry, justifications and corpus summary give
 * the same text, so a test can compare it with the committed file.
 */
export function renderChecksDoc(
  summary: CorpusSummary,
  justifications: Readonly<Record<string, string>> = CORPUS_JUSTIFICATIONS,
  checks: readonly CheckDefinition[] = CHECKS,
): string {
  const out: string[] = [];
  const line = (text = '') => out.push(text);

  line('# Check catalogue');
  line();
  line(
    '<!-- Generated from lib/engine/checks by `npm run docs:checks` (bench/generate-checks-doc.ts). Do not edit by hand. -->',
  );
  line();
  line(
    `${checks.length} checks in ${GROUPS.length} groups (SPEC 2.5). Each check is one declaration in ` +
      '`lib/engine/checks/groups/<group>/<ID>.ts`: a pure function of the page model that passes, fails with ' +
      'evidence (a quote and a CSS selector, or what was looked for and not found), or does not apply. ' +
      'The same catalogue is served as JSON at `GET /api/v1/checks`.',
  );
  line();
  line(
    'A check that does not serve the industry or the page type the page was classified as, that reads ' +
      'words of another language, or that needs render facts in ' +
      'a static scan, is `not_applicable` and does not count towards the score. The title is shown as a ' +
      'finding when the check fails; the label as a strength when it passes. Impact estimates are ' +
      'estimates, labelled as such.',
  );
  line();
  line(
    "**Sources.** The Source column says where an impact estimate's range comes from. `heuristic`: " +
      'no public study backs the effect; the range is our judgement. A named source (Baymard Institute ' +
      'checkout, cart-abandonment and product-page research; Nielsen Norman Group usability articles; ' +
      'Google/Deloitte "Milliseconds Make Millions"; the Spiegel Research Center review study; Iyengar & ' +
      'Lepper on choice overload) documents the effect the check targets, and the entry ends in ' +
      '"range heuristic": the percentage range is still our estimate, not a number from that source. ' +
      `${checks.filter((c) => c.source !== 'heuristic').length} of ${checks.length} checks name a source. ` +
      'Served as `source` beside `impact_estimate` in `GET /api/v1/checks`.',
  );
  line();
  line(
    '**Page types.** Every check declares the page types it applies to (`pageTypes`); on a page ' +
      'classified as another type (`model.pageType`) it is `not_applicable` with the type and its ' +
      `signals as the reason. A page type decided with confidence below ${LOW_PAGE_TYPE_CONFIDENCE} also ` +
      'counts as home_landing, so an uncertain classification can add landing-page checks but never ' +
      'removes them. The named sets (lib/engine/checks/scope.ts): ' +
      PAGE_TYPE_SETS.map(([name, set]) => `**${name}** = ${set.join(', ')}`).join('; ') +
      '. Cart and checkout pages have no type of their own: the checkout checks run on the checkout ' +
      'context types and only when the page has a checkout form or a cart form that is not an ' +
      'add-to-cart form.',
  );
  line();
  line(
    '**Languages.** The Language column names the languages whose words a check matches; on a page ' +
      'whose text is in another language (`model.language`) it is `not_applicable` ("reads English ' +
      'wording; this page is in German"). `any`: the verdict rests on markup, numbers or names only. ' +
      'A page whose language is unknown runs every check, unless most of its letters are in another script than Latin (`model.language.script`, "Cyrillic", "Han"): the word lists cannot read it ("reads English wording; this page is written in Cyrillic script").',
  );
  line();
  line(
    '**Prices.** A check marked *prices shown* judges the prices on the page and is `not_applicable` ' +
      'on a donation page or a nonprofit page whose main ask is a gift (the amounts are donations). ' +
      'A check marked *prices required* asks the page to show prices and is also `not_applicable` ' +
      'where the business sells by quote: no price on the page, and a "request a quote" / "contact ' +
      'sales" / "get a proposal" call to action or link, or an agency or local service whose way in ' +
      'is a lead or contact form.',
  );
  line();
  line(
    'The Needs column also lists what a check reads of the way the page was served or loaded ' +
      '(`uses` in its declaration). **transport** (HTTPS of the served URL, response headers, redirects, ' +
      'transfer bytes, which files the server delivered) and **timing** (TTFB, LCP, blocking time) are ' +
      '`not_applicable` when the page was served from a loopback, private or local-network address or ' +
      'audited from a local file (`model.delivery.loopback` / `localFile`): those are the local ' +
      "server's, not the live site's. SPEED_010 (HTTPS) reads the live site's scheme instead from the " +
      'address the page gives for itself (an absolute canonical link, og:url or `<base href>` on a public ' +
      'host), failing with medium confidence when it is http://, and is `not_applicable` when the page ' +
      'gives none, or both schemes. **layout** (sizes, positions, contrast, tap targets, the fold) is ' +
      '`not_applicable` on a degraded render: one of the render-blocking stylesheets of the page (not a ' +
      'web-font or icon-font stylesheet) failed to load or answered outside 2xx, so the page was measured unstyled ' +
      '(`model.delivery.degraded`, with the failed stylesheets and the reason). Links and mixed content ' +
      'inside the page are content and are judged everywhere.',
  );
  line();

  line('## Dimensions');
  line();
  line(
    'The score is made of 8 revenue dimensions. A dimension scores the weighted pass rate of its ' +
      'applicable checks (check weights 1-5); the overall score averages the dimensions by the weights ' +
      'below, over the dimensions that had at least one applicable check.',
  );
  line();
  line('| Dimension | Id | Weight | Checks |');
  line('|---|---|---:|---:|');
  for (const d of DIMENSIONS) {
    line(
      `| ${cell(d.label)} | \`${d.id}\` | ${d.weight} | ${checks.filter((c) => c.dimension === d.id).length} |`,
    );
  }
  line();

  line('## Groups');
  line();
  line('| Group | Prefixes | Checks |');
  line('|---|---|---:|');
  for (const g of GROUPS) {
    line(
      `| [${cell(g.name)}](#${anchor(groupHeading(g))}) | ${g.prefixes.map((p) => `\`${p}_\``).join(', ')} | ${
        checks.filter((c) => c.group === g.id).length
      } |`,
    );
  }
  line();

  for (const g of GROUPS) {
    const inGroup = checks.filter((c) => c.group === g.id);
    line(`## ${groupHeading(g)}`);
    line();
    line(
      '| Id | Title when failing / label when passing | Dimension | Severity | Weight | Industries | Page types | Language | Needs | Threshold | Fix effort | Impact estimate | Source |',
    );
    line('|---|---|---|---|---:|---|---|---|---|---|---|---|---|');
    for (const c of inGroup) {
      line(
        `| ${c.id} | ${cell(c.title)} / ${cell(c.label)} | ${c.dimension} | ${c.severity} | ${c.weight} | ${cell(
          industries(c),
        )} | ${cell(pageTypes(c))}${c.prices ? ` (prices ${c.prices})` : ''} | ${languages(c)} | ${c.needs}${c.uses?.length ? ` (${c.uses.join(', ')})` : ''} | ${cell(c.threshold)} | ${c.fixEffort} | ${cell(c.impactEstimate)} | ${cell(c.source)} |`,
      );
    }
    line();
    line('Fix steps:');
    line();
    for (const c of inGroup) {
      line(`- **${c.id}**`);
      c.fixSteps.forEach((step, i) => line(`  ${i + 1}. ${step.replace(/\s+/g, ' ').trim()}`));
    }
    line();
  }

  const byId = new Map(checks.map((c) => [c.id, c]));
  const uniform = summary.tallies.filter((t) => t.uniform !== null);
  line('## Checks that always pass or always fail on the corpus');
  line();
  line(
    `Every check runs on the static model of each of the ${summary.pages} real pages in \`../shared/corpus\` ` +
      '(shops, software sites, agencies and local businesses, publishers, templates; most saved in ' +
      '2013-2016). A check whose verdict is the same on every page it applies to does not tell those ' +
      'pages apart, so each one carries a reason here, kept in `bench/corpus-justifications.ts`; ' +
      'the catalogue test fails when a uniform check has none. Pages are audited under the address of ' +
      'their own canonical link (else `https://www.<page>.example/`), as a 200 response without redirects. ' +
      'Per-check counts: `npm run corpus-report` (add `--render` to render each page in Chromium).',
  );
  line();
  line(`${uniform.length} checks are uniform on the corpus.`);
  line();
  line('| Id | Verdict | Pages | Why |');
  line('|---|---|---:|---|');
  for (const t of uniform) {
    const reason = justifications[t.id];
    line(
      `| ${t.id} | always ${t.uniform} | ${t.applicable} of ${summary.pages} | ${
        reason ? cell(reason) : '**no justification recorded**'
      } |`,
    );
  }
  line();

  const never = summary.tallies.filter((t) => t.applicable === 0 && t.counts.error === 0);
  line('### Checks that never apply on the corpus in static mode');
  line();
  line(
    `${never.length} checks gave no verdict on any corpus page. Render checks need a rendered page; ` +
      'the others wait for something no corpus page has.',
  );
  line();
  line('| Id | Needs | Why not applicable |');
  line('|---|---|---|');
  for (const t of never) {
    const check = byId.get(t.id);
    line(`| ${t.id} | ${check?.needs ?? ''} | ${cell(mainReason(t.reasons))} |`);
  }
  line();
  return out.join('\n');
}

function main(): void {
  const text = renderChecksDoc(corpusSummary());
  writeFileSync(CHECKS_DOC_PATH, text);
  const uniform = text.match(/^\| \w+ \| always (pass|fail) \|/gm)?.length ?? 0;
  const missing = text.match(/\*\*no justification recorded\*\*/g)?.length ?? 0;
  console.log(
    `wrote ${path.relative(process.cwd(), CHECKS_DOC_PATH)}: ${CHECKS.length} checks, ${uniform} uniform on the corpus` +
      (missing > 0
        ? `, ${missing} without a justification (add them to bench/corpus-justifications.ts)`
        : ''),
  );
  if (missing > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
