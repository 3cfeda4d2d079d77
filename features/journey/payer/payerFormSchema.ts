/**
 * The payer form's schema as the browser builds it (loaded on the form's first use): the
 * participants' answers, then the payer (individual or company) for a post.
 */
import * as z from 'zod/mini';
import { participantsSchema } from '../participants/participantAnswers';
import { COMPANY_FIELD, isBoxTicked } from './payerFields';
import { payerStepSchema, type PayerRequirements } from './payerSchema';
import {
  copiedPlaces,
  offersPayerIsFirst,
  PAYER_IS_FIRST_FIELD,
  type ParticipantBlock,
} from '../participants/participants';

export function payerFormSchema(
  requirements: PayerRequirements,
  participants: readonly ParticipantBlock[],
  formData: FormData,
): z.ZodMiniType {
  // The payer who takes place 1 gives their names there, once.
  const namesFromPlace1 = offersPayerIsFirst(participants) && isBoxTicked(formData.get(PAYER_IS_FIRST_FIELD));
  const payer = payerStepSchema(
    namesFromPlace1 ? { ...requirements, names: 'hidden' } : requirements,
    isBoxTicked(formData.get(COMPANY_FIELD)),
  );
  return participants.length > 0 ?
      z.intersection(participantsSchema(participants, copiedPlaces(participants, formData)), payer)
    : payer;
}
