export { COMPETING } from '../../scope.js';
