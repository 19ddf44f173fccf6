import {
  createFromReadableStream,
  createTemporaryReferenceSet,
  encodeReply,
  setServerCallback,
} from '@vitejs/plugin-rsc/browser';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot, type ReactFormState } from 'react-dom/client';
import type { unstable_RSCPayload as RSCPayload } from 'react-router';
import {
  unstable_createCallServer as createCallServer,
  unstable_RSCHydratedRouter as RSCHydratedRouter,
} from 'react-router/dom';
import { RSC_PAYLOAD_ID } from './payload-block';

// From here on the parts meant for browsers without JavaScript are hidden (`html[data-js]` in the CSS).
document.documentElement.dataset.js = '';

setServerCallback(createCallServer({ createFromReadableStream, createTemporaryReferenceSet, encodeReply }));

// The payload came with the page as a JSON string (entry.ssr.tsx).
const text = JSON.parse(document.getElementById(RSC_PAYLOAD_ID)?.textContent ?? '""') as string;
const stream = new ReadableStream<Uint8Array>({
  start(controller) {
    controller.enqueue(new TextEncoder().encode(text));
    controller.close();
  },
});

void createFromReadableStream<RSCPayload>(stream).then((payload) => {
  startTransition(async () => {
    const formState = payload.type === 'render' ? ((await payload.formState) as ReactFormState) : undefined;
    hydrateRoot(
      document,
      <StrictMode>
        <RSCHydratedRouter createFromReadableStream={createFromReadableStream} payload={payload} />
      </StrictMode>,
      { formState },
    );
  });
});
