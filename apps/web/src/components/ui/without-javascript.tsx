import type { ReactNode } from 'react';
import classes from './without-javascript.module.css';

/**
 * Content for browsers that run no JavaScript (server-rendered pages are read without it): it is in
 * the server's HTML, and hidden once the page's script runs (`html[data-js]`, set by main.tsx). Unlike
 * <noscript> it is a normal part of the page, so the browser and its tests read it the same way. Put it
 * below the first screen: hiding it must move nothing the visitor sees — or use `ScriptAlternatives`
 * (./script-alternatives.tsx, not in the first paint's shared code) with two parts of the same size.
 */
export function WithoutJavaScript({ children }: { children: ReactNode }) {
  return <div className={classes.only}>{children}</div>;
}
