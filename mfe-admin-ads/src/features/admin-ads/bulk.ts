/** Staff bulk actions: one PUT admin/ads/{id} per selected ad, in turn, collecting what failed. */
import { errorMessage } from '@nurly/shared';
import type { UpdateAdRequest } from '@nurly/contracts/schemas';
import { putAd } from '../../lib/ads';

export interface BulkFailure {
  id: number;
  message: string;
}

export interface BulkResult {
  done: number;
  failed: number;
  failures: BulkFailure[];
}

/**
 * Sends `body` for each ad one after the other (the server locks each ad's hold; a burst of
 * parallel changes on one account would only queue there) and never stops at a refusal: an ad
 * already approved by someone else must not keep the others from being approved.
 */
export async function updateAds(ids: number[], body: UpdateAdRequest): Promise<BulkResult> {
  const failures: BulkFailure[] = [];
  for (const id of ids) {
    try {
      await putAd(id, body);
    } catch (failure) {
      failures.push({ id, message: errorMessage(failure) });
    }
  }
  return { done: ids.length - failures.length, failed: failures.length, failures };
}
