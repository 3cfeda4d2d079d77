'use client';

import { useDesignSystemLocale, useDesignSystemStrings } from '../../providers/DesignSystemProvider';
import { ServerStepper, type StepperProps } from './ServerStepper';

/** The stepper in a client tree: ServerStepper with the DesignSystemProvider's strings and locale. */
export function Stepper(props: StepperProps) {
  return <ServerStepper {...props} strings={useDesignSystemStrings()} locale={useDesignSystemLocale()} />;
}
