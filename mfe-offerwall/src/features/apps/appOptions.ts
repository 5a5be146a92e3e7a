import type { PublisherApp } from '@nurly/contracts/schemas';
import type { FilterOption } from '../../ui/FilterControls';

/** The app choices of a console filter; staff see every publisher's apps, so the owner is named too. */
export function appOptions(apps: PublisherApp[], staff: boolean): FilterOption[] {
  return apps.map((app) => ({ value: String(app.id), label: staff ? `${app.name} (${app.owner.username})` : app.name }));
}
