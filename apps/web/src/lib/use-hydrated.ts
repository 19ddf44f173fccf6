import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const hydrated = () => true;
const notHydrated = () => false;

/**
 * False on the server and while the browser hydrates the server's HTML (the first render must match
 * it), true right after and on every render of a page the browser made itself.
 */
export const useHydrated = (): boolean => useSyncExternalStore(noSubscription, hydrated, notHydrated);
