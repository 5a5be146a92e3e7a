/**
 * Chakra's toaster and the component that renders its toasts: an overlay (zag.js; tools/mf/surface.ts),
 * fetched with the first toast (toast.tsx), not with the first paint.
 */
import { Portal, Stack, Toast, Toaster, createToaster } from '@chakra-ui/react';
import { TOP_BAR_HEIGHT_VAR } from './toast';

const EDGE = '1rem';

export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 5,
  offsets: { top: `calc(var(${TOP_BAR_HEIGHT_VAR}, 0px) + ${EDGE})`, right: EDGE, bottom: EDGE, left: EDGE },
});

/** @public */
export function ToastView() {
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
