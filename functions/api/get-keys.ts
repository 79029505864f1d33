import { apiHandler, json } from '../../lib/api/http.js';
import { ensureKeyListed, listKeys, toPublicKey } from '../../lib/accounts/accounts.js';
import { services } from '../../lib/runtime/services.js';

export const handler = apiHandler(async (_event, { account, apiKeyHash }) => {
  const table = services().table;
  // A key issued before the per-account list existed joins it the first time it is used here.
  await ensureKeyListed(table, apiKeyHash);
  return json(200, { data: (await listKeys(table, account.account_id)).map(toPublicKey) });
});
