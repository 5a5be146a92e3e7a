/** The balance dialog for top-ups (docs/decisions/product.md#constants: width 600). */
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@nurly/shared';
import type { Advertiser } from '@nurly/contracts/schemas';
import { TopUpForm } from './TopUpForm';

export interface TopUpDialogProps {
  open: boolean;
  advertiser: Advertiser;
  onClose: () => void;
}

export function TopUpDialog({ open, advertiser, onClose }: TopUpDialogProps) {
  const { t } = useTranslation('points');
  return (
    <DialogShell open={open} onClose={onClose} title={t('topUp.title')} cancelLabel={false} maxW="600px" testId="top-up-dialog">
      <TopUpForm advertiser={advertiser} onCancel={onClose} onDone={onClose} />
    </DialogShell>
  );
}
