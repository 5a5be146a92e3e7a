/**
 * The `points` section of the app config (src/config.ts): the company's deposit account for top-ups
 *. Outside production an unset account falls back to a clearly fake demo account
 * (`demo: true`, labelled in the UI); in production an unset account is null and the UI sends the
 * customer to support instead of inventing one.
 */
import { Type, type Static } from 'typebox';
import { intFrom, stringFrom, type Env } from '../../lib/env';

export const DepositAccountSchema = Type.Object({
  bank: Type.String({ minLength: 1, maxLength: 50, env: 'DEPOSIT_BANK_NAME' }),
  number: Type.String({ minLength: 1, maxLength: 50, env: 'DEPOSIT_ACCOUNT_NUMBER' }),
  holder: Type.String({ minLength: 1, maxLength: 50, env: 'DEPOSIT_ACCOUNT_HOLDER' }),
  demo: Type.Boolean(),
});

export const PointsConfigSchema = Type.Object({
  depositAccount: Type.Union([DepositAccountSchema, Type.Null()]),
  /** Low-balance alerts look this many Seoul days ahead (README "Low balance"). */
  lowBalanceDays: Type.Integer({ minimum: 1, maximum: 31, env: 'LOW_BALANCE_DAYS' }),
});
export type PointsConfig = Static<typeof PointsConfigSchema>;

/** Shown outside production when no account is configured: obviously not a real account. */
export const DEMO_DEPOSIT_ACCOUNT = { bank: '데모은행', number: '000-0000-0000-00', holder: '(주)더널리 데모', demo: true } as const;

export function pointsConfigFrom(env: Env = process.env, production = env.NODE_ENV === 'production'): PointsConfig {
  const bank = stringFrom(env, 'DEPOSIT_BANK_NAME');
  const number = stringFrom(env, 'DEPOSIT_ACCOUNT_NUMBER');
  const holder = stringFrom(env, 'DEPOSIT_ACCOUNT_HOLDER');
  const lowBalanceDays = intFrom(env, 'LOW_BALANCE_DAYS', 2);
  if (bank || number || holder) {
    // Half an account is worse than none: a missing part stops the start.
    const missing = Object.entries({ DEPOSIT_BANK_NAME: bank, DEPOSIT_ACCOUNT_NUMBER: number, DEPOSIT_ACCOUNT_HOLDER: holder })
      .filter(([, value]) => !value)
      .map(([name]) => name);
    if (missing.length) throw new Error(`The deposit account is configured only in part: set ${missing.join(', ')} too`);
    return { depositAccount: { bank: bank!, number: number!, holder: holder!, demo: false }, lowBalanceDays };
  }
  return { depositAccount: production ? null : { ...DEMO_DEPOSIT_ACCOUNT }, lowBalanceDays };
}
