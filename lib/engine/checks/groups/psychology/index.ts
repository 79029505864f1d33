import { inGroup } from '../../groups.js';
import { PSY_001 } from './PSY_001.js';
import { PSY_002 } from './PSY_002.js';
import { PSY_003 } from './PSY_003.js';
import { PSY_004 } from './PSY_004.js';
import { PSY_005 } from './PSY_005.js';
import { PSY_006 } from './PSY_006.js';
import { PSY_007 } from './PSY_007.js';
import { PSY_008 } from './PSY_008.js';
import { PSY_009 } from './PSY_009.js';
import { PSY_010 } from './PSY_010.js';

/** The psychology checks in catalogue order; their group is this folder's name. */
export default inGroup('psychology', [
  PSY_001,
  PSY_002,
  PSY_003,
  PSY_004,
  PSY_005,
  PSY_006,
  PSY_007,
  PSY_008,
  PSY_009,
  PSY_010,
]);
