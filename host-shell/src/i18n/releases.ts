/** The /admin/releases page's strings, in the shell's namespace under `releases`, registered by the page's own chunk (registerReleaseStrings). */
import { addRemoteResources } from '@nurly/shared';

export const releasesKo = {
  description: '배포마다 각 리모트의 라이브 버전과 카나리를 확인하고, 게시된 버전을 활성화하거나 승격, 중단, 롤백합니다.',
  deployment: '배포',
  deployments: { default: '기본 (default)', reward: '리워드 (reward)', hub: '허브 (hub)', offerwall: '오퍼월 (offerwall)' },
  columns: {
    remote: '리모트',
    live: '라이브',
    canary: '카나리',
    changed: '최근 변경',
    actions: '작업',
  },
  none: '없음',
  canaryShare: '{{version}} ({{percent}}%)',
  changedBy: '{{at}} · {{actor}}',
  actions: { activate: '활성화', promote: '승격', abort: '카나리 중단', rollback: '롤백' },
  change: '{{deployment}} 배포의 {{remote}}: {{from}} → {{to}}',
  previous: '이전 버전',
  activate: {
    title: '릴리스 활성화',
    version: '버전',
    chooseVersion: '버전을 선택해주세요.',
    noVersions: '활성화할 수 있는 게시된 버전이 없습니다. pnpm release publish로 먼저 게시해주세요.',
    canary: '카나리 비율 (%)',
    canaryHelp: '비워 두거나 0이면 모든 사용자에게 바로 적용됩니다. 1~100이면 그 비율의 사용자에게 먼저 제공합니다.',
    canaryInvalid: '카나리 비율은 0에서 100 사이의 정수로 입력해주세요.',
    asCanary: '카나리 {{percent}}%로 제공',
    builtAgainst: '@nurly/shared {{range}} · 커밋 {{commit}} · 빌드 {{builtAt}}',
  },
  promote: { title: '카나리 승격', note: '카나리 {{percent}}% → 모든 사용자' },
  abort: { title: '카나리 중단', change: '{{deployment}} 배포의 {{remote}}: 카나리 {{canary}} ({{percent}}%) 중단, {{live}} 유지' },
  rollback: { title: '롤백', note: '직전 라이브 버전으로 모든 사용자에게 즉시 되돌립니다.' },
  reason: '사유',
  reasonPlaceholder: '변경 사유 (선택)',
  run: '실행',
  history: {
    title: '변경 이력',
    at: '일시',
    action: '작업',
    deployment: '배포',
    remote: '리모트',
    change: '변경',
    canary: '카나리',
    actor: '담당자',
    reason: '사유',
    allDeployments: '모든 배포',
  },
  events: { PUBLISH: '게시', ACTIVATE: '활성화', ROLLBACK: '롤백', CANARY: '카나리', PROMOTE: '승격', ABORT: '카나리 중단' },
};

export type ReleasesStrings = typeof releasesKo;

export const releasesEn: ReleasesStrings = {
  description: "Each deployment's live version and canary of every remote; activate a published version, promote, abort or roll back.",
  deployment: 'Deployment',
  deployments: { default: 'Default (default)', reward: 'Reward (reward)', hub: 'Hub (hub)', offerwall: 'Offerwall (offerwall)' },
  columns: {
    remote: 'Remote',
    live: 'Live',
    canary: 'Canary',
    changed: 'Last change',
    actions: 'Actions',
  },
  none: 'None',
  canaryShare: '{{version}} ({{percent}}%)',
  changedBy: '{{at}} · {{actor}}',
  actions: { activate: 'Activate', promote: 'Promote', abort: 'Abort canary', rollback: 'Roll back' },
  change: '{{remote}} on {{deployment}}: {{from}} → {{to}}',
  previous: 'previous version',
  activate: {
    title: 'Activate a release',
    version: 'Version',
    chooseVersion: 'Choose a version.',
    noVersions: 'No published version to activate. Publish one first with pnpm release publish.',
    canary: 'Canary share (%)',
    canaryHelp: 'Empty or 0: every user gets it now. 1–100: that share of users gets it first.',
    canaryInvalid: 'Enter a canary share as a whole number from 0 to 100.',
    asCanary: 'as a {{percent}}% canary',
    builtAgainst: '@nurly/shared {{range}} · commit {{commit}} · built {{builtAt}}',
  },
  promote: { title: 'Promote the canary', note: '{{percent}}% canary → every user' },
  abort: { title: 'Abort the canary', change: '{{remote}} on {{deployment}}: canary {{canary}} ({{percent}}%) dropped, {{live}} stays' },
  rollback: { title: 'Roll back', note: 'Every user goes back to the previous live version at once.' },
  reason: 'Reason',
  reasonPlaceholder: 'Why (optional)',
  run: 'Apply',
  history: {
    title: 'History',
    at: 'When',
    action: 'Action',
    deployment: 'Deployment',
    remote: 'Remote',
    change: 'Change',
    canary: 'Canary',
    actor: 'By',
    reason: 'Reason',
    allDeployments: 'All deployments',
  },
  events: {
    PUBLISH: 'Published',
    ACTIVATE: 'Activated',
    ROLLBACK: 'Rolled back',
    CANARY: 'Canary',
    PROMOTE: 'Promoted',
    ABORT: 'Canary aborted',
  },
};

/** Adds `releases` to the shell's namespace (the page calls it: the strings load with its chunk, not the first paint). */
export function registerReleaseStrings(): void {
  addRemoteResources('shell', { ko: { releases: releasesKo }, en: { releases: releasesEn } });
}
