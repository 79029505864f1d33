import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { DecryptCommand, EncryptCommand, type KMSClient } from '@aws-sdk/client-kms';

/**
 * Encryption at rest for the secrets the service must read back (webhook signing secrets: a
 * delivery signs with them). Each value is sealed with what it belongs to as context (an account,
 * an endpoint), so a sealed value copied onto another record does not open there.
 *
 * - AWS: a customer-managed KMS key (infra/stack.ts, SECRETS_KMS_KEY_ID); KMS Encrypt and Decrypt
 *   with the context as EncryptionContext. A copy of the table without kms:Decrypt is useless.
 * - Embedded runtime: AES-256-GCM under a 32-byte key file (DATA_DIR/secrets.key, mode 0600, or
 *   SECRETS_KEY_FILE); the context is the additional authenticated data.
 */
export interface SecretBox {
  seal(plaintext: string, context: Record<string, string>): Promise<string>;
  open(sealed: string, context: Record<string, string>): Promise<string>;
}

/** The authenticated context in a stable order. */
function contextBytes(context: Record<string, string>): Buffer {
  return Buffer.from(JSON.stringify(Object.entries(context).sort(([a], [b]) => a.localeCompare(b))));
}

export class LocalKeySecretBox implements SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  }

  async seal(plaintext: string, context: Record<string, string>): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(contextBytes(context));
    const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return `local1.${iv.toString('base64url')}.${data.toString('base64url')}`;
  }

  async open(sealed: string, context: Record<string, string>): Promise<string> {
    const [version, iv, data] = sealed.split('.');
    if (version !== 'local1' || !iv || !data)
      throw new Error('this secret was not sealed by the local key (a record from another runtime?)');
    const bytes = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(contextBytes(context));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  }
}

export class KmsSecretBox implements SecretBox {
  constructor(
    private readonly client: KMSClient,
    private readonly keyId: string,
  ) {}

  async seal(plaintext: string, context: Record<string, string>): Promise<string> {
    const out = await this.client.send(
      new EncryptCommand({
        KeyId: this.keyId,
        Plaintext: Buffer.from(plaintext, 'utf8'),
        EncryptionContext: context,
      }),
    );
    if (!out.CiphertextBlob) throw new Error('KMS Encrypt returned no ciphertext');
    return `kms1.${Buffer.from(out.CiphertextBlob).toString('base64url')}`;
  }

  async open(sealed: string, context: Record<string, string>): Promise<string> {
    const [version, blob] = sealed.split('.');
    if (version !== 'kms1' || !blob) throw new Error('this secret was not sealed by KMS');
    const out = await this.client.send(
      new DecryptCommand({
        KeyId: this.keyId,
        CiphertextBlob: Buffer.from(blob, 'base64url'),
        EncryptionContext: context,
      }),
    );
    if (!out.Plaintext) throw new Error('KMS Decrypt returned no plaintext');
    return Buffer.from(out.Plaintext).toString('utf8');
  }
}
