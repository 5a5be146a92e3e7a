/**
 * A record in full, in a drawer from the right: the title, the body (a `DetailItem` grid and what
 * follows it), the footer's `actions` and a close button, and the corner close (both '닫기',
 * the package's word). `outside` renders within the drawer's root but outside its panel (a dialog the
 * drawer opens). Used by staff details: an ad line (mfe-admin-ads) and a business (mfe-b2b).
 */
import { Box, Button, CloseButton, Drawer, Portal, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useDomainTranslation } from '../i18n';

export interface DetailDrawerProps {
  title: ReactNode;
  testId: string;
  /** The panel's width: 'md' unless a wide record asks for 'xl'. */
  size?: 'md' | 'xl';
  onClose: () => void;
  /** The footer's buttons before the close button. */
  actions?: ReactNode;
  outside?: ReactNode;
  children: ReactNode;
}

export function DetailDrawer({ title, testId, size = 'md', onClose, actions, outside, children }: DetailDrawerProps) {
  const { t } = useDomainTranslation();
  const closeLabel = t('detail.close');
  return (
    <Drawer.Root open onOpenChange={(event) => !event.open && onClose()} placement="end" size={size}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid={testId}>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.Footer>
              {actions}
              <Button variant="outline" onClick={onClose}>
                {closeLabel}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
      {outside}
    </Drawer.Root>
  );
}

export interface DetailItemProps {
  label: string;
  children: ReactNode;
  /** Shown when the value is empty ('' or null). */
  empty?: ReactNode;
  /** Long values without spaces (addresses, e-mails) break anywhere. */
  breakAll?: boolean;
}

/** One label and value of a detail grid (`SimpleGrid templateColumns="120px 1fr"`). */
export function DetailItem({ label, children, empty, breakAll }: DetailItemProps) {
  const blank = children === '' || children === null || children === undefined;
  return (
    <>
      <Text color="fg.muted" fontSize="sm">
        {label}
      </Text>
      <Box fontSize="sm" wordBreak={breakAll ? 'break-all' : undefined}>
        {blank && empty !== undefined ? empty : children}
      </Box>
    </>
  );
}
