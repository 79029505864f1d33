import { inGroup } from '../../groups.js';
import { CONV_001 } from './CONV_001.js';
import { CONV_002 } from './CONV_002.js';
import { CONV_003 } from './CONV_003.js';
import { CONV_004 } from './CONV_004.js';
import { CONV_005 } from './CONV_005.js';
import { CONV_006 } from './CONV_006.js';
import { CONV_007 } from './CONV_007.js';
import { CONV_008 } from './CONV_008.js';
import { CONV_009 } from './CONV_009.js';
import { CONV_010 } from './CONV_010.js';

/** The conversion-path checks in catalogue order; their group is this folder's name. */
export default inGroup('conversion-path', [
  CONV_001,
  CONV_002,
  CONV_003,
  CONV_004,
  CONV_005,
  CONV_006,
  CONV_007,
  CONV_008,
  CONV_009,
  CONV_010,
]);
