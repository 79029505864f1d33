import { inGroup } from '../../groups.js';
import { OFC_001 } from './OFC_001.js';
import { OFC_002 } from './OFC_002.js';
import { OFC_003 } from './OFC_003.js';
import { OFC_004 } from './OFC_004.js';
import { OFC_005 } from './OFC_005.js';
import { OFC_006 } from './OFC_006.js';
import { OFC_007 } from './OFC_007.js';
import { OFC_008 } from './OFC_008.js';
import { OFC_009 } from './OFC_009.js';
import { OFC_010 } from './OFC_010.js';

/** The offer-clarity checks in catalogue order; their group is this folder's name. */
export default inGroup('offer-clarity', [
  OFC_001,
  OFC_002,
  OFC_003,
  OFC_004,
  OFC_005,
  OFC_006,
  OFC_007,
  OFC_008,
  OFC_009,
  OFC_010,
]);
