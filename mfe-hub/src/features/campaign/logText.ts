/**
 * A change-log row in words (money-loop §3): which value is a status, a won amount or a price is the
 * contract's (`adLogValue`, as on the default site); the words are this remote's i18n.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { adLogValue, formatTenthsWon, isAdLogField, type AdLogValue } from '@nurly/contracts';
import type { AdLog } from '@nurly/contracts/schemas';
import { formatNumber, formatWon } from '@nurly/shared';

export function useLogText(): (log: AdLog) => { field: string; change: string } {
  const { t } = useTranslation('hub');
  return useCallback(
    (log: AdLog) => {
      const word = (value: AdLogValue): string => {
        switch (value.kind) {
          case 'none':
            return t('campaign.log.none');
          case 'status':
            return t(`ads.status.${value.status}`);
          case 'service':
            return t(`campaign.services.${value.service}`);
          case 'won':
            return formatWon(value.won);
          case 'tenths':
            return formatTenthsWon(value.tenths);
          case 'count':
            return formatNumber(value.count);
          case 'day':
            return value.day;
          case 'list':
            return log.field === 'image_ids'
              ? t('campaign.log.images', { count: value.items.length })
              : value.items.join(', ') || t('campaign.log.none');
          case 'text':
            return value.text;
        }
      };
      const field = isAdLogField(log.field) ? t(`campaign.log.fields.${log.field}`) : log.field;
      const after = word(adLogValue(log.field, log.after));
      return { field, change: log.field === 'created' ? after : `${word(adLogValue(log.field, log.before))} → ${after}` };
    },
    [t],
  );
}
