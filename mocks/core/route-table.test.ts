import { describe, expect, it } from 'vitest';
import openapiDocument from '@/api/generated/openapi.json';
import { operationIdOf } from './route-table';

// Every operation of the contract, as (method, path with sample parameters, operationId).
const OPERATIONS = Object.entries(openapiDocument.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
  ([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      pathname: `/v1${path.replace(/\{[^}]+\}/g, 'sample')}`,
      operationId: operation.operationId,
    })),
);

describe('operationIdOf', () => {
  it('names the contract operation of each of its routes (the 14 operations, the quarantine check and the 3 CI runner ones)', () => {
    expect(OPERATIONS).toHaveLength(18);
    for (const { method, pathname, operationId } of OPERATIONS) expect(operationIdOf(method, pathname)).toBe(operationId);
  });

  it('names none for another method or path', () => {
    expect(operationIdOf('PUT', '/v1/ci/acme/repositories/checkout/quarantines')).toBeNull();
    expect(operationIdOf('GET', '/v1/ci/acme/elsewhere')).toBeNull();
    expect(operationIdOf('GET', '/mockServiceWorker.js')).toBeNull();
  });
});
