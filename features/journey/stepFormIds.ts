/**
 * The ids of the steps' forms (Conform's form ids, on which it builds its fields' ids and
 * the error summary's anchors): the kind's prefix (lib/kinds/formKinds `formIdPrefix`) and
 * what the form is for, so two kinds' drafts and anchors never meet.
 */
import type { FormKind } from '@/lib/kinds/formKinds';

export type StepFormRole =
  'montant' | 'places' | 'coordonnees' | 'recapitulatif' | 'contribution' | 'prospect' | 'liste-attente';

export function stepFormId(kind: Pick<FormKind, 'formIdPrefix'>, role: StepFormRole): string {
  return `${kind.formIdPrefix}-${role}`;
}
