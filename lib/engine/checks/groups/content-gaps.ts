import type { CheckDefinition } from '../check.js';

/** content-gaps group: checks are declared here, one object per check. */
const checks: CheckDefinition[] = [];

export default checks;
