import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { mainWords } from '../../signals/words.js';
import { READABLE } from '../../scope.js';

export const PAGE_004: CheckDeclaration = {
  id: 'PAGE_004',
  pageTypes: READABLE,
  languages: 'any',
  dimension: 'clarity',
  title: 'Long copy without subheadings',
  label: 'Copy is broken up by subheadings',
  description:
    'Most visitors scan; long stretches of copy without subheadings hide the answers they are scanning for, so they stop reading.',
  threshold: 'at least one h2-h4 subheading per 350 words of main-content copy (pages with >= 300 words)',
  severity: 'medium',
  weight: 2,
  industries: 'all',
  needs: 'static',
  fixSteps: [
    'Split the copy into sections of 150-300 words',
    'Give each section a subheading that states its point, so a scanner can read the page from the headings alone',
  ],
  fixEffort: 'low',
  impact: 'medium',
  impactEstimate: 'estimate: +1-3% scroll depth and engagement; indirect conversion effect',
  source: 'Nielsen Norman Group, how users read on the web (scanning); range heuristic',
  run(model) {
    const words = mainWords(model);
    if (words < 300)
      return notApplicable(`only ${words} words of main content, too short to need subheadings`);
    const subs = model.headings.filter((h) => h.level >= 2 && h.level <= 4 && h.region === 'main');
    const needed = Math.floor(words / 350);
    const observed = `${subs.length} subheadings for ${words} words (need >= ${needed})`;
    if (subs.length >= needed && subs.length > 0) return pass(seen(subs[0], subs[0].text), observed);
    const longest = model.textBlocks.reduce((a, b) => (b.words > a.words ? b : a), model.textBlocks[0]);
    return fail(seen(longest, longest.text), observed);
  },
};
