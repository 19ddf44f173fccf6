'use client';
import { useEffect } from 'react';

/** Marks the end of hydration on `<html data-hydrated>`: the browser tests wait for it. */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
