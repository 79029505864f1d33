export { textCheck } from '../../signals/presence.js';
export const SERV = { industries: ['agency', 'local'], needs: 'static' } as const;
