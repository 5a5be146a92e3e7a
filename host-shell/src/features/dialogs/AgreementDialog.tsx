/**
 * Reward agreement dialog (docs/decisions/product.md#shared-screens item 9, docs/decisions/product.md#states, docs/decisions/product.md#validation, docs/decisions/product.md#constants): blocking, width 500, 'agree to all'
 * plus three boxes with terms links; start is disabled until both required boxes are checked;
 * POST agrees, then close, reload the user and show the server's message as a success.
 */
import { useState } from 'react';
import { Box, Button, Checkbox, Flex, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { errorMessage, loadUser, notify, postAgrees } from '@nurly/shared';
import type { AgreesRequest } from '@nurly/contracts/schemas';
import { AGREEMENT_ITEMS, agreesBody, allChecked, canStart, noChecks, setAll, type AgreementChecks } from './agreementRules';
import { BlockingDialog } from './BlockingDialog';
import { TermsDialog } from '../../ui/TermsDialog';
import type { TermsKind } from '../../ui/terms';
import { registerAccountStrings } from '../../i18n/account';

registerAccountStrings();

export interface AgreementDialogProps {
  open: boolean;
  onDone: () => void;
  /** Injected in tests. */
  submit?: (body: AgreesRequest) => Promise<{ message: string }>;
  reloadUser?: () => Promise<unknown>;
}

export function AgreementDialog({ open, onDone, submit = postAgrees, reloadUser = loadUser }: AgreementDialogProps) {
  const { t } = useTranslation('shell');
  const [checks, setChecks] = useState<AgreementChecks>(noChecks);
  const [terms, setTerms] = useState<TermsKind | null>(null);
  const [saving, setSaving] = useState(false);

  const start = async () => {
    if (!canStart(checks)) return;
    setSaving(true);
    try {
      const response = await submit(agreesBody(checks));
      onDone();
      await reloadUser().catch(() => undefined);
      notify.success(response.message);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <BlockingDialog
        open={open}
        title={t('agreement.title')}
        maxW="500px"
        testId="agreement-dialog"
        footer={
          <Button
            colorPalette="brand"
            w="full"
            disabled={!canStart(checks)}
            loading={saving}
            onClick={() => void start()}
            data-testid="agreement-start"
          >
            {t('agreement.start')}
          </Button>
        }
      >
        <Text fontSize="sm" color="fg.muted" mb="4">
          {t('agreement.intro')}
        </Text>
        <Checkbox.Root
          checked={allChecked(checks)}
          onCheckedChange={(e) => setChecks(setAll(e.checked === true))}
          colorPalette="brand"
          data-testid="agree-all"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label fontWeight="bold">{t('agreement.all')}</Checkbox.Label>
        </Checkbox.Root>
        <Separator my="3" />
        <Stack gap="3">
          {AGREEMENT_ITEMS.map((item) => (
            <Flex key={item.type} align="center" justify="space-between" gap="2">
              <Checkbox.Root
                checked={checks[item.type]}
                onCheckedChange={(e) => setChecks((c) => ({ ...c, [item.type]: e.checked === true }))}
                colorPalette="brand"
                data-testid={`agree-${item.type}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Box as="span" color={item.required ? 'brand.fg' : 'fg.muted'} mr="1">
                    {item.required ? t('agreement.required') : t('agreement.optional')}
                  </Box>
                  {t(`agreement.items.${item.terms}`)}
                </Checkbox.Label>
              </Checkbox.Root>
              <Link as="button" fontSize="sm" color="fg.muted" textDecoration="underline" onClick={() => setTerms(item.terms)}>
                {t('agreement.view')}
              </Link>
            </Flex>
          ))}
        </Stack>
      </BlockingDialog>
      <TermsDialog kind={terms} onClose={() => setTerms(null)} />
    </>
  );
}
