import { inGroup } from '../../groups.js';
import { ECOM_001 } from './ECOM_001.js';
import { ECOM_002 } from './ECOM_002.js';
import { ECOM_003 } from './ECOM_003.js';
import { ECOM_004 } from './ECOM_004.js';
import { ECOM_005 } from './ECOM_005.js';
import { ECOM_006 } from './ECOM_006.js';
import { ECOM_007 } from './ECOM_007.js';
import { ECOM_008 } from './ECOM_008.js';
import { ECOM_009 } from './ECOM_009.js';
import { ECOM_010 } from './ECOM_010.js';
import { ECOM_011 } from './ECOM_011.js';
import { ECOM_012 } from './ECOM_012.js';

/** The ecommerce checks in catalogue order; their group is this folder's name. */
export default inGroup('ecommerce', [
  ECOM_001,
  ECOM_002,
  ECOM_003,
  ECOM_004,
  ECOM_005,
  ECOM_006,
  ECOM_007,
  ECOM_008,
  ECOM_009,
  ECOM_010,
  ECOM_011,
  ECOM_012,
]);
