/**
 * Remote releases (the release registry, ../schemas/releases.ts): limits of a published archive and
 * the Korean messages of the registry's answers, shared by the server, the `pnpm release` command and
 * the admin page.
 */
import { formatUploadLimit } from './uploads';

/** Caps of one release archive: its upload size, its files and their unpacked total (a zip bomb stops here). */
export const RELEASE_MAX_ARCHIVE_BYTES = 64 * 1024 * 1024;
export const RELEASE_MAX_FILES = 2000;
export const RELEASE_MAX_UNPACKED_BYTES = 256 * 1024 * 1024;

/** The cookie that keeps a browser in one canary bucket (0–99). */
export const RELEASE_BUCKET_COOKIE = 'nurly_bucket';

/** `major.minor.patch` of a version (anything after the patch ignored), or null when it is not one. */
export function parseVersion(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * Strict semver `^builtAgainst` for the provided `@nurly/shared` version: the same major (for 0.x,
 * the same minor, as every 0.x minor may break) and not older. A patch release only fixes, so an
 * older patch of the same minor is still refused: the remote may rely on the fix. The shell checks
 * a remote with it before rendering; the release registry checks a release before publishing.
 */
export function sharedSatisfies(provided: string, builtAgainst: string): boolean {
  const have = parseVersion(provided);
  const need = parseVersion(builtAgainst);
  if (!have || !need) return false;
  if (have[0] !== need[0]) return false;
  if (need[0] === 0 && have[1] !== need[1]) return false;
  for (let i = 0; i < 3; i += 1) {
    if (have[i] > need[i]) return true;
    if (have[i] < need[i]) return false;
  }
  return true;
}

/**
 * The range a build declares for `@nurly/shared` (webpack `requiredVersion`, a release's
 * `shared_range`): `^<built against>`, read with `sharedSatisfies`.
 */
export function sharedRange(builtAgainst: string): string {
  return `^${builtAgainst}`;
}

/** The version a range `sharedRange` wrote was built against, or null for another form. */
export function builtAgainstOf(range: string): string | null {
  const match = /^\^(\d+\.\d+\.\d+)$/.exec(range.trim());
  return match ? match[1] : null;
}

export const releaseMessages = {
  archiveRequired: '릴리스 압축 파일(archive)을 선택해주세요.',
  archiveTooLarge: (maxBytes: number) => `릴리스 압축 파일(archive)은 ${formatUploadLimit(maxBytes)} 이하여야 합니다.`,
  oneArchiveOnly: '릴리스 압축 파일은 한 번에 하나만 올릴 수 있습니다.',
  malformedUpload: '업로드 요청이 올바르지 않습니다. 파일을 다시 선택해주세요.',
  archiveInvalid: '릴리스 압축 파일(archive)이 올바른 ZIP 파일이 아닙니다.',
  tooManyFiles: (max: number) => `릴리스 압축 파일의 파일이 너무 많습니다. 최대 ${max.toLocaleString('ko-KR')}개까지 올릴 수 있습니다.`,
  unpackedTooLarge: (maxBytes: number) => `릴리스 압축 파일을 풀면 ${formatUploadLimit(maxBytes)}를 넘습니다. 빌드 결과만 올려주세요.`,
  compressedTooMuch: (name: string) =>
    `릴리스 압축 파일의 ${name}이(가) 지나치게 많이 압축되어 있습니다(100배 초과). 빌드 결과만 올려주세요.`,
  entryMismatch: (name: string) => `릴리스 압축 파일의 ${name}이(가) 목록에 적힌 크기나 체크섬과 다릅니다. 압축 파일을 다시 만들어주세요.`,
  unpackTimeLimit: '릴리스 압축 파일을 푸는 데 시간이 너무 오래 걸려 중단했습니다. 빌드 결과만 올려주세요.',
  badFilePath: (name: string) => `릴리스 압축 파일에 사용할 수 없는 파일 이름이 있습니다: ${name}`,
  manifestMissing: '릴리스 압축 파일에 release.json이 없습니다. 리모트를 다시 빌드해주세요.',
  manifestInvalid: (problem: string) => `release.json이 올바르지 않습니다: ${problem}`,
  federationManifestMissing: '릴리스 압축 파일에 mf-manifest.json이 없습니다. 리모트의 빌드 결과(dist)를 올려주세요.',
  routeDataInvalid: 'remote-routes.json이 올바르지 않습니다. 리모트를 다시 빌드해주세요.',
  titlesUntranslated: (keys: string[]) =>
    `메뉴·페이지 제목의 번역이 없습니다: ${keys.slice(0, 10).join(', ')}${keys.length > 10 ? ` 외 ${keys.length - 10}개` : ''}. 리모트의 i18n(ko, en)에 추가해 다시 빌드해주세요.`,
  versionTaken: (remote: string, version: string) =>
    `${remote} ${version} 버전은 이미 다른 내용으로 게시되었습니다. 버전을 올려 다시 빌드해주세요.`,
  sharedRangeInvalid: (range: string) => `release.json의 @nurly/shared 범위(${range})를 읽을 수 없습니다. ^0.8.3 형식이어야 합니다.`,
  sharedIncompatible: (shellVersion: string, range: string) =>
    `셸(@nurly/shared ${shellVersion})이 이 릴리스의 범위(${range})를 만족하지 않습니다. 셸을 먼저 배포해야 합니다.`,
  routesMissing: (remote: string, version: string, names: string[]) =>
    `메뉴가 연결된 경로가 빠졌습니다: ${names.join(', ')}. 라이브 ${remote} ${version}에 있던 이 경로를 유지하거나, 이 경로를 가리키는 메뉴를 먼저 바꿔 배포해주세요.`,
  published: (remote: string, version: string) => `${remote} ${version} 릴리스를 게시했습니다.`,
  alreadyPublished: (remote: string, version: string) => `${remote} ${version} 릴리스는 이미 같은 내용으로 게시되어 있습니다.`,
  releaseNotFound: (remote: string, version: string) => `${remote} ${version} 릴리스가 없습니다. 먼저 게시해주세요.`,
  deploymentWithoutRemote: (deployment: string, remote: string) => `${deployment} 배포는 ${remote} 리모트를 불러오지 않습니다.`,
  alreadyLive: (remote: string, version: string) => `${remote} ${version}은(는) 이미 라이브입니다.`,
  canaryWithoutLive: (remote: string) => `${remote}에 라이브 릴리스가 없어 카나리로 배포할 수 없습니다. 먼저 라이브로 배포해주세요.`,
  noPrevious: (remote: string) => `${remote}에 되돌릴 이전 릴리스가 없습니다.`,
  noCanary: (remote: string) => `${remote}에 진행 중인 카나리가 없습니다.`,
  activated: (remote: string, version: string) => `${remote} ${version}을(를) 라이브로 배포했습니다.`,
  canaryStarted: (remote: string, version: string, percent: number) => `${remote} ${version}을(를) ${percent}%에 카나리로 배포했습니다.`,
  rolledBack: (remote: string, version: string) => `${remote}을(를) ${version}(으)로 되돌렸습니다.`,
  promoted: (remote: string, version: string) => `${remote} 카나리 ${version}을(를) 전체에 배포했습니다.`,
  aborted: (remote: string) => `${remote} 카나리를 중단했습니다.`,
  shellCompatible: (version: string) => `셸(@nurly/shared ${version})은 배포 중인 모든 리모트를 불러올 수 있습니다.`,
  shellIncompatible: (version: string, releases: string[]) =>
    `셸(@nurly/shared ${version})로는 배포 중인 리모트를 불러올 수 없습니다: ${releases.join(', ')}. 이 리모트를 @nurly/shared ${version}에 맞춰 다시 빌드해 먼저 배포해야 합니다.`,
} as const;
