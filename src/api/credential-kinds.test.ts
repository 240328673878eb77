import { describe, expect, it } from 'vitest';
import contract from './generated/openapi.json';
import { acceptedCredentialKinds, CREDENTIAL_KINDS } from './credential-kinds';
import type { OperationId } from './operation-routes';

type ContractOperation = { operationId: OperationId; security?: Record<string, unknown>[] };

const operations = Object.values(contract.paths as Record<string, Record<string, ContractOperation>>).flatMap((path) =>
  Object.values(path),
);

describe('credential kinds', () => {
  it('names exactly the contract’s security schemes', () => {
    expect(CREDENTIAL_KINDS.map((info) => info.kind).sort()).toEqual(Object.keys(contract.components.securitySchemes).sort());
  });

  it.each(operations.map((operation) => [operation.operationId, operation] as const))(
    '%s takes the kinds its security list names',
    (id, operation) => {
      const fromContract = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)).sort();
      expect([...acceptedCredentialKinds(id)].sort()).toEqual(fromContract);
    },
  );
});
