/**
 * The door of an event (features/checkin): `/associations/{org}/evenements/{form}/controle`,
 * under the form's own address, for its administrators.
 */
import type { FormRef } from '@/lib/kinds/formKinds';
import { formBasePath } from './journey';

/** The literal segment after the form's address ("contrôle des billets"). */
export const CHECK_IN_SEGMENT = 'controle';

export const checkInPath = (ref: FormRef): string => `${formBasePath(ref)}/${CHECK_IN_SEGMENT}`;
