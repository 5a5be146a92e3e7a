/** Toasts (spec §9): 5000 ms, 14 px text, default error '에러가 발생했습니다.'. */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { errorMessage } from '../api/errors';
import { i18n } from '../i18n';

export const TOAST_DURATION_MS = 5000;

/**
 * CSS variable a host sets to the height of its top bar. Toasts start below it, so they never
 * cover the balance or the user menu (issue 12 item 14); without a top bar it is 0.
 */
export const TOP_BAR_HEIGHT_VAR = '--nurly-topbar-height';
const EDGE = '1rem';

export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: `calc(var(${TOP_BAR_HEIGHT_VAR}, 0px) + ${EDGE})`, right: EDGE, bottom: EDGE, left: EDGE },
});

type ToastType = 'success' | 'info' | 'warning' | 'error';

function show(type: ToastType, message?: string): string {
  const fallback =
    type === 'error'
      ? i18n.t('common:defaultError', { defaultValue: '에러가 발생했습니다.' })
      : i18n.t('common:success', { defaultValue: '완료되었습니다.' });
  return toaster.create({ type, description: message || fallback, duration: TOAST_DURATION_MS, closable: true });
}

export const notify = {
  success: (message?: string) => show('success', message),
  info: (message?: string) => show('info', message),
  warning: (message?: string) => show('warning', message),
  error: (message?: string) => show('error', message),
  /** The server's message of a failed call (spec §8), or the default error. */
  fromError: (error: unknown) => show('error', errorMessage(error)),
};

export function ToastHost() {
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} fontSize="14px">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title fontSize="14px">{toast.title}</Toast.Title> : null}
              {toast.description ? <Toast.Description fontSize="14px">{toast.description}</Toast.Description> : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger /> : null}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  );
}
