export { textCheck } from '../../signals/presence.js';
export const SAAS = { industries: ['saas', 'app'], needs: 'static' } as const;
