import { useLocation } from 'react-router';
import { bannerShownOn } from '../banner-pages';
import { SubscriptionBanner } from './subscription-banner';

/** The subscription banner where readers are: never over the sign-in or the dashboard. */
export function ReaderSubscriptionBanner() {
  const { pathname } = useLocation();
  return bannerShownOn(pathname) ? <SubscriptionBanner /> : null;
}
