export { CLAIMING } from '../../scope.js';
