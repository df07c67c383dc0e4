import type { EndpointInput, EndpointResult, HttpMethod } from '@domain/contracts/endpoint';

/**
 * An endpoint as the client bundle holds it: method, path and kind only (no zod), with the whole contract
 * carried as a type. `endpoints.gen.ts` has one per endpoint of domain/contracts.
 */
export interface ClientEndpoint<E> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly file?: true;
  readonly multipart?: true;
  /** Never set: the contract, for the types of `api.call`. */
  readonly contract?: E;
}

export type ContractOf<C> = C extends ClientEndpoint<infer E> ? E : never;
/** What an endpoint answers, e.g. `ResultOf<typeof endpoints.listMyAbsences>`. */
export type ResultOf<C> = EndpointResult<ContractOf<C>>;
/** What an endpoint takes (`params`, `query`, `body`). */
export type InputOf<C> = EndpointInput<ContractOf<C>>;
/** The body an endpoint takes. */
export type BodyOf<C> = InputOf<C> extends { body?: infer B } ? B : never;
