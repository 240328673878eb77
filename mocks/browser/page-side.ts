// What the page's side of the browser mock takes from MSW, loaded while the worker builds the store.
export { http, HttpResponse } from 'msw';
export { setupWorker } from 'msw/browser';
export { faultHandler } from '../scenarios/fault-handler';
export { onlyUnderBaseUrl } from './scope-to-base-url';
