import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import * as path from 'node:path';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** Page models, check results and audits: JSON blobs too large for a state payload or an item; screenshots. */
export interface ObjectStore {
  putJson(key: string, value: unknown): Promise<void>;
  getJson<T>(key: string): Promise<T | null>;
  /** A binary object (a screenshot) with its media type. */
  putBytes(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  getBytes(key: string): Promise<Buffer | null>;
}

export class S3ObjectStore implements ObjectStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async putJson(key: string, value: unknown): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: JSON.stringify(value),
        ContentType: 'application/json',
      }),
    );
  }

  async getJson<T>(key: string): Promise<T | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return JSON.parse(await res.Body!.transformToString('utf-8')) as T;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async putBytes(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: bytes, ContentType: contentType }),
    );
  }

  async getBytes(key: string): Promise<Buffer | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return Buffer.from(await res.Body!.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }
}

/** The embedded runtime's stand-in for S3: one file per key under a folder (atomic rename on write). */
export class FsObjectStore implements ObjectStore {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    const normalized = path.posix.normalize(key);
    if (normalized.startsWith('..') || path.isAbsolute(normalized))
      throw new Error(`invalid object key ${key}`);
    return path.join(this.root, normalized);
  }

  async putJson(key: string, value: unknown): Promise<void> {
    await this.putBytes(key, Buffer.from(JSON.stringify(value)));
  }

  async getJson<T>(key: string): Promise<T | null> {
    const bytes = await this.getBytes(key);
    return bytes === null ? null : (JSON.parse(bytes.toString('utf-8')) as T);
  }

  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  }

  async getBytes(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }
}

/** An in-memory store for tests and the in-process CLI. */
export class MemoryObjectStore implements ObjectStore {
  private readonly items = new Map<string, Buffer>();
  async putJson(key: string, value: unknown): Promise<void> {
    this.items.set(key, Buffer.from(JSON.stringify(value)));
  }
  async getJson<T>(key: string): Promise<T | null> {
    const v = this.items.get(key);
    return v === undefined ? null : (JSON.parse(v.toString('utf-8')) as T);
  }
  async putBytes(key: string, bytes: Uint8Array): Promise<void> {
    this.items.set(key, Buffer.from(bytes));
  }
  async getBytes(key: string): Promise<Buffer | null> {
    return this.items.get(key) ?? null;
  }
}
