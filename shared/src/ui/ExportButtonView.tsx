/** The export button's menu (ExportButton.tsx): a Chakra overlay, fetched when a page first renders one. */
import { Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, type ExportFormat } from '../server-state/download';
import type { ExportButtonProps } from './ExportButton';
import { ExportButtonFace } from './ExportButtonFace';
import { notify } from './toast';

export function ExportButtonView({
  path,
  params,
  formats = ['csv', 'xlsx'],
  fallbackName,
  disabled,
  testId = 'export-button',
}: ExportButtonProps) {
  const { t } = useTranslation('common');
  const [running, setRunning] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setRunning(format);
    try {
      await downloadExport(path, params, format, fallbackName);
    } catch (failure) {
      notify.fromError(failure);
    } finally {
      setRunning(null);
    }
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <ExportButtonFace loading={running !== null} disabled={disabled} testId={testId} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {formats.map((format) => (
              <Menu.Item key={format} value={format} onSelect={() => void download(format)} data-testid={`${testId}-${format}`}>
                {format === 'csv' ? t('exportCsv') : t('exportXlsx')}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
