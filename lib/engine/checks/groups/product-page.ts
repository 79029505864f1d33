import type { CheckDefinition } from '../check.js';

/** product-page group: checks are declared here, one object per check. */
const checks: CheckDefinition[] = [];

export default checks;
