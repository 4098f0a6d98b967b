// React 19 has useSyncExternalStore built in; swr's CommonJS shim would load the root's React 18.
export { useSyncExternalStore } from 'react';
