/**
 * Message length as the carriers count it: EUC-KR, one byte for ASCII and two for a Hangul
 * syllable (or any other character EUC-KR has). SMS holds 90 bytes; above that it is an LMS (2,000 bytes).
 * A character outside EUC-KR (most emoji) is counted as two bytes here and refused by the carriers.
 */
const SMS_MAX_BYTES = 90;

export function eucKrBytes(text: string): number {
  let bytes = 0;
  for (const char of text) bytes += char.codePointAt(0)! < 0x80 ? 1 : 2;
  return bytes;
}

/** SMS up to 90 bytes, LMS above. */
export const textKindOf = (text: string): 'SMS' | 'LMS' => (eucKrBytes(text) > SMS_MAX_BYTES ? 'LMS' : 'SMS');
