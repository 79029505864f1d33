/**
 * Agreement of the model's page type, industry and language with the independent expert labels
 * of the 50 corpus pages (../shared/labels/corpus.json), on static models. The thresholds are the
 * levels reached when the classifiers were written: a change that loses a page fails here, with
 * the pages it gets wrong in the message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORPUS_DIR, loadCorpus, staticModel } from '../../../bench/corpus.js';
import type { Industry, PageModel } from '../../../lib/engine/model/page-model.js';

interface Label {
  page: string;
  page_type: string;
  industry: string;
  language: string;
}

const labels = JSON.parse(readFileSync(path.join(CORPUS_DIR, '../labels/corpus.json'), 'utf8')) as Label[];

/** The labels' industries in the engine's names: the engine has no real_estate, an estate agent is a local business. */
function engineIndustry(label: string): Industry | string {
  return label === 'real_estate' ? 'local' : label;
}

const models = new Map<string, PageModel>(
  loadCorpus().map((page) => [page.file.replace(/^pages\//, ''), staticModel(page)]),
);

function disagreements(
  read: (model: PageModel) => string | null,
  expected: (label: Label) => string,
): string[] {
  return labels
    .filter((label) => read(models.get(label.page)!) !== expected(label))
    .map((label) => `${label.page}: ${read(models.get(label.page)!)} (labelled ${expected(label)})`);
}

describe('agreement with the expert labels of the corpus', () => {
  it('has a model and a label for each of the 50 pages', () => {
    expect(labels).toHaveLength(50);
    expect(labels.every((label) => models.has(label.page))).toBe(true);
  });

  it('agrees on the page type of all 50 pages', () => {
    const wrong = disagreements(
      (m) => m.pageType.id,
      (l) => l.page_type,
    );
    expect(wrong, wrong.join('\n')).toHaveLength(0);
  });

  it('agrees on the industry of at least 47 of the 50 pages (the accuracy target is 90%)', () => {
    // still wrong when written: a web-design agency offering a free trial (read as saas), a
    // StartBootstrap theme page (saas, read as other) and a university home page (other, read as course)

    const wrong = disagreements(
      (m) => m.industry.id,
      (l) => engineIndustry(l.industry),
    );
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(3);
  });

  it('agrees on the language of all 50 pages, 13 of which declare none', () => {
    const wrong = disagreements(
      (m) => m.language.code,
      (l) => l.language,
    );
    expect(wrong, wrong.join('\n')).toHaveLength(0);
    expect([...models.values()].filter((m) => m.lang === null).length).toBe(13);
  });
});
