import type { CheckDefinition } from '../check.js';

/** accessibility group: checks are declared here, one object per check. */
const checks: CheckDefinition[] = [];

export default checks;
