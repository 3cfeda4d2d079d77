/**
 * The hook after places of an event went back to its stock (an order canceled or
 * refunded, sandbox/services/tickets/cancel.ts), in the same transaction, the form row
 * locked. The waiting list (issue 53, built in parallel) plugs in here: it offers the
 * freed places to the first in line. Until then, nothing happens.
 */
import type { SandboxTx } from '../../db/client';

export async function onPlacesFreed(_tx: SandboxTx, _formId: number, _now: Date): Promise<void> {
  // The waiting list's offers are made here (docs/tickets.md, "Waiting list").
}
