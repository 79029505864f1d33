import { inGroup } from '../../groups.js';
import { OBJ_001 } from './OBJ_001.js';
import { OBJ_002 } from './OBJ_002.js';
import { OBJ_003 } from './OBJ_003.js';
import { OBJ_004 } from './OBJ_004.js';
import { OBJ_005 } from './OBJ_005.js';
import { OBJ_006 } from './OBJ_006.js';
import { OBJ_007 } from './OBJ_007.js';
import { OBJ_008 } from './OBJ_008.js';
import { OBJ_009 } from './OBJ_009.js';
import { OBJ_010 } from './OBJ_010.js';

/** The objections checks in catalogue order; their group is this folder's name. */
export default inGroup('objections', [
  OBJ_001,
  OBJ_002,
  OBJ_003,
  OBJ_004,
  OBJ_005,
  OBJ_006,
  OBJ_007,
  OBJ_008,
  OBJ_009,
  OBJ_010,
]);
