/** Favicon files per deployment, emitted by webpack (asset/resource) with hashed names. */
import type { Variant } from '@nurly/shared';
import defaultIcon from '../../assets/favicon-default.svg';
import rewardIcon from '../../assets/favicon-reward.svg';
import hubIcon from '../../assets/favicon-hub.svg';
import offerwallIcon from '../../assets/favicon-offerwall.svg';

export const favicons: Record<Variant, string> = {
  default: defaultIcon,
  reward: rewardIcon,
  hub: hubIcon,
  offerwall: offerwallIcon,
};
