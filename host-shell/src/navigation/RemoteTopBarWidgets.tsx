/**
 * Top-bar widgets the loaded remotes contribute (RemoteDefinition.widgets.topBar), e.g. the
 * points balance. The host only places them: each widget decides whom it shows to, and each sits
 * in its own RemoteWidgetBoundary so one that throws leaves the rest of the bar intact.
 */
import { HStack } from '@chakra-ui/react';
import { RemoteWidgetBoundary } from '../federation/RemoteBoundary';
import { useShell } from '../lib/ShellContext';

export function RemoteTopBarWidgets() {
  const { definitions } = useShell();
  const widgets = definitions.flatMap((definition) => {
    const Widget = definition.widgets?.topBar;
    return Widget ? [{ key: definition.key, Widget }] : [];
  });
  if (widgets.length === 0) return null;
  return (
    <HStack gap="1" flexShrink={0} data-testid="topbar-widgets">
      {widgets.map(({ key, Widget }) => (
        <RemoteWidgetBoundary key={key} remoteKey={key} resetKey={Widget}>
          <Widget />
        </RemoteWidgetBoundary>
      ))}
    </HStack>
  );
}
