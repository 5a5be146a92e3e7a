import { ErrorBody } from '@nurly/contracts/schemas';

/** Error responses every route documents (one error body shape everywhere). */
export const errorResponses = { '4xx': ErrorBody, '5xx': ErrorBody } as const;
