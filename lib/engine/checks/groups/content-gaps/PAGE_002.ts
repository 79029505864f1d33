import type { CheckDeclaration } from '../../check.js';
import { absent, fail, notApplicable, pass } from '../../outcome.js';
import { hitEvidence } from '../../signals/evidence.js';
import { findText } from '../../signals/text-search.js';
import { mainWords } from '../../signals/words.js';

// Names are capitalised, so the byline match is case-sensitive on purpose.
const BYLINE = /(^|\s)([Bb]y|[Ww]ritten by|Author:?)\s+[A-Z][\w.'-]+(\s+[A-Z][\w.'-]+)+/;

const DATE =
  /\b((jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2},? \d{4}|\d{1,2} (jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]* \d{4}|\d{4}-\d{2}-\d{2}|(published|updated|posted)( on)?:? \w+)/i;

export const PAGE_002: CheckDeclaration = {
  id: 'PAGE_002',
  pageTypes: ['article_blog'],
  languages: ['en'],
  dimension: 'trust',
  title: 'The article shows no author or no date',
  label: 'The article names its author and date',
  description:
    'Readers (and search engines) judge an article by who wrote it and when; an anonymous or undated piece reads as less credible and possibly out of date.',
  threshold: 'an article page shows both a byline ("By Jane Doe") and a publication or update date',
  severity: 'medium',
  weight: 3,
  industries: ['publisher'],
  needs: 'static',
  fixSteps: [
    'Show "By <author name>" under the headline, linked to an author page with credentials',
    'Show the publication date, and an "Updated" date when the piece is revised',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +2-5% engagement and return visits; indirect search benefit',
  source: 'heuristic',
  run(model) {
    if (mainWords(model) < 200) return notApplicable('not an article: under 200 words of main content');
    const byline = findText(model, BYLINE);
    const date = findText(model, DATE);
    const evidence = [
      byline ? hitEvidence(byline, BYLINE) : absent('a byline ("By <name>")'),
      date ? hitEvidence(date, DATE) : absent('a publication or update date'),
    ];
    const observed = `byline: ${byline ? 'yes' : 'no'}, date: ${date ? 'yes' : 'no'}`;
    return byline && date
      ? pass(evidence, observed)
      : fail(byline ? [evidence[1], evidence[0]] : evidence, observed);
  },
};
