/** The export button as it looks, both as its menu's trigger (ExportButtonView.tsx) and as the stand-in until that loads. */
import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export function ExportButtonFace({ testId, ...props }: ButtonProps & { testId: string }) {
  const { t } = useTranslation('common');
  return (
    <Button size="sm" variant="outline" data-testid={testId} {...props}>
      {t('export')}
    </Button>
  );
}
