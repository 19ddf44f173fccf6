import 'react';

// The islands' wrappers (decision 034): `display: contents`, so they add no box to the page.
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'rnt-isla': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-isla': string;
        'data-id': string;
        'data-props'?: string;
      };
      'rnt-ranura': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        'data-n': number | string;
      };
    }
  }
}
