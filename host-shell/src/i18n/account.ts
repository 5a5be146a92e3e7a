/**
 * The Korean strings of the shell's account screens in its namespace (sign-up, password reset and
 * change, the reward agreement, the hub domain notice): each screen is a chunk of its own and
 * registers them when it loads (`registerAccountStrings()` at its top), so the login page's
 * start-up bundle (shell.ts) does not carry them. English is all in shellEn.ts.
 */
import { addRemoteResources } from '@nurly/shared';

export const accountKo = {
  password: {
    title: '비밀번호 변경',
    old: '기존 비밀번호',
    new: '새로운 비밀번호',
    confirm: '새로운 비밀번호 확인',
    submit: '변경',
    success: '비밀번호가 변경되었습니다. 잠시 후 로그인 페이지로 이동합니다.',
    errors: {
      oldRequired: '기존 비밀번호를 입력해주세요.',
      mismatch: '새로운 비밀번호가 일치하지 않습니다.',
      sameAsOld: '기존 비밀번호와 동일한 새로운 비밀번호를 입력할 수 없습니다.',
      tooShort: '비밀번호는 최소 4자 이상 입력해주세요.',
    },
  },
  agreement: {
    title: '서비스 이용 동의',
    intro: '더널리 리워드 서비스를 시작하려면 아래 약관에 동의해주세요.',
    all: '전체 동의',
    required: '[필수]',
    optional: '[선택]',
    view: '보기',
    start: '시작하기',
    items: {
      service: '서비스 이용약관',
      privacy: '개인정보 수집 및 이용',
      marketing: '마케팅 정보 수신',
    },
  },
  hubNotice: {
    title: '도메인 이전 안내',
    body: '기존 허브 도메인은 2025년 4월 15일 이후 더 이상 이용할 수 없습니다.\n앞으로는 통합된 사이트({{url}})를 이용해주세요. 계정과 이용 내역은 그대로 유지됩니다.',
    go: '통합 사이트로 이동',
  },
  register: {
    title: '회원가입',
    subtitle: '더널리와 더널리 리워드를 하나의 계정으로 이용할 수 있습니다.',
    guestSubtitle: '회원가입하면 게스트로 이용한 내역이 새 계정에 그대로 유지됩니다.',
    checkUsername: '중복 확인',
    checked: '확인됨',
    usernameAvailable: '사용할 수 있는 아이디입니다.',
    checkUsernameFirst: '아이디 중복 확인을 해주세요.',
    passwordConfirm: '비밀번호 확인',
    mobile: '휴대폰 번호',
    sendCode: '인증번호 받기',
    resendCode: '다시 받기',
    codeSent: '인증번호를 보냈습니다.',
    sendCodeFirst: '휴대폰 인증번호를 받아주세요.',
    code: '인증번호',
    birthDate: '생년월일',
    ageHint: '만 14세 이상만 가입할 수 있습니다.',
    memberType: '회원 유형',
    memberTypes: { INDIVIDUAL: '개인', BUSINESS: '개인사업자', CORPORATION: '법인' },
    agreeTerms: '이용약관 및 개인정보 수집에 동의합니다.',
    submit: '가입하기',
    done: '회원가입이 완료되었습니다.',
    haveAccount: '이미 계정이 있으신가요?',
    errors: {
      username: '아이디는 영문, 숫자 4~30자로 입력해주세요.',
      password: '비밀번호는 최소 4자 이상 입력해주세요.',
      passwordConfirm: '비밀번호가 일치하지 않습니다.',
      mobile: '휴대폰 번호를 정확히 입력해주세요.',
      code: '인증번호를 입력해주세요.',
      birthDate: '생년월일을 입력해주세요.',
      underAge: '만 14세 이상만 가입할 수 있습니다.',
      agreeTerms: '이용약관에 동의해주세요.',
    },
  },
  auth: {
    reset: {
      intro: '가입하신 휴대폰 번호로 인증번호를 받아 새 비밀번호를 설정합니다.',
      mobile: '휴대폰 번호',
      mobileInvalid: '휴대폰 번호를 확인해주세요.',
      sendCode: '인증번호 받기',
      resendCode: '다시 받기',
      code: '인증번호',
      newPassword: '새 비밀번호',
      confirm: '새 비밀번호 확인',
      tooShort: '비밀번호는 최소 4자 이상 입력해주세요.',
      mismatch: '새로운 비밀번호가 일치하지 않습니다.',
      submit: '비밀번호 변경',
      done: '비밀번호가 변경되었습니다. 아이디: {{username}} — 새 비밀번호로 로그인해주세요.',
      noPhone: '휴대폰 번호가 바뀌었나요?',
    },
  },
};

/** Merges the account screens' strings into the 'shell' namespace (idempotent). */
export function registerAccountStrings(): void {
  addRemoteResources('shell', { ko: accountKo, en: {} });
}
