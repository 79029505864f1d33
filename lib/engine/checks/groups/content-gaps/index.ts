import { inGroup } from '../../groups.js';
import { PAGE_001 } from './PAGE_001.js';
import { PAGE_002 } from './PAGE_002.js';
import { PAGE_003 } from './PAGE_003.js';
import { PAGE_004 } from './PAGE_004.js';
import { PAGE_005 } from './PAGE_005.js';
import { PAGE_006 } from './PAGE_006.js';
import { PAGE_007 } from './PAGE_007.js';
import { PAGE_008 } from './PAGE_008.js';
import { PAGE_009 } from './PAGE_009.js';
import { PAGE_010 } from './PAGE_010.js';

/** The content-gaps checks in catalogue order; their group is this folder's name. */
export default inGroup('content-gaps', [
  PAGE_001,
  PAGE_002,
  PAGE_003,
  PAGE_004,
  PAGE_005,
  PAGE_006,
  PAGE_007,
  PAGE_008,
  PAGE_009,
  PAGE_010,
]);
