/**
 * Resilience (docs/decisions/architecture.md#federation): every remote route renders inside a RemoteBoundary — Suspense with
 * a loading state and an error boundary whose retry re-imports the remote. A remote whose
 * manifest or chunk fails (or times out, loadRemotes.ts) breaks only its own routes; the shell
 * keeps working. A remote built against a newer @nurly/shared than this shell provides is refused
 * before its code runs and says so here: the shell has to be released first.
 *
 * A chunk of its own, fetched with the first remote route (or at start when the first page is not an
 * auth page, bootstrap.tsx): a login page never needs it.
 */
import { Component, Suspense, useCallback, useState, type ErrorInfo, type ReactNode } from 'react';
import { Box, Button, Center, IconButton, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Icon, nurlyStore, type Variant } from '@nurly/shared';
import { loadedRemotesAtom } from '../lib/state';
import type { LoadedRemote } from '../lib/composition';
import { reloadRemote, RemoteIncompatibleError } from './loadRemotes';
import { registerRemoteStrings, RemoteLoading } from './RemoteLoading';

const storeOpts = { store: nurlyStore };

/** A retry action and whether it is running (the button spins and is disabled meanwhile). */
function useRetry(onRetry: () => Promise<void> | void): [boolean, () => Promise<void>] {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return [retrying, retry];
}

export interface RemoteErrorProps {
  /** Remote keys that failed (for the message). */
  remotes: string[];
  detail?: string;
  onRetry: () => Promise<void> | void;
  /** Set when the remote needs a newer @nurly/shared than this shell provides. */
  incompatible?: { needs: string; provides: string };
}

export function RemoteError({ remotes, detail, onRetry, incompatible }: RemoteErrorProps) {
  const { t } = useTranslation('shell');
  const [retrying, retry] = useRetry(onRetry);
  return (
    <Center py="16" data-testid="remote-error" data-remotes={remotes.join(',')} data-incompatible={incompatible ? 'true' : undefined}>
      <Stack align="center" gap="3" maxW="md" textAlign="center">
        <Icon name="close" boxSize="2em" color="red.500" />
        <Text fontWeight="semibold" fontSize="lg">
          {t(incompatible ? 'remote.incompatibleTitle' : 'remote.errorTitle')}
        </Text>
        <Text color="fg.muted">{incompatible ? t('remote.incompatibleBody', incompatible) : t('remote.errorBody')}</Text>
        {detail && (
          <Text color="fg.subtle" fontSize="xs" wordBreak="break-all" lineClamp={2}>
            {detail.split('\n')[0]}
          </Text>
        )}
        <Button colorPalette="brand" onClick={retry} loading={retrying} data-testid="remote-retry">
          <Icon name="refresh" />
          {t('remote.retry')}
        </Button>
      </Stack>
    </Center>
  );
}

interface BoundaryProps {
  remotes: string[];
  onRetry: () => Promise<void>;
  children: ReactNode;
  /** What replaces the children after an error; default the full-page RemoteError. */
  renderError?: (error: Error, retry: () => Promise<void>) => ReactNode;
  /** A change (e.g. the widget component after a remote reload) clears a caught error. */
  resetKey?: unknown;
}
interface BoundaryState {
  error: Error | null;
}

