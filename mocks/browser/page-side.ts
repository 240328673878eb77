// What the page takes from MSW, and the demo mock's worker entry (mocks/browser.ts starts this very file as the worker):
// one bundle, so MSW's core downloads once for both. In the worker it also loads the backend (mock-thread.ts).
export { http, HttpResponse } from 'msw';
export { setupWorker } from 'msw/browser';
export { faultHandler } from '../scenarios/fault-handler';
export { onlyUnderBaseUrl } from './scope-to-base-url';
import type { ToMockThread } from './mock-thread';

if (typeof window === 'undefined') {
  // A backend that does not load fails the worker, as a worker file that does not load would (the page then answers errors).
  const thread = import('./mock-thread').catch((error: unknown) => void self.reportError(error));
  // Set at once: messages arriving before the backend has loaded wait for it, in order.
  self.onmessage = ({ data }: MessageEvent<ToMockThread>) => void thread.then((loaded) => loaded?.receive(data));
}
