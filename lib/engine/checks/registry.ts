import type { CheckDefinition } from './check.js';
import type { GroupId } from './groups.js';
import heroChecks from './groups/hero/index.js';
import trustChecks from './groups/trust/index.js';
import ctaChecks from './groups/cta/index.js';
import messagingChecks from './groups/messaging/index.js';
import socialProofChecks from './groups/social-proof/index.js';
import seoChecks from './groups/seo/index.js';
import offerChecks from './groups/offer/index.js';
import offerClarityChecks from './groups/offer-clarity/index.js';
import objectionsChecks from './groups/objections/index.js';
import psychologyChecks from './groups/psychology/index.js';
import specificityChecks from './groups/specificity/index.js';
import differentiationChecks from './groups/differentiation/index.js';
import navigationChecks from './groups/navigation/index.js';
import mobileChecks from './groups/mobile/index.js';
import speedChecks from './groups/speed/index.js';
import narrativeChecks from './groups/narrative/index.js';
import contentGapsChecks from './groups/content-gaps/index.js';
import conversionPathChecks from './groups/conversion-path/index.js';
import retentionChecks from './groups/retention/index.js';
import emailChecks from './groups/email/index.js';
import checkoutChecks from './groups/checkout/index.js';
import productPageChecks from './groups/product-page/index.js';
import ecommerceChecks from './groups/ecommerce/index.js';
import saasChecks from './groups/saas/index.js';
import servicesChecks from './groups/services/index.js';
import accessibilityChecks from './groups/accessibility/index.js';
import universalChecks from './groups/universal/index.js';

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
