/**
 * The confirm dialog of one release change (activate, promote, abort, roll back) of one remote in
 * one deployment: it says what changes ("hub 배포의 cs: 1.2.0 → 1.3.0") before anything is sent;
 * a refusal keeps it open with the server's message.
 */
import { Alert, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogShell, errorMessage, formatDateTime, notify } from '@nurly/shared';
import type { LiveRelease, Release, ReleaseChangeResponse, ReleaseEvent } from '@nurly/contracts/schemas';
import { abortRelease, activateRelease, promoteRelease, rollbackRelease } from './api';

export type ReleaseChangeKind = 'activate' | 'promote' | 'abort' | 'rollback';

export interface ReleaseChange {
  kind: ReleaseChangeKind;
  row: LiveRelease;
}

/** The live version before the last change that made `row`'s live one live: where a rollback goes. */
export function previousLiveVersion(row: LiveRelease, history: readonly ReleaseEvent[]): string | null {
  if (!row.live) return null;
  const made = [...history]
    .sort((a, b) => b.id - a.id)
    .find(
      (e) =>
        e.remote === row.remote &&
        (e.deployment === row.deployment || e.deployment === null) &&
        ['ACTIVATE', 'PROMOTE', 'ROLLBACK'].includes(e.action) &&
        e.to_version === row.live?.version,
    );
  return made?.from_version ?? null;
}

/** Canary share typed in the dialog: '' (none) or a whole number 0–100; null when invalid. */
export function parseCanary(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= 100 ? value : null;
}

interface ReleaseDialogProps {
  change: ReleaseChange | null;
  releases: readonly Release[];
  history: readonly ReleaseEvent[];
  onClose: () => void;
  onChanged: (reply: ReleaseChangeResponse) => void;
}

export function ReleaseDialog({ change, releases, history, onClose, onChanged }: ReleaseDialogProps) {
  const { t } = useTranslation('shell');
  const [version, setVersion] = useState('');
  const [canary, setCanary] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const row = change?.row;
  const kind = change?.kind;
  const choices = useMemo(
    () => releases.filter((r) => r.remote === row?.remote && r.version !== row?.live?.version).sort((a, b) => b.id - a.id),
    [releases, row],
  );
  const canaryPercent = parseCanary(canary);
  const chosen = choices.find((r) => r.version === version);
  const none = t('releases.none');
  const liveVersion = row?.live?.version ?? none;

  const close = () => {
    setVersion('');
    setCanary('');
    setReason('');
    setError(null);
    onClose();
  };

  let summary = '';
  if (row && kind === 'activate' && chosen) {
    summary = t('releases.change', { deployment: row.deployment, remote: row.remote, from: liveVersion, to: chosen.version });
    if (canaryPercent) summary += ` · ${t('releases.activate.asCanary', { percent: canaryPercent })}`;
  } else if (row && kind === 'promote') {
    summary = `${t('releases.change', { deployment: row.deployment, remote: row.remote, from: liveVersion, to: row.canary?.version ?? none })} · ${t('releases.promote.note', { percent: row.canary_percent })}`;
  } else if (row && kind === 'abort') {
    summary = t('releases.abort.change', {
      deployment: row.deployment,
      remote: row.remote,
      canary: row.canary?.version ?? none,
      percent: row.canary_percent,
      live: liveVersion,
    });
  } else if (row && kind === 'rollback') {
    const to = previousLiveVersion(row, history) ?? t('releases.previous');
    summary = t('releases.change', { deployment: row.deployment, remote: row.remote, from: liveVersion, to });
  }

  const run = async () => {
    if (!row || !kind) return;
    const why = reason.trim() ? { reason: reason.trim() } : {};
    const step = { remote: row.remote, deployment: row.deployment, ...why };
    setBusy(true);
    setError(null);
    try {
      let reply: ReleaseChangeResponse;
      if (kind === 'activate') {
        reply = await activateRelease({ ...step, version, ...(canaryPercent ? { canary_percent: canaryPercent } : {}) });
      } else if (kind === 'promote') reply = await promoteRelease(step);
      else if (kind === 'abort') reply = await abortRelease(step);
      else reply = await rollbackRelease(step);
      notify.success(reply.message);
      onChanged(reply);
      close();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const ready = kind !== 'activate' || (!!chosen && canaryPercent !== null);
  return (
    <DialogShell
      open={change !== null}
      onClose={close}
      title={kind ? t(`releases.${kind}.title`) : ''}
      busy={busy}
      confirm={{
        label: t('releases.run'),
        onConfirm: () => void run(),
        disabled: !ready,
        testId: 'release-confirm',
        color: kind === 'rollback' || kind === 'abort' ? 'red' : undefined,
      }}
      testId="release-dialog"
    >
      <Stack gap="4">
        {kind === 'activate' ? (
          choices.length === 0 ? (
            <Text color="fg.muted" data-testid="release-no-versions">
              {t('releases.activate.noVersions')}
            </Text>
          ) : (
            <>
              <Field.Root>
                <Field.Label>{t('releases.activate.version')}</Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    aria-label={t('releases.activate.version')}
                    value={version}
                    onChange={(e) => setVersion(e.currentTarget.value)}
                    data-testid="release-version"
                  >
                    <option value="">{t('releases.activate.chooseVersion')}</option>
                    {choices.map((r) => (
                      <option key={r.id} value={r.version}>
                        {r.version}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                {chosen ? (
                  <Field.HelperText>
                    {t('releases.activate.builtAgainst', {
                      range: chosen.shared_range,
                      commit: chosen.git_commit.slice(0, 7) || '-',
                      builtAt: formatDateTime(chosen.built_at),
                    })}
                  </Field.HelperText>
                ) : null}
              </Field.Root>
              <Field.Root invalid={canaryPercent === null}>
                <Field.Label>{t('releases.activate.canary')}</Field.Label>
                <Input
                  size="sm"
                  inputMode="numeric"
                  value={canary}
                  onChange={(e) => setCanary(e.currentTarget.value)}
                  data-testid="release-canary"
                />
                {canaryPercent === null ? (
                  <Field.ErrorText>{t('releases.activate.canaryInvalid')}</Field.ErrorText>
                ) : (
                  <Field.HelperText>{t('releases.activate.canaryHelp')}</Field.HelperText>
                )}
              </Field.Root>
            </>
          )
        ) : null}
        {kind === 'rollback' ? <Text color="fg.muted">{t('releases.rollback.note')}</Text> : null}
        {summary ? (
          <Text fontWeight="semibold" data-testid="release-change">
            {summary}
          </Text>
        ) : null}
        <Field.Root>
          <Field.Label>{t('releases.reason')}</Field.Label>
          <Input
            size="sm"
            maxLength={500}
            placeholder={t('releases.reasonPlaceholder')}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            data-testid="release-reason"
          />
        </Field.Root>
        {error ? (
          <Alert.Root status="error" data-testid="release-error">
            <Alert.Indicator />
            <Alert.Title>{errorMessage(error)}</Alert.Title>
          </Alert.Root>
        ) : null}
      </Stack>
    </DialogShell>
  );
}
