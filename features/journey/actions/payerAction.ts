'use server';

/**
 * Step 2's server action, for every kind: the payer, and where the kind asks it, each
 * place's participant and answers (files uploaded first).
 */
import { parseWithZod } from '@conform-to/zod/v4';
import * as z from 'zod/mini';
import { setPayer, updateCart, uploadCartFile } from '@/lib/api/carts';
import type { Cart, Payer } from '@/lib/api/contracts/carts';
import { isApiFailure, type ApiFailure } from '@/lib/api/http';
import { actionRedirect } from '@/lib/http/actionRedirect';
import { stepPath } from '@/lib/routes/journey';
import { parseDDMMYYYY, toIsoDate } from '@/lib/rules/dates';
import {
  fillCopiedAnswers,
  firstParticipantNames,
  keptFileName,
  offersPayerIsFirst,
  PAYER_IS_FIRST_FIELD,
  participantBlocksOfKind,
  participantNameFields,
} from '../participants/participants';
import { itemsWithAnswers, participantsSchema } from '../participants/participantAnswers';
import { COMPANY_FIELD, isBoxTicked } from '../payer/payerFields';
import { payerStepSchema } from '../payer/payerSchema';
import {
  callSteps,
  cartFailureMessage,
  refOf,
  refuse,
  refuseUnexpected,
  requireJourneyForm,
  requireOpenCart,
} from './stepActions';
import type { JourneyContext, StepActionState } from './stepState';

/** The payer as the API takes it, from the step's parsed value. */
function toApiPayer(value: Record<string, string | undefined>, isCompany: boolean): Payer {
  const birth = value.birthDate ? parseDDMMYYYY(value.birthDate) : null;
  const iso = value.birthDate && /^\d{4}-\d{2}-\d{2}$/.test(value.birthDate) ? value.birthDate : null;
  return {
    firstName: value.firstName ?? '',
    lastName: value.lastName ?? '',
    email: value.email ?? '',
    address: value.address ?? null,
    city: value.city ?? null,
    zipCode: value.zipCode ?? null,
    country: value.country ?? null,
    birthDate: iso ?? (birth ? toIsoDate(birth) : null),
    ...(isCompany ?
      {
        companyName: value.companyName ?? null,
        companySiren: value.companySiren ?? null,
        companyLegalStatusId: value.companyLegalStatusId ? Number(value.companyLegalStatusId) : null,
      }
    : { companyName: null, companySiren: null, companyLegalStatusId: null }),
  };
}

const PARTICIPANT_FIELD = /^items\.(\d+)\.participant\.(firstName|lastName)$/u;

/**
 * The API's refusals of step 2's fields, with the Validation key it sent, on the form's
 * fields: `payer.firstName` → `firstName`, `items.1.participant.lastName` → `p1-nom`.
 */
function payerFieldErrors(error: ApiFailure): Record<string, string[]> | null {
  const entries = error.errors.flatMap((item): [string, string[]][] => {
    const field = item.field ?? '';
    if (item.code === 'INVALID_PAYER' && field.startsWith('payer.')) {
      return [[field.slice('payer.'.length), [item.message]]];
    }
    const participant = item.code === 'INVALID_PARTICIPANT' ? PARTICIPANT_FIELD.exec(field) : null;
    if (participant) {
      const names = participantNameFields(Number(participant[1]));
      return [[names[participant[2] as keyof typeof names], [item.message]]];
    }
    return [];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** HTTP statuses of a refused upload and the message each shows on its field. */
const UPLOAD_REFUSALS: Record<number, string> = {
  413: 'Participants.fileTooLarge',
  415: 'Participants.fileWrongFormat',
};

/**
 * Takes the chosen files out of the post (a reply cannot hold them) and uploads them
 * (POST /carts/{id}/file): each answer becomes its file's id, or the id kept from an
 * earlier upload. A refused file is an error on its own field; the rest is kept.
 */
async function uploadAnswers(
  cart: Cart,
  fileNames: readonly string[],
  formData: FormData,
): Promise<{ ids: Record<string, string>; errors: Record<string, string[]> }> {
  const ids: Record<string, string> = {};
  const errors: Record<string, string[]> = {};
  for (const name of fileNames) {
    const file = formData.get(name);
    formData.delete(name);
    const kept = formData.get(keptFileName(name));
    if (typeof kept === 'string' && kept) ids[name] = kept;
    if (!(file instanceof File) || file.size === 0) continue;
    try {
      ids[name] = (await uploadCartFile(cart.id, file)).fileId;
      // Kept in the reply too: a refusal for another field does not lose the upload.
      formData.set(keptFileName(name), ids[name]);
    } catch (error) {
      const message = isApiFailure(error) ? UPLOAD_REFUSALS[error.statusCode] : undefined;
      if (!message) throw error;
      errors[name] = [message];
    }
  }
  return { ids, errors };
}

export async function submitPayer(
  context: JourneyContext,
  _previous: StepActionState | undefined,
  formData: FormData,
): Promise<StepActionState> {
  const { form, kind } = await requireJourneyForm(context);
  const cart = await requireOpenCart(context);
  const isCompany = isBoxTicked(formData.get(COMPANY_FIELD));
  const blocks = participantBlocksOfKind(form, cart, kind);
  const fileNames = blocks.flatMap((block) =>
    block.fields.filter((entry) => entry.field.type === 'File').map((entry) => entry.name),
  );
  const uploads = await callSteps(() => uploadAnswers(cart, fileNames, formData), refuseUnexpected, context);
  if ('refused' in uploads) return uploads.refused;
  fillCopiedAnswers(blocks, formData);
  const payerIsFirst = offersPayerIsFirst(blocks) && isBoxTicked(formData.get(PAYER_IS_FIRST_FIELD));
  const requirements = kind.payerRequirements(form);
  const payerSchema = payerStepSchema(payerIsFirst ? { ...requirements, names: 'hidden' } : requirements, isCompany);
  const schema = blocks.length > 0 ? z.intersection(participantsSchema(blocks), payerSchema) : payerSchema;
  const submission = parseWithZod(formData, { schema });
  const uploadErrors = uploads.done.errors;
  if (submission.status !== 'success' || Object.keys(uploadErrors).length > 0) {
    const reply = submission.reply();
    const fieldErrors = { ...(reply.error ?? {}), ...uploadErrors } as Record<string, string[]>;
    return refuse({ result: submission.reply({ fieldErrors }) });
  }
  const value = submission.value as unknown as Record<string, string | undefined>;
  const saved = await callSteps(
    async () => {
      if (blocks.length > 0) {
        const items = itemsWithAnswers(cart, blocks, { ...value, ...uploads.done.ids });
        await updateCart(cart.id, { ...refOf(context), items });
      }
      const payer = payerIsFirst ? { ...value, ...firstParticipantNames(value) } : value;
      return setPayer(cart.id, toApiPayer(payer, isCompany));
    },
    (error) => {
      const fieldErrors = payerFieldErrors(error);
      return refuse({
        result: submission.reply(fieldErrors ? { fieldErrors } : { formErrors: [cartFailureMessage(error)] }),
      });
    },
    context,
  );
  if ('refused' in saved) return saved.refused;
  return actionRedirect(stepPath(refOf(context), 3, context));
}
