import { inGroup } from '../../groups.js';
import { ACCESS_001 } from './ACCESS_001.js';
import { ACCESS_002 } from './ACCESS_002.js';
import { ACCESS_003 } from './ACCESS_003.js';
import { ACCESS_004 } from './ACCESS_004.js';
import { ACCESS_005 } from './ACCESS_005.js';
import { ACCESS_006 } from './ACCESS_006.js';
import { ACCESS_007 } from './ACCESS_007.js';
import { ACCESS_008 } from './ACCESS_008.js';
import { ACCESS_009 } from './ACCESS_009.js';
import { ACCESS_010 } from './ACCESS_010.js';
import { ACCESS_011 } from './ACCESS_011.js';
import { ACCESS_012 } from './ACCESS_012.js';
import { ACCESS_013 } from './ACCESS_013.js';
import { ACCESS_014 } from './ACCESS_014.js';

/** The accessibility checks in catalogue order; their group is this folder's name. */
export default inGroup('accessibility', [
  ACCESS_001,
  ACCESS_002,
  ACCESS_003,
  ACCESS_004,
  ACCESS_005,
  ACCESS_006,
  ACCESS_007,
  ACCESS_008,
  ACCESS_009,
  ACCESS_010,
  ACCESS_011,
  ACCESS_012,
  ACCESS_013,
  ACCESS_014,
]);
