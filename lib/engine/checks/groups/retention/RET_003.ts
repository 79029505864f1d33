import type { CheckDeclaration } from '../../check.js';
import { absent, fail, pass, seen } from '../../outcome.js';
import { COMMUNITY, COMMUNITY_HOST, COMMUNITY_PATH } from '../../signals/vocabularies/retention.js';

export const RET_003: CheckDeclaration = {
  id: 'RET_003',
  pageTypes: 'all',
  languages: ['en'],
  dimension: 'persuasion',
  title: 'Users have no community to join',
  label: 'A user community to join',
  description:
    'A forum, Slack or Discord group gives users a reason to come back between logins, answers questions peer to peer and shows prospects that real people use the product.',
  threshold:
    'a link to a user community (forum, community site, Slack or Discord group, user group or meetups)',
  severity: 'low',
  weight: 2,
  industries: ['saas', 'app', 'course'],
  needs: 'static',
  fixSteps: [
    'Open a community space where users help each other (forum, Slack or Discord).',
    'Link it from the navigation or footer and from onboarding emails.',
  ],
  fixEffort: 'high',
  impact: 'low',
  impactEstimate: 'estimate: +2-8% retention among users who join; varies by product',
  source: 'heuristic',
  run(model) {
    const link = model.links.find(
      (l) =>
        COMMUNITY.test(l.text) ||
        COMMUNITY.test(l.name) ||
        COMMUNITY_HOST.test(l.href) ||
        (l.internal && COMMUNITY_PATH.test(l.href)),
    );
    if (link) return pass(seen(link, link.text || link.name), 'community linked');
    return fail(absent('a link to a forum, community, Slack or Discord group'), 'no community');
  },
};
