/**
 * The app on FILE_STORAGE=s3 end to end (through app.inject), against s3rver on 127.0.0.1: an
 * image upload lands in the bucket with its content type and streams back; the advertisers'
 * documents use the same one storage.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { advertiserFiles } from '../../../src/db/schema/points';
import { missionImages } from '../../../src/db/schema/uploads';
import { s3ClientConfig } from '../../../src/lib/storage/s3';
import { buildTestApp, type TestApp } from '../../helpers/app';
import { startTestS3, type TestS3 } from '../../support/s3';
import { freshCustomer, staffHeaders } from '../../modules/points/helpers';
import { images, multipart, uploadImage } from '../../modules/uploads/helpers';

let s3: TestS3;
let t: TestApp;
let client: S3Client;
before(async () => {
  s3 = await startTestS3();
  t = await buildTestApp({}, s3.env);
  client = new S3Client(s3ClientConfig(t.config.storage.s3));
});
after(async () => {
  client?.destroy();
  await t?.close();
  await s3?.close();
});

test('POST admin/s3/upload stores the image in the bucket; GET admin/s3/files/{id} streams it back', async () => {
  assert.equal(t.app.storage.name, 's3');
  const me = await freshCustomer(t);
  const response = await uploadImage(t, me.headers, {
    productId: 'place_1029384',
    files: [{ bytes: images.jpeg, type: 'application/octet-stream' }],
  });
  assert.equal(response.statusCode, 201, response.body);
  const image = response.json<{ id: number; url: string; content_type: string }>();
  assert.equal(image.content_type, 'image/jpeg');

  const [row] = await t.database.db.select().from(missionImages).where(eq(missionImages.id, image.id));
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: row.storageKey }));
  assert.equal(object.ContentType, 'image/jpeg', 'the content type is stored with the object');
  assert.deepEqual(Buffer.from(await object.Body!.transformToByteArray()), images.jpeg);

  for (const headers of [me.headers, await staffHeaders(t)]) {
    const read = await t.inject({ method: 'GET', url: image.url, headers });
    assert.equal(read.statusCode, 200);
    assert.equal(read.headers['content-type'], 'image/jpeg');
    assert.equal(read.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(read.rawPayload, images.jpeg);
  }
  const stranger = await freshCustomer(t);
  assert.equal((await t.inject({ method: 'GET', url: image.url, headers: stranger.headers })).statusCode, 404);
});

test('an image whose object was deleted from the bucket is a 404', async () => {
  const me = await freshCustomer(t);
  const image = (await uploadImage(t, me.headers)).json<{ id: number; url: string }>();
  const [row] = await t.database.db.select().from(missionImages).where(eq(missionImages.id, image.id));
  await t.app.storage.remove(row.storageKey);
  const read = await t.inject({ method: 'GET', url: image.url, headers: me.headers });
  assert.equal(read.statusCode, 404);
});

test('advertiser documents go to the same bucket (one storage for the app)', async () => {
  const me = await freshCustomer(t, { advertiser: false });
  const body = multipart({ type: 'REGISTRATION' }, [{ bytes: images.png }]);
  const uploaded = await t.inject({
    method: 'POST',
    url: '/api/admin/advertisers/registration',
    payload: body.payload,
    headers: { ...me.headers, ...body.headers },
  });
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  const fileId = uploaded.json<{ file: { id: number } }>().file.id;
  const [row] = await t.database.db.select().from(advertiserFiles).where(eq(advertiserFiles.id, fileId));
  const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: row.storageKey }));
  assert.equal(object.ContentType, 'image/png');
  const read = await t.inject({ method: 'GET', url: `/api/admin/advertisers/${fileId}/files`, headers: me.headers });
  assert.equal(read.statusCode, 200);
  assert.deepEqual(read.rawPayload, images.png);
});
