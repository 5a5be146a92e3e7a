/**
 * Bulk registration from an Excel file (POST hub/ads/bulk): download the template, choose the
 * .xlsx, upload. The server creates every valid row and refuses the others one by one; the dialog
 * then shows both lists ("행 N: 사유") so the user fixes and re-uploads only the refused rows.
 * A whole-file refusal (not an .xlsx, too large, headers missing) is shown in the dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { HUB_BULK_MAX_BYTES, type AdChannel } from '@nurly/contracts';
import type { HubBulkReport } from '@nurly/contracts/schemas';
import { DialogShell, errorMessage, useAction } from '@nurly/shared';
import { HUB_ADS_PATH, downloadTemplate, postBulk } from './api';

interface Props {
  open: boolean;
  onClose: () => void;
  channel: AdChannel;
}

export function BulkUploadDialog({ open, onClose, channel }: Props) {
  const { t } = useTranslation('hub');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [report, setReport] = useState<HubBulkReport | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useAction((chosen: File) => postBulk(channel, chosen), {
    revalidate: [HUB_ADS_PATH],
    onSuccess: (result) => setReport(result),
    // The whole-file refusals are shown where the file was chosen, not in a passing toast.
    onError: (error) => {
      setProblem(errorMessage(error));
      return true;
    },
  });
  const template = useAction(() => downloadTemplate(channel), { success: false });

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setProblem(null);
    setReport(null);
  }, [open]);

  const choose = (chosen: File | null) => {
    setReport(null);
    setFile(chosen);
    if (!chosen) setProblem(null);
    else if (!/\.xlsx$/i.test(chosen.name)) setProblem(t('ads.bulk.notXlsx'));
    else if (chosen.size > HUB_BULK_MAX_BYTES) setProblem(t('ads.bulk.tooLarge', { mb: Math.floor(HUB_BULK_MAX_BYTES / 1024 / 1024) }));
    else setProblem(null);
  };
  const submit = () => {
    if (!file) return setProblem(t('ads.bulk.fileRequired'));
    if (problem) return;
    void upload(file);
  };

  return (
    <DialogShell
      closeButton
      open={open}
      onClose={onClose}
      title={t('ads.bulk.title')}
      cancelLabel={t('ads.bulk.close')}
      size="lg"
      testId="bulk-dialog"
      actions={
        <Button colorPalette="brand" loading={upload.isRunning} onClick={submit} data-testid="bulk-submit">
          {t('ads.bulk.submit')}
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">{t('ads.bulk.steps')}</Text>
        <HStack>
          <Button size="sm" variant="outline" loading={template.isRunning} onClick={() => void template()} data-testid="bulk-template">
            {t('ads.bulk.template')}
          </Button>
        </HStack>
        <Field.Root invalid={problem !== null}>
          <Field.Label>{t('ads.bulk.file')}</Field.Label>
          <Input
            ref={input}
            type="file"
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-label={t('ads.bulk.file')}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            data-testid="bulk-file"
          />
          {problem ? <Field.ErrorText data-testid="bulk-error">{problem}</Field.ErrorText> : null}
        </Field.Root>
        {report ? (
          <Stack gap="3" data-testid="bulk-report">
            <Alert.Root status={report.refused.length ? 'warning' : 'success'}>
              <Alert.Indicator />
              <Alert.Title>{report.message}</Alert.Title>
            </Alert.Root>
            {report.refused.length ? (
              <Stack gap="1">
                <Text fontWeight="semibold">
                  {t('ads.bulk.refused')} ({report.refused.length})
                </Text>
                <Stack as="ul" gap="1" data-testid="bulk-refused" ps="4" listStyleType="disc">
                  {report.refused.map((row) => (
                    <Text as="li" key={row.row} fontSize="sm">
                      {row.message}
                    </Text>
                  ))}
                </Stack>
              </Stack>
            ) : null}
            {report.created.length ? (
              <Text fontSize="sm" color="fg.muted" data-testid="bulk-created">
                {t('ads.bulk.created')}: {report.created.map((row) => `${t('ads.bulk.row')} ${row.row}`).join(', ')}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Stack>
    </DialogShell>
  );
}
