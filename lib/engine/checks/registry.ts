import type { CheckDefinition } from './check.js';
import type { GroupId } from './groups.js';
import heroChecks from './groups/hero.js';
import trustChecks from './groups/trust.js';
import ctaChecks from './groups/cta.js';
import messagingChecks from './groups/messaging.js';
import socialProofChecks from './groups/social-proof.js';
import seoChecks from './groups/seo.js';
import offerChecks from './groups/offer.js';
import offerClarityChecks from './groups/offer-clarity.js';
import objectionsChecks from './groups/objections.js';
import psychologyChecks from './groups/psychology.js';
import specificityChecks from './groups/specificity.js';
import differentiationChecks from './groups/differentiation.js';
import navigationChecks from './groups/navigation.js';
import mobileChecks from './groups/mobile.js';
import speedChecks from './groups/speed.js';
import narrativeChecks from './groups/narrative.js';
import contentGapsChecks from './groups/content-gaps.js';
import conversionPathChecks from './groups/conversion-path.js';
import retentionChecks from './groups/retention.js';
import emailChecks from './groups/email.js';
import checkoutChecks from './groups/checkout.js';
import productPageChecks from './groups/product-page.js';
import ecommerceChecks from './groups/ecommerce.js';
import saasChecks from './groups/saas.js';
import servicesChecks from './groups/services.js';
import accessibilityChecks from './groups/accessibility.js';
import universalChecks from './groups/universal.js';

/** Every check of the catalogue, in group order. Registration is data: add a check to its group file. */
export const CHECKS: readonly CheckDefinition[] = [
  ...heroChecks,
  ...trustChecks,
  ...ctaChecks,
  ...messagingChecks,
  ...socialProofChecks,
  ...seoChecks,
  ...offerChecks,
  ...offerClarityChecks,
  ...objectionsChecks,
  ...psychologyChecks,
  ...specificityChecks,
  ...differentiationChecks,
  ...navigationChecks,
  ...mobileChecks,
  ...speedChecks,
  ...narrativeChecks,
  ...contentGapsChecks,
  ...conversionPathChecks,
  ...retentionChecks,
  ...emailChecks,
  ...checkoutChecks,
  ...productPageChecks,
  ...ecommerceChecks,
  ...saasChecks,
  ...servicesChecks,
  ...accessibilityChecks,
  ...universalChecks,
];

const byId = new Map(CHECKS.map((c) => [c.id, c]));

export function getCheck(id: string): CheckDefinition | undefined {
  return byId.get(id);
}

export function checksOfGroup(group: GroupId): CheckDefinition[] {
  return CHECKS.filter((c) => c.group === group);
}
