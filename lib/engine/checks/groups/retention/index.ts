import { inGroup } from '../../groups.js';
import { RET_001 } from './RET_001.js';
import { RET_002 } from './RET_002.js';
import { RET_003 } from './RET_003.js';
import { RET_004 } from './RET_004.js';
import { RET_005 } from './RET_005.js';
import { RET_006 } from './RET_006.js';
import { RET_007 } from './RET_007.js';

/** The retention checks in catalogue order; their group is this folder's name. */
export default inGroup('retention', [RET_001, RET_002, RET_003, RET_004, RET_005, RET_006, RET_007]);
