import type { CheckDefinition } from '../check.js';

/** social-proof group: checks are declared here, one object per check. */
const checks: CheckDefinition[] = [];

export default checks;
