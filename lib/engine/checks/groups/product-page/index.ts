import { inGroup } from '../../groups.js';
import { PROD_001 } from './PROD_001.js';
import { PROD_002 } from './PROD_002.js';
import { PROD_003 } from './PROD_003.js';
import { PROD_004 } from './PROD_004.js';
import { PROD_005 } from './PROD_005.js';
import { PROD_006 } from './PROD_006.js';
import { PROD_007 } from './PROD_007.js';
import { PROD_008 } from './PROD_008.js';
import { PROD_009 } from './PROD_009.js';
import { PROD_010 } from './PROD_010.js';
import { PROD_011 } from './PROD_011.js';
import { PROD_012 } from './PROD_012.js';
import { PROD_013 } from './PROD_013.js';
import { PROD_014 } from './PROD_014.js';

/** The product-page checks in catalogue order; their group is this folder's name. */
export default inGroup('product-page', [
  PROD_001,
  PROD_002,
  PROD_003,
  PROD_004,
  PROD_005,
  PROD_006,
  PROD_007,
  PROD_008,
  PROD_009,
  PROD_010,
  PROD_011,
  PROD_012,
  PROD_013,
  PROD_014,
]);
