import { inGroup } from '../../groups.js';
import { SERV_001 } from './SERV_001.js';
import { SERV_002 } from './SERV_002.js';
import { SERV_003 } from './SERV_003.js';
import { SERV_004 } from './SERV_004.js';
import { SERV_005 } from './SERV_005.js';
import { SERV_006 } from './SERV_006.js';
import { SERV_007 } from './SERV_007.js';
import { SERV_008 } from './SERV_008.js';
import { SERV_009 } from './SERV_009.js';
import { SERV_010 } from './SERV_010.js';

/** The services checks in catalogue order; their group is this folder's name. */
export default inGroup('services', [
  SERV_001,
  SERV_002,
  SERV_003,
  SERV_004,
  SERV_005,
  SERV_006,
  SERV_007,
  SERV_008,
  SERV_009,
  SERV_010,
]);
