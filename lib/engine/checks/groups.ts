import type { CheckDeclaration, CheckDefinition } from './check.js';

/** The 27 check groups of SPEC 2.5. Social Proof owns two prefixes (SOCIAL_ and SPQ_). */
export const GROUPS = [
  { id: 'hero', name: 'Hero Section', prefixes: ['HERO'] },
  { id: 'trust', name: 'Trust & Credibility', prefixes: ['TRUST'] },
  { id: 'cta', name: 'CTA & Conversion', prefixes: ['CTA'] },
  { id: 'messaging', name: 'Messaging & Clarity', prefixes: ['MSG'] },
  { id: 'social-proof', name: 'Social Proof', prefixes: ['SOCIAL', 'SPQ'] },
  { id: 'seo', name: 'SEO & Metadata', prefixes: ['SEO'] },
  { id: 'offer', name: 'Offer & Pricing', prefixes: ['OFFER'] },
  { id: 'offer-clarity', name: 'Offer Clarity', prefixes: ['OFC'] },
  { id: 'objections', name: 'Objection Handling', prefixes: ['OBJ'] },
  { id: 'psychology', name: 'Psychology & Persuasion', prefixes: ['PSY'] },
  { id: 'specificity', name: 'Specificity & Claim Quality', prefixes: ['SPEC'] },
  { id: 'differentiation', name: 'Competitive Differentiation', prefixes: ['DIFF'] },
  { id: 'navigation', name: 'Navigation & UX', prefixes: ['NAV'] },
  { id: 'mobile', name: 'Mobile Experience', prefixes: ['MOBILE'] },
  { id: 'speed', name: 'Page Speed & Technical', prefixes: ['SPEED'] },
  { id: 'narrative', name: 'Narrative Flow', prefixes: ['NARR'] },
  { id: 'content-gaps', name: 'Page & Content Gaps', prefixes: ['PAGE'] },
  { id: 'conversion-path', name: 'Conversion Path Expansion', prefixes: ['CONV'] },
  { id: 'retention', name: 'Return Visitor & Retention', prefixes: ['RET'] },
  { id: 'email', name: 'Email & Retention', prefixes: ['EMAIL'] },
  { id: 'checkout', name: 'Checkout & Purchase Friction', prefixes: ['CHECK'] },
  { id: 'product-page', name: 'Product Page', prefixes: ['PROD'] },
  { id: 'ecommerce', name: 'E-commerce Specific', prefixes: ['ECOM'] },
  { id: 'saas', name: 'SaaS-Specific', prefixes: ['SAAS'] },
  { id: 'services', name: 'Agency & Service', prefixes: ['SERV'] },
  { id: 'accessibility', name: 'Accessibility & Inclusion', prefixes: ['ACCESS'] },
  { id: 'universal', name: 'Universal & Cross-Vertical', prefixes: ['UNIV'] },
] as const;

export type GroupId = (typeof GROUPS)[number]['id'];

export const GROUP_IDS: readonly GroupId[] = GROUPS.map((g) => g.id);

/** The group a check id belongs to, from its prefix (e.g. "SPQ_004" -> "social-proof"). */
export function groupOfCheckId(checkId: string): GroupId | undefined {
  const prefix = checkId.slice(0, checkId.lastIndexOf('_'));
  return GROUPS.find((g) => (g.prefixes as readonly string[]).includes(prefix))?.id;
}

/**
 * The checks of a group folder (groups/<group>/index.ts), given the folder's name as their group:
 * a check file never names its group, so its id prefix, its folder and its group cannot disagree
 * (test/engine/checks/layout.test.ts holds the three together).
 */
export function inGroup(group: GroupId, checks: readonly CheckDeclaration[]): CheckDefinition[] {
  return checks.map((check) => ({ ...check, group }));
}
