/**
 * An audit row's before → after in Korean (docs/decisions/resellers.md#audit; server/src/modules/audit/README.md):
 *  - MEMBER_CREATE / MEMBER_UPDATE: username, name, parent_id, tier, memo, active;
 *  - PRICE_SET: per product code, the child price in tenths (null = no setting);
 *  - TRANSFER / RECALL: amount, memo and both balances (the two ledger ids are left out).
 * Each changed field becomes one line "label: before → after" (only "label: after" when the field
 * has no before, as in a creation or a transfer's amount).
 */
import type { TFunction } from 'i18next';
import { formatTenthsWon, REWARD_PRODUCTS } from '@nurly/contracts';
import { formatWon } from '@nurly/shared';
import type { AuditEvent } from '@nurly/contracts/schemas';

type Values = Record<string, unknown> | null;

const HIDDEN = new Set(['ledger_ids']);
const MONEY = new Set(['amount', 'sender_balance', 'receiver_balance']);
const productName = (code: string) => REWARD_PRODUCTS.find((product) => product.code === code)?.name;

function valueText(t: TFunction, action: AuditEvent['action'], key: string, value: unknown): string {
  if (action === 'PRICE_SET') return typeof value === 'number' ? formatTenthsWon(value) : t('memberDrawer.audit.priceUnset');
  if (value === null || value === undefined || value === '') return t('memberDrawer.audit.none');
  if (MONEY.has(key) && typeof value === 'number') return formatWon(value);
  if (key === 'tier') return t(`tiers.${String(value)}`);
  if (key === 'parent_id') return `#${String(value)}`;
  if (key === 'active') return t(value ? 'memberDrawer.audit.active' : 'memberDrawer.audit.inactive');
  return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
}

function label(t: TFunction, action: AuditEvent['action'], key: string): string {
  if (action === 'PRICE_SET') return productName(key) ?? key;
  return t(`memberDrawer.audit.fields.${key}`, { defaultValue: key });
}

/** The lines of one row's change, in the order the server wrote the fields. */
export function auditChanges(t: TFunction, event: Pick<AuditEvent, 'action' | 'before' | 'after'>): string[] {
  const before: Values = event.before;
  const after: Values = event.after;
  const keys = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])].filter((key) => !HIDDEN.has(key));
  const lines: string[] = [];
  for (const key of keys) {
    const hasBefore = !!before && key in before;
    const hasAfter = !!after && key in after;
    const from = hasBefore ? valueText(t, event.action, key, before[key]) : null;
    const to = hasAfter ? valueText(t, event.action, key, after[key]) : null;
    if (from !== null && to !== null && from === to) continue;
    const name = label(t, event.action, key);
    if (from === null) lines.push(`${name}: ${to}`);
    else if (to === null) lines.push(`${name}: ${from} → ${t('memberDrawer.audit.none')}`);
    else lines.push(`${name}: ${from} → ${to}`);
  }
  return lines;
}
