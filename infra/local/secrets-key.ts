import { randomBytes } from 'node:crypto';
import { chmod, mkdir, open, readFile } from 'node:fs/promises';
import * as path from 'node:path';
import { LocalKeySecretBox } from '../../lib/runtime/secret-box.js';

/**
 * The embedded runtime's key for secrets at rest: SECRETS_KEY_FILE, else DATA_DIR/secrets.key,
 * 32 random bytes made on first start (mode 0600, created exclusively so two processes never
 * write two keys). Without a data folder (tests) the key lives in memory for the process.
 * Keep the file out of copies and backups of the data folder that leave the machine: with it,
 * the sealed webhook secrets open.
 */
export async function localSecretBox(
  dataDir: string | null,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LocalKeySecretBox> {
  const file = env.SECRETS_KEY_FILE || (dataDir ? path.join(dataDir, 'secrets.key') : null);
  if (!file) return new LocalKeySecretBox(randomBytes(32));
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(randomBytes(32).toString('base64'));
    } finally {
      await handle.close();
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  await chmod(file, 0o600);
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key (base64)`);
  return new LocalKeySecretBox(key);
}
