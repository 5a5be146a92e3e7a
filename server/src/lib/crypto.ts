import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
/** A numeric verification code, zero-padded. */
export const randomDigits = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');
