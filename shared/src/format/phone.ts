/** Phones are written by the one rule of @nurly/contracts (3-4-4 for mobiles), which the server applies too. */
export { formatPhone } from '@nurly/contracts';
