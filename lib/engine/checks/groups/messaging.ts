import type { CheckDefinition } from '../check.js';

/** messaging group: checks are declared here, one object per check. */
const checks: CheckDefinition[] = [];

export default checks;
