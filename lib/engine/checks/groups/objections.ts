import type { CheckDefinition } from '../check.js';

/** objections group: checks are declared here, one object per check. */
const checks: CheckDefinition[] = [];

export default checks;
