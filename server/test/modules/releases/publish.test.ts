/**
 * POST /api/admin/releases: a release archive is published once (the same content again is a
 * no-op, other content under the same version a 409), and refused with a 4xx naming the problem,
 * writing nothing, when it is not a zip, lacks release.json or mf-manifest.json, unpacks too large
 * (a zip bomb's declared sizes), needs a newer @nurly/shared than the live shell's, or drops a route
 * the live release's menu links to.
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { releaseMessages, RELEASE_MAX_FILES } from '@nurly/contracts';
import { bearer, buildTestApp, demo, type TestApp } from '../../helpers/app';
import { zipEntries } from '../../support/zip';
import { adminToken, change, currentRange, nextRange, publish, releaseArchive, sharedVersion } from './helpers';

describe('publishing a release', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  const overview = async (remote: string) =>
    (await t.inject({ method: 'GET', url: `/api/admin/releases?remote=${remote}`, headers: admin })).json<{
      releases: { version: string; content_hash: string; file_count: number; published_by: string }[];
      history: { action: string; to_version: string; actor: string }[];
    }>();

  before(async () => {
    t = await buildTestApp();
    admin = await adminToken(t);
  });
  after(() => t?.close());

  test('a good archive is published (201) with its record and a history row; the same archive again is 200 and changes nothing', async () => {
    const archive = releaseArchive({ remote: 'cs', version: '1.0.0' });
    const first = await publish(t, admin, archive);
    assert.equal(first.statusCode, 201, first.body);
    const { message, release } = first.json();
    assert.equal(message, releaseMessages.published('cs', '1.0.0'));
    assert.equal(release.remote, 'cs');
    assert.equal(release.shared_range, currentRange);
    assert.equal(release.git_commit, 'abc1234');
    assert.equal(release.built_at, '2026-11-20T10:00:00.000Z');
    assert.equal(release.file_count, 6);
    assert.match(release.content_hash, /^[0-9a-f]{64}$/);
    assert.equal(release.published_by, 'admin');

    const again = await publish(t, admin, archive);
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(again.json().message, releaseMessages.alreadyPublished('cs', '1.0.0'));
    assert.equal(again.json().release.id, release.id);

    const state = await overview('cs');
    assert.deepEqual(
      state.releases.map((r) => r.version),
      ['1.0.0'],
    );
    assert.deepEqual(
      state.history.map((h) => [h.action, h.to_version, h.actor]),
      [['PUBLISH', '1.0.0', 'admin']],
    );
  });

  test('the same version with other content is 409 and keeps the first', async () => {
    const response = await publish(t, admin, releaseArchive({ remote: 'cs', version: '1.0.0', text: 'other page' }));
    assert.equal(response.statusCode, 409);
    assert.equal(response.json().message, releaseMessages.versionTaken('cs', '1.0.0'));
    assert.equal((await overview('cs')).releases.length, 1);
  });

  test('a release needing a newer @nurly/shared than the live shell is refused with what to release first', async () => {
    const response = await publish(t, admin, releaseArchive({ remote: 'points', version: '2.0.0', sharedRange: nextRange }));
    assert.equal(response.statusCode, 409);
    assert.equal(
      response.json().message,
      `셸(@nurly/shared ${sharedVersion})이 이 릴리스의 범위(${nextRange})를 만족하지 않습니다. 셸을 먼저 배포해야 합니다.`,
    );
    assert.equal(response.json().code, 'RELEASE_SHARED_INCOMPATIBLE');
    // The same minor from its first patch is satisfied; another form of range is a 400 naming it.
    const sameMinor = `^${sharedVersion.split('.').slice(0, 2).join('.')}.0`;
    assert.equal((await publish(t, admin, releaseArchive({ remote: 'points', version: '2.0.1', sharedRange: sameMinor }))).statusCode, 201);
    const odd = await publish(t, admin, releaseArchive({ remote: 'points', version: '2.0.2', sharedRange: '>=0.8' }));
    assert.equal(odd.statusCode, 400);
    assert.equal(odd.json().message, releaseMessages.sharedRangeInvalid('>=0.8'));
    assert.deepEqual(
      (await overview('points')).releases.map((r) => r.version),
      ['2.0.1'],
    );
  });

  test('a release dropping a route the live release’s menu links to is refused, naming it', async () => {
    assert.equal(
      (await publish(t, admin, releaseArchive({ remote: 'b2b', version: '1.0.0', routes: ['b2b-sales', 'b2b-prices'] }))).statusCode,
      201,
    );
    assert.equal((await change(t, admin, 'activate', { remote: 'b2b', version: '1.0.0' })).statusCode, 200);
    const dropped = await publish(t, admin, releaseArchive({ remote: 'b2b', version: '1.1.0', routes: ['b2b-sales'] }));
    assert.equal(dropped.statusCode, 409);
    assert.equal(dropped.json().message, releaseMessages.routesMissing('b2b', '1.0.0', ['b2b-prices']));
    // Keeping the route (its menu may move) is fine.
    assert.equal(
      (
        await publish(
          t,
          admin,
          releaseArchive({ remote: 'b2b', version: '1.1.0', routes: ['b2b-sales', 'b2b-prices'], nav: ['b2b-sales'] }),
        )
      ).statusCode,
      201,
    );
  });

  test('a route another remote’s live menu links to is kept too', async () => {
    assert.equal(
      (await publish(t, admin, releaseArchive({ remote: 'hub', version: '1.0.0', routes: ['hub-home', 'hub-guide'], nav: ['hub-home'] })))
        .statusCode,
      201,
    );
    assert.equal((await change(t, admin, 'activate', { remote: 'hub', version: '1.0.0' })).statusCode, 200);
    // The offerwall remote's menu links to the hub's guide page.
    assert.equal(
      (
        await publish(
          t,
          admin,
          releaseArchive({ remote: 'offerwall', version: '1.0.0', routes: ['offerwall-apps'], nav: ['offerwall-apps', 'hub-guide'] }),
        )
      ).statusCode,
      201,
    );
    assert.equal((await change(t, admin, 'activate', { remote: 'offerwall', version: '1.0.0' })).statusCode, 200);
    const dropped = await publish(t, admin, releaseArchive({ remote: 'hub', version: '1.1.0', routes: ['hub-home'] }));
    assert.equal(dropped.statusCode, 409);
    assert.equal(dropped.json().message, releaseMessages.routesMissing('hub', '1.0.0', ['hub-guide']));
    assert.equal(
      (await publish(t, admin, releaseArchive({ remote: 'hub', version: '1.1.0', routes: ['hub-home', 'hub-guide'], nav: ['hub-home'] })))
        .statusCode,
      201,
    );
  });

  test('a menu label or page title its i18n does not translate is refused, naming the keys', async () => {
    const bare = await publish(
      t,
      admin,
      releaseArchive({ remote: 'admin-ads', version: '3.0.0', routes: ['kw-home', 'kw-report'], untranslated: ['kw-report'] }),
    );
    assert.equal(bare.statusCode, 400);
    assert.equal(bare.json().message, releaseMessages.titlesUntranslated(['en:kw-report']));
    assert.equal(bare.json().code, 'RELEASE_TITLES_UNTRANSLATED');
    // Nothing written (every other release of these tests translates its titles, and is published).
    assert.equal((await overview('admin-ads')).releases.length, 0);
  });

  test('bad archives are 400 naming the problem, and nothing is written', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('not a zip at all'), releaseMessages.archiveInvalid],
      [releaseArchive({ remote: 'keywords', version: '1.0.0', without: ['release.json'] }), releaseMessages.manifestMissing],
      [releaseArchive({ remote: 'keywords', version: '1.0.0', without: ['mf-manifest.json'] }), releaseMessages.federationManifestMissing],
      [
        releaseArchive({
          remote: 'keywords',
          version: '1.0.0',
          manifest: { remote: 'keywords', version: 'one', shared_range: currentRange, git_commit: '', built_at: '2026-11-20T10:00:00Z' },
        }),
        releaseMessages.manifestInvalid('version 값을 확인해주세요.'),
      ],
      [
        releaseArchive({
          remote: 'keywords',
          version: '1.0.0',
          manifest: { remote: 'nope', version: '1.0.0', shared_range: currentRange, git_commit: '', built_at: '2026-11-20T10:00:00Z' },
        }),
        releaseMessages.manifestInvalid('remote 값을 확인해주세요.'),
      ],
      [zipEntries([{ name: '../escape.js', data: Buffer.from('x') }]), releaseMessages.badFilePath('../escape.js')],
      // A zip bomb: the directory declares 300 MB (nothing is inflated).
      [
        zipEntries([
          { name: 'release.json', data: Buffer.from('{}') },
          { name: 'big.js', data: Buffer.alloc(1000), declaredSize: 300 * 1024 * 1024 },
        ]),
        releaseMessages.unpackedTooLarge(256 * 1024 * 1024),
      ],
      [
        zipEntries(
          Array.from({ length: RELEASE_MAX_FILES + 1 }, (_, i) => ({ name: `f${i}.js`, data: Buffer.from('x'), method: 0 as const })),
        ),
        releaseMessages.tooManyFiles(RELEASE_MAX_FILES),
      ],
    ];
    for (const [archive, message] of cases) {
      const response = await publish(t, admin, archive);
      assert.equal(response.statusCode, 400, `${message}: ${response.body}`);
      assert.equal(response.json().message, message);
      assert.equal(response.json().field, 'archive');
    }
    const missing = await publish(t, admin, releaseArchive({ remote: 'keywords', version: '1.0.0' }), 'file');
    assert.equal(missing.statusCode, 400);
    assert.equal(missing.json().message, releaseMessages.archiveRequired);
    const state = await overview('keywords');
    assert.deepEqual([state.releases.length, state.history.length], [0, 0]);
  });

  test('the archive caps come from the config: 413 past the upload size, 400 past the files or unpacked bytes', async () => {
    const capped = await buildTestApp(
      {},
      { RELEASE_MAX_ARCHIVE_BYTES: '2048', RELEASE_MAX_FILES: '5', RELEASE_MAX_UNPACKED_BYTES: '4096' },
      t,
    );
    try {
      const big = await publish(capped, admin, zipEntries([{ name: 'noise.bin', data: randomBytes(4096), method: 0 }]));
      assert.equal(big.statusCode, 413);
      assert.equal(big.json().message, releaseMessages.archiveTooLarge(2048));
      assert.equal(big.json().field, 'archive');
      // Six files, one over the cap.
      const many = await publish(capped, admin, releaseArchive({ remote: 'admin-ads', version: '1.0.0' }));
      assert.equal(many.json().message, releaseMessages.tooManyFiles(5));
      // Highly compressible: 8 KB of zeros in a few bytes.
      const bomb = await publish(capped, admin, zipEntries([{ name: 'zeros.js', data: Buffer.alloc(8192) }]));
      assert.equal(bomb.statusCode, 400);
      assert.equal(bomb.json().message, releaseMessages.unpackedTooLarge(4096));
    } finally {
      await capped.close();
    }
    assert.equal((await overview('admin-ads')).releases.length, 0);
  });

  test('only NURLY_ADMIN publishes or reads the registry', async () => {
    const staff = bearer((await t.login(...demo.staff)).access);
    assert.equal((await publish(t, staff, releaseArchive({ remote: 'hub', version: '1.0.0' }))).statusCode, 403);
    assert.equal((await t.inject({ method: 'GET', url: '/api/admin/releases', headers: staff })).statusCode, 403);
    assert.equal((await t.inject({ method: 'GET', url: '/api/admin/releases' })).statusCode, 401);
  });
});
