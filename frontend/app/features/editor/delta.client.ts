import { Quill } from 'react-quill-new';

/** One operation of a Quill Delta. */
export type DeltaOp = { insert?: unknown; delete?: number; retain?: number; attributes?: Record<string, unknown> };

/** The part of a Quill Delta the editor's formats, matchers and tools use. */
export type DeltaLike = {
  ops: DeltaOp[];
  retain(length: number): DeltaLike;
  insert(value: unknown, attributes?: Record<string, unknown>): DeltaLike;
  delete(length: number): DeltaLike;
};

/** Quill's own Delta (the one its clipboard and `updateContents` take). */
export const Delta = Quill.import('delta') as unknown as new (ops?: DeltaOp[]) => DeltaLike;
