import type { CheckDefinition } from '../check.js';

/** cta group: checks are declared here, one object per check. */
const checks: CheckDefinition[] = [];

export default checks;
