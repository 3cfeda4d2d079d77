'use client';

/**
 * The step forms, each a client island that the browser loads on its own step only.
 * Imported directly, every form of every kind would join the journey route's one client
 * bundle (its page serves all steps and kinds). Here each is a lazy chunk behind
 * next/dynamic in a client module: the server still renders the form into the page, and
 * the browser loads the chunk of the form the page holds, not the others. (next/dynamic
 * called from a server component would not split them.)
 */
import dynamic from 'next/dynamic';
// The forms' styles come with the page, not as stylesheets of each form's chunk that would
// hold up the first paint (design-system/styles/formParts).
import '@/design-system/styles/formParts';

export const AmountStepForm = dynamic(() =>
  import('./choice/amount/AmountStepForm').then((module) => module.AmountStepForm),
);
export const PlacesStepForm = dynamic(() =>
  import('./choice/places/PlacesStepForm').then((module) => module.PlacesStepForm),
);
export const PayerStepForm = dynamic(() => import('./payer/PayerStepForm').then((module) => module.PayerStepForm));
export const SummaryStepForm = dynamic(() =>
  import('./summary/SummaryStepForm').then((module) => module.SummaryStepForm),
);
export const ProspectForm = dynamic(() => import('./suspended/ProspectForm').then((module) => module.ProspectForm));
