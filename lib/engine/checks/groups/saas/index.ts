import { inGroup } from '../../groups.js';
import { SAAS_001 } from './SAAS_001.js';
import { SAAS_002 } from './SAAS_002.js';
import { SAAS_003 } from './SAAS_003.js';
import { SAAS_004 } from './SAAS_004.js';
import { SAAS_005 } from './SAAS_005.js';
import { SAAS_006 } from './SAAS_006.js';
import { SAAS_007 } from './SAAS_007.js';
import { SAAS_008 } from './SAAS_008.js';
import { SAAS_009 } from './SAAS_009.js';
import { SAAS_010 } from './SAAS_010.js';
import { SAAS_011 } from './SAAS_011.js';
import { SAAS_012 } from './SAAS_012.js';

/** The saas checks in catalogue order; their group is this folder's name. */
export default inGroup('saas', [
  SAAS_001,
  SAAS_002,
  SAAS_003,
  SAAS_004,
  SAAS_005,
  SAAS_006,
  SAAS_007,
  SAAS_008,
  SAAS_009,
  SAAS_010,
  SAAS_011,
  SAAS_012,
]);
