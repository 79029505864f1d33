import type { CheckDefinition } from '../check.js';

/** universal group: checks are declared here, one object per check. */
const checks: CheckDefinition[] = [];

export default checks;