class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[host-shell] remote ${this.props.remotes.join(',')} failed while rendering`, error, info.componentStack);
  }

  private retry = async () => {
    await this.props.onRetry();
    this.setState({ error: null });
  };

  override componentDidUpdate(prev: BoundaryProps): void {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    const { error } = this.state;
    if (error) {
      if (this.props.renderError) return this.props.renderError(error, this.retry);
      const incompatible = error instanceof RemoteIncompatibleError ? { needs: error.needs, provides: error.provides } : undefined;
      return <RemoteError remotes={this.props.remotes} detail={error.message} onRetry={this.retry} incompatible={incompatible} />;
    }
    return this.props.children;
  }
}

/** Re-imports remotes (fresh manifest and container) and swaps them into the shell state. */
export function useRetryRemotes() {
  const setRemotes = useSetAtom(loadedRemotesAtom, storeOpts);
  return useCallback(
    async (keys: string[]) => {
      const current = nurlyStore.get(loadedRemotesAtom);
      const targets = current.filter((r) => keys.includes(r.key));
      const reloaded = await Promise.all(targets.map((r) => reloadRemote(r)));
      registerRemoteStrings(reloaded);
      setRemotes((list) => list.map((r) => reloaded.find((n) => n.key === r.key) ?? r));
    },
    [setRemotes],
  );
}

export function RemoteBoundary({ remoteKey, children }: { remoteKey: string; children: ReactNode }) {
  const retry = useRetryRemotes();
  return (
    <RemoteErrorBoundary remotes={[remoteKey]} onRetry={() => retry([remoteKey])}>
      <Suspense fallback={<RemoteLoading />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}

/** Compact stand-in for a top-bar widget that threw or failed to load: one retry icon. */
function WidgetError({ remoteKey, onRetry }: { remoteKey: string; onRetry: () => Promise<void> }) {
  const { t } = useTranslation('shell');
  const [retrying, retry] = useRetry(onRetry);
  return (
    <IconButton
      aria-label={t('remote.widgetRetry')}
      title={t('remote.widgetRetry')}
      variant="ghost"
      size="sm"
      color="fg.subtle"
      loading={retrying}
      onClick={() => void retry()}
      data-testid="remote-widget-error"
      data-remote={remoteKey}
    >
      <Icon name="refresh" />
    </IconButton>
  );
}

/**
 * The same isolation as RemoteBoundary, sized for the shell's chrome: a widget that throws (or
 * whose chunk fails) is replaced by a small retry icon and the bar around it keeps working.
 */
export function RemoteWidgetBoundary({ remoteKey, resetKey, children }: { remoteKey: string; resetKey?: unknown; children: ReactNode }) {
  const retry = useRetryRemotes();
  return (
    <RemoteErrorBoundary
      remotes={[remoteKey]}
      onRetry={() => retry([remoteKey])}
      resetKey={resetKey}
      renderError={(_error, onRetry) => <WidgetError remoteKey={remoteKey} onRetry={onRetry} />}
    >
      <Suspense fallback={<Spinner size="xs" color="fg.subtle" data-testid="remote-widget-loading" />}>{children}</Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * The element of one remote route. It looks the component up by route name in the current
 * definition so a retry (new generation) renders the freshly imported lazy component.
 */
export function RemoteRouteElement({
  remoteKey,
  routeName,
  routePath,
  variant,
}: {
  remoteKey: string;
  routeName: string;
  routePath: string;
  variant: Variant;
}) {
  const remotes = useAtomValue(loadedRemotesAtom, storeOpts);
  const retry = useRetryRemotes();
  const remote = remotes.find((r) => r.key === remoteKey);
  if (!remote || remote.failed) {
    return <RemoteError remotes={[remoteKey]} detail={remote?.error} onRetry={() => retry([remoteKey])} />;
  }
  // Name, path and variant: one remote may give the same route name to different pages of two
  // deployments (mfe-hub's admin-place is the reward site's and the hub console's /place).
  const route = remote.definition.routes.find((r) => r.name === routeName && r.path === routePath && r.variants.includes(variant));
  if (!route) return <RemoteError remotes={[remoteKey]} onRetry={() => retry([remoteKey])} />;
  const Page = route.element;
  // Keyed by route too: the router reuses this element between two remote routes, and a caught
  // error (a page that timed out) must not follow the user to the next page.
  return (
    <RemoteBoundary key={`${remoteKey}:${routeName}:${remote.generation}`} remoteKey={remoteKey}>
      <Box data-remote={remoteKey} data-route={routeName}>
        <Page />
      </Box>
    </RemoteBoundary>
  );
}

/** Shown for an unmatched path while some remote is down: its pages may live there. */
export function FailedRemotesNotice({ remotes }: { remotes: LoadedRemote[] }) {
  const retry = useRetryRemotes();
  return (
    <RemoteError
      remotes={remotes.map((r) => r.key)}
      detail={remotes
        .map((r) => r.error)
        .filter(Boolean)
        .join('; ')}
      onRetry={() => retry(remotes.map((r) => r.key))}
    />
  );
}
