/**
 * A real S3-protocol server for tests: s3rver on 127.0.0.1 (a random port), objects in a temp
 * folder, requests signed with AWS SigV4 and checked by it. `env` is what FILE_STORAGE=s3 needs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps the objects in. */
  directory: string;
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed credentials (it verifies signatures made with them). */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

/** `port` 0: any free one. */
export async function startTestS3(bucket = 'nurly-test', port = 0): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'nurly-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    bucket,
    directory,
    env: {
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      // Idle keep-alive sockets of the S3 client would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
