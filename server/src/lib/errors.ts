/** Thrown by services; the error handler turns it into { message, code?, field? }. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const messages = {
  default: '에러가 발생했습니다.',
  unauthenticated: '로그인이 필요합니다. 다시 로그인해주세요.',
  tokenExpired: '로그인이 만료되었습니다. 다시 로그인해주세요.',
  forbidden: '접근 권한이 없습니다. 관리자에게 문의하세요.',
  notFound: '요청하신 정보를 찾을 수 없습니다.',
  routeNotFound: '요청하신 주소를 찾을 수 없습니다.',
  tooManyRequests: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  passwordTooShort: '비밀번호는 최소 4자 이상 입력해주세요.',
  passwordSameAsOld: '기존 비밀번호와 동일한 새로운 비밀번호를 입력할 수 없습니다.',
  passwordMismatch: '새로운 비밀번호가 일치하지 않습니다.',
  wrongOldPassword: '기존 비밀번호가 올바르지 않습니다.',
  phoneInUse: '이미 사용 중인 휴대폰 번호입니다.',
  usernameInUse: '이미 사용 중인 아이디입니다.',
  invalidCredentials: '아이디 또는 비밀번호가 올바르지 않습니다.',
} as const;

export const unauthorized = (message: string = messages.unauthenticated, code = 'UNAUTHENTICATED') => new AppError(401, message, code);
export const forbidden = () => new AppError(403, messages.forbidden, 'FORBIDDEN');
export const notFound = (message: string = messages.notFound) => new AppError(404, message, 'NOT_FOUND');
export const badRequest = (message: string, field?: string, code = 'INVALID') => new AppError(400, message, code, field);
