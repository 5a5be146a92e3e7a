/** Read-only, scrollable terms text (docs/decisions/product.md#constants: max width 600, content max height 500). */
import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DialogShell } from '@nurly/shared';
import { termsDocument, type TermsKind } from './terms';

export function TermsDialog({ kind, onClose }: { kind: TermsKind | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const doc = kind ? termsDocument(kind, i18n.language) : null;
  return (
    <DialogShell
      open={!!kind}
      onClose={onClose}
      title={doc?.title}
      scrollBehavior="inside"
      maxW="600px"
      cancelLabel={false}
      confirm={{ label: t('common:close'), onConfirm: onClose }}
      testId="terms-dialog"
    >
      <Box maxH="500px" overflowY="auto" pr="2" tabIndex={0} aria-readonly="true" data-testid="terms-content">
        <Stack gap="4">
          {doc?.sections.map((section) => (
            <Box key={section.heading}>
              <Heading size="sm" mb="1">
                {section.heading}
              </Heading>
              {section.body.map((line) => (
                <Text key={line} fontSize="sm" color="fg.muted" mb="1">
                  {line}
                </Text>
              ))}
            </Box>
          ))}
        </Stack>
      </Box>
    </DialogShell>
  );
}
