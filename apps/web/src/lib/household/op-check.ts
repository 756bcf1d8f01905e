/**
 * Operations checked against the wire schema (contracts' `householdOpSchema`) before they are
 * queued: a malformed one (a screen's bug, or a device's old local data) is caught here, not sent
 * to be refused. Loaded with the first change, so zod's full API is not part of a first visit.
 */
import { householdOpSchema } from '@plateful/contracts';
import type { HouseholdOp } from '@plateful/core';

/** For each operation, why it is malformed, or null. */
export function opProblems(ops: readonly HouseholdOp[]): (string | null)[] {
  return ops.map((op) => {
    const parsed = householdOpSchema.safeParse(op);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'It was not valid.');
  });
}
