import { defineRemote } from '@nurly/shared';
export default defineRemote({ key: 'cs', routes: [], nav: [], i18n: { namespace: 'cs', resources: { ko: {}, en: {} } } });
