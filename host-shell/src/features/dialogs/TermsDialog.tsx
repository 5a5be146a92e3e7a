/** Read-only, scrollable terms text (spec §9: max width 600, content max height 500). */
import { Box, Button, Dialog, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { TermsKind } from './agreementRules';
import { termsDocument } from './terms';

export function TermsDialog({ kind, onClose }: { kind: TermsKind | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('shell');
  const doc = kind ? termsDocument(kind, i18n.language) : null;
  return (
    <Dialog.Root open={!!kind} onOpenChange={(e) => !e.open && onClose()} placement="center" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="600px" w="calc(100% - 32px)" data-testid="terms-dialog">
            <Dialog.Header>
              <Dialog.Title>{doc?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
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
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t('common:close')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
