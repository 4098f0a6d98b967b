import { useNavigation } from 'react-router';

/** A thin bar at the top while the next page's data loads. */
export function GlobalLoader() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div
      className={busy ? 'global-loader busy' : 'global-loader'}
      role="progressbar"
      aria-label="Loading"
      aria-hidden={!busy}
      aria-busy={busy}
    />
  );
}
