import type { accountKo } from './account';
import type { consoleKo } from './console';

/**
 * The host's 'shell' namespace in Korean (default, fallback), as far as the start-up bundle needs it:
 * titles, the remote boundary's messages and the login page. The console's strings (console.ts) and
 * the account screens' (account.ts) come with the chunks that show them. English is shellEn.ts.
 */
export const shellKo = {
  titleSuffix: {
    default: '더널리',
    reward: '더널리 리워드',
    hub: '허브 광고 매니저',
    offerwall: '오퍼월 광고 매니저',
  },
  defaultTitle: {
    default: '무료 키워드 순위 조회 - 더널리',
    reward: '더널리 리워드',
    hub: '허브 광고 매니저',
    offerwall: '오퍼월 광고 매니저',
  },
  titles: {
    login: '로그인',
    auth: '로그인 중',
    register: '회원가입',
    forgotPassword: '비밀번호 찾기',
    adminEntry: '관리자',
    releases: '리모트 릴리스',
    operations: '운영 상태',
  },
  remote: {
    errorTitle: '화면을 불러오지 못했습니다.',
    errorBody: '이 메뉴의 화면을 불러오는 중 문제가 발생했습니다. 다른 메뉴는 계속 이용할 수 있습니다.',
    retry: '다시 시도',
    widgetRetry: '일부 기능을 불러오지 못했습니다. 다시 시도',
    incompatibleTitle: '셸을 먼저 업데이트해야 합니다.',
    incompatibleBody:
      '이 메뉴는 더 새로운 공통 모듈(@nurly/shared {{needs}})로 배포되었고, 지금 화면은 {{provides}}을(를) 제공합니다. 셸을 먼저 배포하거나 이 메뉴를 이전 버전으로 되돌린 뒤 다시 시도해 주세요. 다른 메뉴는 계속 이용할 수 있습니다.',
  },
  auth: {
    loginTitle: '로그인',
    loginSubtitle: '아이디와 비밀번호를 입력해주세요.',
    username: '아이디',
    password: '비밀번호',
    login: '로그인',
    register: '회원가입',
    forgotPassword: '비밀번호를 잊으셨나요?',
    loggingIn: '로그인 중입니다…',
    forgotTitle: '비밀번호 찾기',
    contactSupport: '고객센터 문의하기',
    backToLogin: '로그인으로 돌아가기',
    errors: { username: '아이디를 입력해주세요.', password: '비밀번호를 입력해주세요.' },
    denied: {
      staffOnly: '{{username}} 계정으로 로그인되어 있습니다. 이 페이지는 관리자 전용이라 이 계정으로는 열 수 없습니다.',
      role: '{{username}} 계정에는 이 페이지를 열 수 있는 역할이 없습니다.',
      notMember: '{{username}} 계정은 {{site}} 회원이 아닙니다. 이 사이트는 {{site}} 회원 중 이용 권한이 있는 계정만 이용할 수 있습니다.',
      noConsoleRole: '{{username}} 계정에는 {{site}} 이용 권한(역할)이 없습니다. 이 사이트는 권한을 받은 계정만 이용할 수 있습니다.',
      switchAccount: '다른 계정으로 로그인하려면 아래에 입력해주세요.',
      consoleHelp:
        '더널리 계정은 더널리 사이트에서 그대로 이용할 수 있습니다. 이 사이트 이용이 필요하면 관리자에게 문의하거나, 권한이 있는 계정으로 아래에서 로그인해주세요.',
      goHome: '홈으로 돌아가기',
      goDefaultSite: '더널리 사이트로 이동',
      rewardInquiry: '리워드 이용 문의하기',
    },
  },
};

/** The whole namespace (what shellEn.ts provides): the start-up part and the parts the chunks add. */
export type ShellStrings = typeof shellKo & typeof consoleKo & typeof accountKo;
