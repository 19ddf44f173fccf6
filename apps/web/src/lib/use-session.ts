import { useSyncExternalStore } from 'react';
import { STORAGE_KEY_SESSION } from '@rnt/contract/constants';
import { readSession, SESSION_EVENT, type Session } from './session';

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY_SESSION) onChange();
  };
  window.addEventListener(SESSION_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(SESSION_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}
const snapshot = () => localStorage.getItem(STORAGE_KEY_SESSION);

/** The evaluator session, re-read when it changes in this tab or another one. */
export function useSession(): Session | null {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  return raw == null ? null : readSession();
}
