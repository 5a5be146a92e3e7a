import { addRemoteResources, detectLanguage, i18n, initI18n, LANGUAGE_STORAGE_KEY, setLanguage } from './index';

beforeEach(() => localStorage.clear());

describe('i18n', () => {
  it('defaults to Korean and falls back to Korean', () => {
    expect(detectLanguage()).toBe('ko');
    initI18n();
    expect(i18n.language).toBe('ko');
    expect(i18n.t('common:noRecordsFound')).toBe('데이터가 없습니다.');
    expect(i18n.options.fallbackLng).toEqual(['ko']);
  });

  it('uses a stored preference and remembers a switch', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    expect(detectLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectLanguage()).toBe('ko');
    await setLanguage('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(i18n.t('common:noRecordsFound')).toBe('no records found');
    expect(i18n.t('common:loadingData')).toBe('loading data');
    expect(i18n.t('common:processingRequest')).toBe('processing request…');
    await setLanguage('ko');
  });

  it('has the generic Korean strings', () => {
    initI18n('ko');
    expect(i18n.t('common:defaultError')).toBe('에러가 발생했습니다.');
    expect(i18n.t('common:confirm')).toBe('확 인');
    expect(i18n.t('common:cancel')).toBe('취 소');
    expect(i18n.t('common:accessDenied')).toBe('접근 권한이 없습니다. 관리자에게 문의하세요.');
    expect(i18n.t('common:timeAgo.minutes', { count: 5 })).toBe('5분 전');
  });

  it('adds a remote namespace, falling back to Korean for missing English keys', async () => {
    initI18n('ko');
    addRemoteResources('cs', { ko: { title: '고객센터', only: '한국어만' }, en: { title: 'Support' } });
    expect(i18n.t('cs:title')).toBe('고객센터');
    await i18n.changeLanguage('en');
    expect(i18n.t('cs:title')).toBe('Support');
    expect(i18n.t('cs:only')).toBe('한국어만');
    await i18n.changeLanguage('ko');
  });
});
