/**
 * Downloads the server's export of the list on screen: the same query (filters, search,
 * ordering; not the page) plus `format=csv` or `format=xlsx`. Pass usePagedQuery's `params`.
 */
import { Button, Menu, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport, type ExportFormat } from '../server-state/download';
import { notify } from './toast';

export interface ExportButtonProps {
  /** The list's API path (the export is the same route with `format`). */
  path: string;
  params: Record<string, unknown>;
  formats?: readonly ExportFormat[];
  /** File name when the server sends none (without extension). */
  fallbackName?: string;
  disabled?: boolean;
  testId?: string;
}

export function ExportButton({
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
        <Button size="sm" variant="outline" loading={running !== null} disabled={disabled} data-testid={testId}>
          {t('export')}
        </Button>
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
