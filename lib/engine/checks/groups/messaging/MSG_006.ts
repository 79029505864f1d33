import type { CheckDeclaration } from '../../check.js';
import { fail, notApplicable, pass, seen } from '../../outcome.js';
import { heroBlocks, heroQuoteBlocks } from '../../signals/copy-blocks.js';
import { categoryNamed } from '../../signals/vocabularies/copy.js';
import { LANDING } from '../../scope.js';
import { NO_HERO } from './shared.js';

export const MSG_006: CheckDeclaration = {
  id: 'MSG_006',
  pageTypes: [...LANDING, 'about'],
  languages: ['en'],
  dimension: 'clarity',
  title: 'The first screen does not say what kind of product this is',
  label: 'First screen names the kind of product',
  description:
    'Visitors file a page under a category ("a scheduling app", "a branding agency") before anything else; without it, every other claim floats.',
  threshold:
    'the first screen names a product or service category (app, platform, agency, course, software, clinic, project management, …); a category word that names the visitor\'s thing ("data from any website", "grow your practice") does not count',
  severity: 'high',
  weight: 4,
  industries: ['saas', 'app', 'agency', 'course', 'local'],
  needs: 'static',
  fixSteps: [
    'Say plainly what it is in the headline or subheadline ("Invoicing software for freelancers").',
    'Use the category word your customers search for.',
  ],
  fixEffort: 'low',
  impact: 'high',
  impactEstimate: 'estimate: +2-6% first-screen engagement; varies by brand awareness',
  source: 'heuristic',
  run(model) {
    const hero = heroBlocks(model);
    if (hero.length === 0) return notApplicable(NO_HERO);
    for (const block of hero) {
      const category = categoryNamed(block.text);
      if (category) return pass(seen(block, block.text), `category: "${category}"`);
    }
    return fail(
      heroQuoteBlocks(model).map((b) => seen(b, b.text)),
      'no category word on the first screen',
    );
  },
};
