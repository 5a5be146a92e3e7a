/** The four ad pages: shopping and place of the hub console and of the reward site (one AdsPage). */
import { AdsPage } from './AdsPage';

export function HubShoppingPage() {
  return <AdsPage channel="NAVER_SHOPPING" deployment="hub" />;
}

export function HubPlacePage() {
  return <AdsPage channel="NAVER_PLACE" deployment="hub" />;
}

export function RewardShoppingPage() {
  return <AdsPage channel="NAVER_SHOPPING" deployment="reward" />;
}

export function RewardPlacePage() {
  return <AdsPage channel="NAVER_PLACE" deployment="reward" />;
}
