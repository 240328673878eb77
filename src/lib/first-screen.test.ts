import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { firstScreen } from './first-screen';

const apiError = (status: number, message: string) =>
  new ApiError({ kind: 'http', status, detail: message, bodyText: null, retryAfterSeconds: null, method: 'GET', url: '/v1', message });

/** A request that answers only when told to. */
function held() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  return { answered, answer };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('firstScreen', () => {
  it('waits for the first screen’s data when the page is entered', async () => {
    const request = held();
    const loading = firstScreen('enter', [request.answered]);
    expect(await settled(loading)).toBe(false);
    request.answer();
    expect(await settled(loading)).toBe(true);
  });

  it('does not wait on a change of filter or page (the previous answer stays on screen)', async () => {
    expect(await settled(firstScreen('stay', [held().answered]))).toBe(true);
  });

  it('turns an API 404 into the router’s not-found with the API’s message, and leaves any other failure to the page', async () => {
    const missing = apiError(404, 'Repository not found');
    const error = await firstScreen('enter', [Promise.reject(missing)]).catch((thrown: unknown) => thrown);
    expect(isNotFound(error)).toBe(true);
    expect(error).toMatchObject({ data: missing.message, routeId: '/$owner/$repo' });
    const unknownTest = await firstScreen('enter', [Promise.reject(apiError(404, 'Test not found'))]).catch((thrown: unknown) => thrown);
    expect(unknownTest).toMatchObject({ data: 'Test not found' });
    expect(unknownTest).not.toHaveProperty('routeId');
    await expect(firstScreen('enter', [Promise.reject(apiError(403, 'Forbidden'))])).resolves.toBeUndefined();
  });
});
