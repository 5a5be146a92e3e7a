import { act, render, screen } from '@testing-library/react';
import { NurlyProvider } from './NurlyProvider';
import { notify, removeAllToasts } from './toast';

afterEach(() => act(() => removeAllToasts()));

describe('toasts raised before the toaster has loaded', () => {
  // First in this file: the toaster's code (ToastView.tsx) has not been fetched yet.
  it('show once it has, except those removed meanwhile; later ones show at once', async () => {
    notify.warning('지워진 알림');
    removeAllToasts();
    expect(notify.warning('먼저 온 알림')).toMatch(/^nurly-toast-/);
    render(<NurlyProvider variant="default" />);
    expect(await screen.findByText('먼저 온 알림')).toBeInTheDocument();
    expect(screen.queryByText('지워진 알림')).not.toBeInTheDocument();
    act(() => {
      notify.info('다음 알림');
    });
    expect(await screen.findByText('다음 알림')).toBeInTheDocument();
  });
});
