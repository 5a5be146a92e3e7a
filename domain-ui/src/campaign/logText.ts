/**
 * A change-log row read by people (docs/decisions/money-loop.md#campaigns): the field's name, and before → after in words —
 * status labels, won amounts, prices, volumes — never `PENDING → ACTIVE` or `예치 0 → 5390`. Which
 * value is which is the contract's (`adLogValue`); the words are the 'domain-ui' namespace.
 */
import { useCallback } from 'react';
import { adLogValue, formatTenthsWon, isAdLogField, type AdLogValue } from '@nurly/contracts';
import type { AdLog } from '@nurly/contracts/schemas';
import { formatNumber, formatWon } from '@nurly/shared';
import { useDomainTranslation } from '../i18n';

export interface AdLogText {
  field: string;
  change: string;
}

/** `describe(log)` → the field's name and the change in words. */
export function useAdLogText(): (log: AdLog) => AdLogText {
  const { t } = useDomainTranslation();
  return useCallback(
    (log: AdLog) => {
      const word = (value: AdLogValue): string => {
        switch (value.kind) {
          case 'none':
            return t('log.none');
          case 'status':
            return t(`status.${value.status}`);
          case 'service':
            return t(`service.${value.service}`);
          case 'won':
            return formatWon(value.won);
          case 'tenths':
            return formatTenthsWon(value.tenths);
          case 'count':
            return formatNumber(value.count);
          case 'day':
            return value.day;
          case 'list':
            return log.field === 'image_ids' ? t('log.images', { count: value.items.length }) : value.items.join(', ') || t('log.none');
          case 'text':
            return value.text;
        }
      };
      const field = isAdLogField(log.field) ? t(`log.fields.${log.field}`) : log.field;
      const after = word(adLogValue(log.field, log.after));
      return { field, change: log.field === 'created' ? after : `${word(adLogValue(log.field, log.before))} → ${after}` };
    },
    [t],
  );
}
