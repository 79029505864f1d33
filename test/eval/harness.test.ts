/**
 * The harness on a tiny labelled set written here: real pages served over HTTP, audited through
 * the real pipeline (static mode, to stay quick), held against labels that agree on some fields
 * and deliberately disagree on others, so every metric is seen both to succeed and to fail.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatAccuracyDoc, formatSummary, runEval, type EvalReport } from '../../bench/eval/evaluate.js';

const LANDING = `<!doctype html><html lang="en"><head><title>Invoicing software for freelancers | Billwise</title>
<meta name="description" content="Send invoices in a minute, get paid twice as fast and keep every client and payment in one place. Free for 30 days.">
<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>
<header><a href="/"><img src="/logo.png" alt="Billwise"></a><nav><a href="/pricing">Pricing</a><a href="/contact">Contact</a></nav></header>
<main><section class="hero"><h1>Invoicing that gets freelancers paid twice as fast</h1>
<p>Create an invoice in a minute, send reminders automatically and see who owes you what.</p>
<a class="btn btn-primary" href="/signup">Start your free trial</a></section>
<section><h2>What freelancers say</h2>
<blockquote class="testimonial"><p>"I was paid in four days instead of three weeks after switching to Billwise."</p><cite>Anna Berg, designer</cite></blockquote>
<blockquote class="testimonial"><p>"The automatic reminders alone saved me two hours every month."</p><cite>Tom Reyes, developer</cite></blockquote></section>
<section><h2>Pricing</h2><p>Pro plan $12 per month. 30-day money-back guarantee.</p></section>
</main><footer><a href="/privacy">Privacy</a> <a href="mailto:hello@billwise.example">hello@billwise.example</a></footer></body></html>`;

const LOREM = `<!doctype html><html><head><title>Home</title></head><body>
<h1>Lorem ipsum dolor sit amet</h1><p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor.</p>
<p>Your Company Name, 123 Main Street. Call 555-555-5555.</p></body></html>`;

function label(
  page: string,
  headline: string | null,
  cta: string | null,
  score: number,
  placeholder: boolean,
  problems: string[] = [],
) {
  return {
    page,
    page_type: 'home_landing',
    industry: 'saas',
    language: 'en',
    headline: { text: headline },
    primary_cta: { text: cta, goal: 'trial' },
    facts: { placeholder_text: placeholder },
    key_checks: {
      SEO_001: { verdict: 'pass', reason: null },
      TRUST_011: placeholder ? 'fail' : 'pass',
      HERO_001: 'unknown',
    },
    expert_score: score,
    expert_top_problems: problems,
  };
}

let report: EvalReport;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'eval-'));
  mkdirSync(path.join(dir, 'pages', 'saas'), { recursive: true });
  writeFileSync(path.join(dir, 'pages', 'saas', 'landing.html'), LANDING);
  writeFileSync(path.join(dir, 'pages', 'saas', 'lorem.html'), LOREM);
  writeFileSync(
    path.join(dir, 'labels.json'),
    JSON.stringify([
      label(
        'saas/landing.html',
        'Invoicing that gets freelancers paid twice as fast',
        'Start your free trial',
        80,
        false,
        // The page shows no phone at all, so no finding is about tapping one: a miss.
        [
          'Visitors on phones cannot tap the phone number to call: it is not a tel: link.',
          'The colours of the footer clash with the logo.',
        ],
      ),
      // Deliberately wrong headline and call to action: agreement must drop below 100%.
      label('saas/lorem.html', 'A headline this page does not have', 'Buy now', 10, true, [
        'Lorem ipsum is left in the headline and the body copy, so the page reads as an unfinished template.',
      ]),
      label('saas/missing.html', null, null, 50, false),
    ]),
  );
  report = await runEval({
    labelsFiles: [path.join(dir, 'labels.json')],
    pagesDir: path.join(dir, 'pages'),
    mode: 'static',
  });
}, 120_000);

describe('npm run eval on a tiny labelled set', () => {
  it('audits the pages it finds and reports the one it cannot', () => {
    expect(report.summary.pages).toBe(3);
    expect(report.summary.audited).toBe(2);
    expect(report.summary.errors).toEqual(['saas/missing.html: page file not found']);
  });

  it('agrees where the labels match what the page shows and disagrees where they do not', () => {
    expect(report.summary.headline).toEqual({ correct: 1, total: 2, rate: 0.5 });
    expect(report.summary.primary_cta.correct).toBe(1);
    expect(report.summary.language).toMatchObject({ total: 2 });
    const landing = report.pages.find((p) => p.page === 'saas/landing.html')!;
    expect(landing.got?.headline).toBe('Invoicing that gets freelancers paid twice as fast');
    expect(landing.match?.primary_cta).toBe(true);
  });

  it('scores key checks against the experts and leaves unknown verdicts out', () => {
    expect(report.per_check.SEO_001).toMatchObject({ fn: 0 });
    expect(report.summary.key_checks.unknown).toBe(2);
    const lorem = report.pages.find((p) => p.page === 'saas/lorem.html')!;
    expect(lorem.key_checks?.TRUST_011).toEqual({ expert: 'fail', audit: 'fail' });
    expect(report.per_check.TRUST_011.tp).toBe(1);
  });

  it('ranks the strong page above the placeholder page', () => {
    const [landing, lorem] = ['saas/landing.html', 'saas/lorem.html'].map(
      (p) => report.pages.find((x) => x.page === p)!.score!,
    );
    expect(landing).toBeGreaterThan(lorem);
    expect(report.summary.spearman).toBeCloseTo(1);
    expect(report.summary.placeholder.gap).toBe(landing - lorem);
  });

  it("places the experts' first problems among the first 10 findings, and lists the ones no topic covers", () => {
    const lorem = report.pages.find((p) => p.page === 'saas/lorem.html')!;
    expect(lorem.problems?.[0].topics).toContain('placeholder');
    expect(lorem.problems?.[0].found_at).toBeLessThanOrEqual(10);
    expect(lorem.top_check_ids?.[lorem.problems![0].found_at! - 1]).toContain('TRUST_011');
    const landing = report.pages.find((p) => p.page === 'saas/landing.html')!;
    expect(landing.problems?.map((p) => p.topics)).toEqual([['tap_to_call'], []]);
    expect(landing.problems?.[0].found_at).toBeNull();
    expect(report.summary.first_problem).toMatchObject({ correct: 1, total: 2, rate: 0.5, unmapped: 0 });
    expect(report.summary.top3_problems).toMatchObject({ correct: 1, total: 2, unmapped: 0 });
    expect(report.summary.top3_problems.unmapped_problems).toEqual([
      'saas/landing.html: The colours of the footer clash with the logo.',
    ]);
  });

  it('runs the mutations that apply and judges each one', () => {
    const applied = report.mutations.filter((m) => m.applied);
    expect(applied.map((m) => `${m.page} ${m.mutation}`)).toContain('saas/landing.html remove_title');
    for (const m of applied) {
      expect(typeof m.ok, `${m.page} ${m.mutation}`).toBe('boolean');
      expect(m.scoreBefore).toBeTypeOf('number');
    }
    const skipped = report.mutations.find(
      (m) => m.page === 'saas/lorem.html' && m.mutation === 'remove_testimonials',
    );
    expect(skipped?.skipped).toMatch(/SOCIAL_001 is \w+ on the page as it is/);
    expect(report.summary.mutations.applied).toBe(applied.length);
  });

  it('prints a one-screen summary with every metric and its target', () => {
    const text = formatSummary(report);
    expect(text.split('\n').length).toBeLessThanOrEqual(24);
    expect(report.sets).toHaveProperty('labels');
    expect(report.pages.every((p) => p.set === 'labels' && p.source.startsWith('pages/'))).toBe(true);
    for (const word of [
      'page type',
      'headline',
      'precision',
      'recall',
      'Spearman',
      'placeholder',
      'Mutations',
      'first problem',
    ])
      expect(text).toContain(word);
    expect(text).toContain('headline                50.0%  (1/2)');
    expect(text).toMatch(
      /✗ first problem {2}50\.0% {2}\(1\/2\) {2}target 80%; any of the top 3 {2}50\.0% {2}\(1\/2\)/,
    );
  });

  it('publishes the figures per check as Markdown for docs/accuracy.md', () => {
    const doc = formatAccuracyDoc(report, 'npm run eval -- --static');
    expect(doc).toContain('Produced by `npm run eval -- --static` (static mode) on 2 of 3 labelled pages.');
    expect(doc).toContain('| headline | 1/2 | 50% |');
    expect(doc).toContain("| experts' first problem among the first 10 findings | 1/2 (50%) |");
    expect(doc).toMatch(/^\| TRUST_011 \| 1 \| 0 \| 0 \| 1 \| 0 \| 100% \| 100% \|$/m);
    expect(doc).toMatch(/^\| remove_title \| \d+ \| \d+ \|/m);
  });
});

// A template with its folder, as ../shared/corpus/sites holds them: the stylesheet beside the page
// hides the old hero, so only a styled render sees the headline the experts name.
const STYLED = `<!doctype html><html lang="en"><head><title>Sourdough class</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="css/site.css"></head><body>
<div class="old-hero"><h1>Welcome to our old template headline</h1></div>
<section class="hero"><h2 class="display">Bake sourdough at home in one weekend</h2>
<p>A two-day class for beginners, flour and starter included.</p><a class="btn" href="/book">Book your place</a></section>
</body></html>`;

describe('npm run eval on a template with its folder', () => {
  it('audits it from the folder, styled, so a rule of its css hides what it hides', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'eval-site-'));
    mkdirSync(path.join(dir, 'pages', 'other'), { recursive: true });
    mkdirSync(path.join(dir, 'sites', 'bakery', 'css'), { recursive: true });
    writeFileSync(path.join(dir, 'pages', 'other', 'bakery-template.html'), STYLED);
    writeFileSync(path.join(dir, 'sites', 'bakery', 'index.html'), STYLED);
    writeFileSync(
      path.join(dir, 'sites', 'bakery', 'css', 'site.css'),
      '.old-hero{display:none} .display{font-size:56px;font-weight:800} .btn{display:inline-block;padding:16px 32px;background:#b3541e;color:#fff}',
    );
    writeFileSync(
      path.join(dir, 'labels-x.json'),
      JSON.stringify([
        {
          ...label(
            'other/bakery-template.html',
            'Bake sourdough at home in one weekend',
            'Book your place',
            30,
            false,
          ),
          notes: 'Unedited class template. Entry page with its assets: sites/bakery/index.html.',
        },
      ]),
    );
    const styled = await runEval({
      labelsFiles: [path.join(dir, 'labels-x.json')],
      pagesDir: path.join(dir, 'pages'),
      mode: 'render',
      mutations: false,
    });
    const page = styled.pages[0];
    expect(page.error).toBeUndefined();
    expect(page).toMatchObject({ set: 'labels-x', source: 'sites/bakery/index.html', template: true });
    expect(page.delivery).toEqual({ degraded: false, stylesheets_failed: 0 });
    expect(page.got?.headline).toBe('Bake sourdough at home in one weekend');
    expect(styled.sets['labels-x'].headline).toEqual({ correct: 1, total: 1, rate: 1 });
  }, 120_000);
});
