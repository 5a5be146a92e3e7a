/**
 * Bulk registration from Excel: the template reads back with its Korean headers;
 * an upload creates the valid rows and reports each refused one as "행 N: 사유"; a file that is not
 * an .xlsx, a file over the size limit, or a sheet without the template's headers creates nothing.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { readSheet } from 'read-excel-file/node';
import { HUB_BULK_COLUMNS, HUB_BULK_MAX_BYTES, adMessages, hubAdMessages } from '@nurly/contracts/schemas';
import { fileTestApp } from '../../helpers/app';
import { adTableCounts, dayFrom, expectError, holdOf, type Headers } from '../ads/helpers';
import { HUB_HOST, REWARD_HOST, groupIdNamed, hubAccount, multipartFile, xlsx } from './ads-helpers';

let admin: Awaited<ReturnType<typeof hubAccount>>;
let client: Awaited<ReturnType<typeof hubAccount>>;
let foreignClient: Awaited<ReturnType<typeof hubAccount>>;

const t = await fileTestApp();
before(async () => {
  const groupA = await groupIdNamed(t, 0);
  admin = await hubAccount(t, 'HUB_ADMIN', groupA);
  client = await hubAccount(t, 'HUB_CLIENT', groupA, 200_000);
  foreignClient = await hubAccount(t, 'HUB_CLIENT', await groupIdNamed(t, 1), 200_000);
});

function upload(bytes: Buffer, fileName: string, headers: Headers, host = HUB_HOST, channel = 'NAVER_SHOPPING') {
  const body = multipartFile(bytes, fileName);
  return t.inject({
    method: 'POST',
    url: `/api/hub/ads/bulk?channel=${channel}`,
    payload: body.payload,
    headers: { ...headers, ...body.headers, ...host },
  });
}

const C = HUB_BULK_COLUMNS;
const shoppingHeader = [
  C.client,
  C.product,
  C.keyword,
  C.target,
  C.targetName,
  C.dailyVolume,
  C.startDate,
  C.endDate,
  C.question,
  C.answers,
];
const keyword = (label: string) => `${label} ${Math.random().toString(36).slice(2, 7)}`;

describe('bulk template', () => {
  test('the template has the Korean headers of the channel, with the client column on the hub console only', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/hub/ads/bulk/template?channel=NAVER_PLACE',
      headers: { ...admin.headers, ...HUB_HOST },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(String(response.headers['content-disposition']), /attachment/);
    const [headers] = await readSheet(response.rawPayload);
    assert.deepEqual(headers, [
      C.client,
      C.product,
      C.keyword,
      C.placeTarget,
      C.placeName,
      C.dailyVolume,
      C.startDate,
      C.endDate,
      C.question,
      C.answers,
    ]);
    const products = await readSheet(response.rawPayload, 2);
    assert.ok(products.slice(1).length > 0 && products.slice(1).every((row) => String(row[0]).startsWith('naverplace')));

    const reward = await t.inject({
      method: 'GET',
      url: '/api/hub/ads/bulk/template?channel=NAVER_SHOPPING',
      headers: { ...client.headers, ...REWARD_HOST },
    });
    const [rewardHeaders] = await readSheet(reward.rawPayload);
    assert.equal(rewardHeaders[0], C.product);
  });
});

describe('bulk upload', () => {
  test('valid rows land, each refused row is reported with its sheet row number and Korean reason', async () => {
    const good1 = keyword('캠핑의자');
    const good2 = keyword('등산화');
    const file = await xlsx([
      shoppingHeader,
      [client.username, 'naverapp', good1, '84512345678', '캠핑 스토어', 10, dayFrom(t, 1), dayFrom(t, 5), null, null],
      [foreignClient.username, 'naverapp', keyword('타그룹'), '84512345678', null, 10, dayFrom(t, 1), dayFrom(t, 5), null, null],
      [client.username, 'naverapp', keyword('잘못된MID'), '12', null, 10, dayFrom(t, 1), dayFrom(t, 5), null, null],
      [null, null, null, null, null, null, null, null, null, null],
      [
        client.username,
        '쇼핑 트래픽',
        good2,
        'https://smartstore.naver.com/shop/products/8451234567',
        null,
        '1,000',
        dayFrom(t, 2),
        dayFrom(t, 3),
        null,
        null,
      ],
      [client.username, 'naverapp', keyword('수량'), '84512345678', null, '열개', dayFrom(t, 1), dayFrom(t, 5), null, null],
      [client.username, 'naverapp-plus', keyword('정답없음'), '84512345678', null, 10, dayFrom(t, 1), dayFrom(t, 5), null, null],
      [
        client.username,
        'naverapp-plus',
        keyword('정답많음'),
        '84512345678',
        null,
        10,
        dayFrom(t, 1),
        dayFrom(t, 5),
        '색상은?',
        '1,2,3,4,5,6,7,8,9,10,11',
      ],
    ]);
    const response = await upload(file, '광고대량등록.xlsx', admin.headers);
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json();
    assert.deepEqual(
      report.created.map((row: { row: number; keyword: string }) => [row.row, row.keyword]),
      [
        [2, good1],
        [6, good2],
      ],
    );
    assert.deepEqual(report.refused, [
      { row: 3, field: 'client_id', message: `행 3: ${hubAdMessages.clientNotInGroup}` },
      { row: 4, field: 'mid', message: `행 4: ${adMessages.midInvalid}` },
      { row: 7, field: 'daily_volume', message: `행 7: ${hubAdMessages.volumeNotNumber}` },
      { row: 8, field: 'question', message: `행 8: ${adMessages.answerRequired}` },
      { row: 9, field: 'answers', message: `행 9: ${adMessages.answersTooMany}` },
    ]);
    assert.equal(report.message, hubAdMessages.bulkDone(2, 5));
    // The created ads are the client's HUB ads, held like single registrations: 385 × 5 and 38,500 × 2.
    assert.equal(await holdOf(t, report.created[0].ad_id), 1_925);
    assert.equal(await holdOf(t, report.created[1].ad_id), 77_000);
    const listed = await t.inject({
      method: 'GET',
      url: `/api/hub/ads?channel=NAVER_SHOPPING&client_id=${client.id}`,
      headers: { ...admin.headers, ...HUB_HOST },
    });
    const ids = listed.json().results.map((ad: { id: number }) => ad.id);
    assert.ok(report.created.every((row: { ad_id: number }) => ids.includes(row.ad_id)));
  });

  test('Excel date cells and dotted Korean dates are read as days; a product may be named instead of coded', async () => {
    const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
    const dotted = (day: string) => day.replace(/-/g, '. ');
    const placeKeyword = keyword('강남 꽃집');
    const file = await xlsx([
      [C.client, C.product, C.keyword, C.placeTarget, C.placeName, C.dailyVolume, C.startDate, C.endDate],
      [client.username, '플레이스 트래픽', placeKeyword, '1234567890', '누리 꽃집', 5, asDate(dayFrom(t, 1)), dotted(dayFrom(t, 3))],
    ]);
    const response = await upload(file, 'place.xlsx', admin.headers, HUB_HOST, 'NAVER_PLACE');
    assert.equal(response.statusCode, 200, response.body);
    const report = response.json();
    assert.deepEqual(report.refused, []);
    const ad = await t.inject({
      method: 'GET',
      url: `/api/admin/ads/${report.created[0].ad_id}`,
      headers: { ...admin.headers, ...HUB_HOST },
    });
    assert.equal(ad.json().start_date, dayFrom(t, 1));
    assert.equal(ad.json().end_date, dayFrom(t, 3));
    assert.equal(ad.json().place_name, '누리 꽃집');
    assert.equal(ad.json().channel, 'NAVER_PLACE');
  });

  test('on the reward site the sheet has no client column and the rows become the caller’s own NR ads', async () => {
    const member = await hubAccount(t, 'HUB_MEMBER', await groupIdNamed(t, 0), 50_000);
    const file = await xlsx([
      [C.product, C.keyword, C.target, C.dailyVolume, C.startDate, C.endDate],
      ['naverapp', keyword('리워드'), '84512345678', 10, dayFrom(t, 1), dayFrom(t, 2)],
    ]);
    const report = (await upload(file, 'reward.xlsx', member.headers, REWARD_HOST)).json();
    assert.deepEqual(report.refused, []);
    const ad = await t.inject({ method: 'GET', url: `/api/admin/ads/${report.created[0].ad_id}`, headers: member.headers });
    assert.equal(ad.json().service, 'NR');
    assert.equal(ad.json().owner.id, member.id);
  });

  test('a row the client’s balance cannot cover is refused alone', async () => {
    const file = await xlsx([
      shoppingHeader,
      [client.username, 'naverapp', keyword('큰수량'), '84512345678', null, 100_000, dayFrom(t, 1), dayFrom(t, 30), null, null],
      [client.username, 'naverapp', keyword('작은수량'), '84512345678', null, 1, dayFrom(t, 1), dayFrom(t, 2), null, null],
    ]);
    const report = (await upload(file, 'ads.xlsx', admin.headers)).json();
    assert.equal(report.created.length, 1);
    assert.deepEqual(report.refused, [{ row: 2, field: null, message: `행 2: ${adMessages.insufficientAvailable}` }]);
  });

  test('a file that is not an .xlsx is refused whole', async () => {
    const before = await adTableCounts(t);
    expectError(
      await upload(Buffer.from('광고주 아이디,키워드\nhub,의자\n'), 'ads.csv', admin.headers),
      400,
      hubAdMessages.fileNotXlsx,
      'file',
    );
    expectError(await upload(Buffer.from('not a spreadsheet at all'), 'ads.xlsx', admin.headers), 400, hubAdMessages.fileNotXlsx, 'file');
    // A ZIP signature alone does not make a workbook.
    expectError(
      await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]), 'ads.xlsx', admin.headers),
      400,
      hubAdMessages.fileNotXlsx,
      'file',
    );
    assert.deepEqual(await adTableCounts(t), before);
  });

  test('a file over the size limit is refused with 413', async () => {
    const response = await upload(Buffer.alloc(HUB_BULK_MAX_BYTES + 1024, 1), 'big.xlsx', admin.headers);
    expectError(response, 413, hubAdMessages.fileTooLarge(HUB_BULK_MAX_BYTES), 'file');
  });

  test('a sheet without the template’s headers, or without rows, creates nothing', async () => {
    const before = await adTableCounts(t);
    const noHeaders = await xlsx([
      ['이름', '값'],
      ['a', 1],
    ]);
    const response = await upload(noHeaders, 'ads.xlsx', admin.headers);
    assert.equal(response.statusCode, 400);
    assert.match(response.json().message, /템플릿의 머리글이 없습니다/);
    expectError(await upload(await xlsx([shoppingHeader]), 'ads.xlsx', admin.headers), 400, hubAdMessages.noRows, 'file');
    assert.deepEqual(await adTableCounts(t), before);
  });

  test('no file at all is a Korean 400', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/hub/ads/bulk?channel=NAVER_SHOPPING',
      payload: {},
      headers: { ...admin.headers, ...HUB_HOST },
    });
    expectError(response, 400, hubAdMessages.fileRequired, 'file');
  });
});
