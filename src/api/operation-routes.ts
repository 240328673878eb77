import type { operations } from './generated/schema';

/** Each operation's arguments and data, from the generated types (its method and path: `generated/operations.ts`). */

export type OperationId = keyof operations;

type Parameters_<K extends OperationId> = operations[K]['parameters'];

export type PathParams<K extends OperationId> = Parameters_<K>['path'];

/** `never` when the operation takes no query. */
export type QueryParams<K extends OperationId> = NonNullable<Parameters_<K>['query']>;

/** `never` when the operation takes no body. */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** What a call takes: `{ path, query?, body }`, each present only when the operation has it. */
export type OperationArgs<K extends OperationId> = { path: PathParams<K> } & ([QueryParams<K>] extends [never]
  ? { query?: never }
  : { query?: QueryParams<K> }) &
  ([RequestBody<K>] extends [never] ? { body?: never } : { body: RequestBody<K> });

type JsonContent<Response> = Response extends { content: { 'application/json': infer Data } } ? Data : never;

/** The JSON body of the operation's success answer (200, else 201); `undefined` when it has none. */
export type SuccessData<K extends OperationId> = operations[K]['responses'] extends { 200: infer Ok }
  ? JsonContent<Ok>
  : operations[K]['responses'] extends { 201: infer Created }
    ? JsonContent<Created>
    : undefined;
