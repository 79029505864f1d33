import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { copyBlocks } from '../../signals/copy-blocks.js';
import { GENERAL, READABLE } from '../../scope.js';

const MAX_PARAGRAPH_WORDS = 90;

export const MSG_005: CheckDeclaration = {
  id: 'MSG_005',
  pageTypes: READABLE,
  languages: 'any',
  dimension: 'clarity',
  title: 'A wall of text hides the message',
  label: 'Paragraphs are short enough to scan',
  description:
    'Long unbroken paragraphs are skipped on sales pages; visitors read the first line and move on.',
  threshold: `no paragraph of the copy is longer than ${MAX_PARAGRAPH_WORDS} words`,
  severity: 'low',
  weight: 2,
  industries: ['ecommerce', 'saas', 'app', 'agency', 'local', 'course', 'event', 'nonprofit', ...GENERAL],
  needs: 'static',
  fixSteps: [
    'Break long paragraphs after two or three sentences.',
    'Turn enumerations into bullet points and give sections their own subheading.',
  ],
  fixEffort: 'low',
  impact: 'low',
  impactEstimate: 'estimate: +0.5-2% engagement with the copy; varies by page length',
  source: 'Nielsen Norman Group, how users read on the web (scanning); range heuristic',
  run(model) {
    const paras = copyBlocks(model).filter((b) => b.level === null);
    if (paras.length === 0) return notApplicable('the page has no paragraphs');
    const longest = paras.reduce((a, b) => (b.words > a.words ? b : a));
    const observed = `longest paragraph ${longest.words} words (limit ${MAX_PARAGRAPH_WORDS})`;
    return longest.words <= MAX_PARAGRAPH_WORDS
      ? pass(seen(longest, longest.text), observed)
      : fail(seen(longest, longest.text), observed);
  },
};
