import type { ReactNode } from 'react';
import { tabsTo } from './focusStory';
import type { inDisplayModes } from './storyModes';

/** What changes from one text-like field to another in the states they all show. */
export interface FieldStatesCopy<DescribedArgs extends object> {
  /** The hint under the label (a `<StoryCopy>`), shown by WithDescription and Invalid. */
  description: ReactNode;
  /** The error the Invalid story shows. */
  errorMessage: ReactNode;
  /** A value the field refuses, shown beside that error. */
  invalidValue: string;
  /** A value the field accepts, shown by Filled and Disabled. */
  filledValue: string;
  /** Args that belong with the hint (a TextArea's `maxLength`, which its hint states). */
  describedArgs?: DescribedArgs;
  /**
   * The display modes Invalid is rendered in, as `inDisplayModes(...)` written in the
   * stories file itself: storyModes.test.ts reads those calls there to refuse a mode
   * claimed twice in one file.
   */
  invalidParameters?: ReturnType<typeof inDisplayModes>;
}

/**
 * The states every text-like field (TextField, AmountField, DateField…) shows in Storybook,
 * built once: each stories file exports those it has (`export const Filled: Story =
 * states.Filled;`), so the file keeps its story ids, names and order, and the assignment
 * to its `Story` type checks each state's args against the component's props.
 *
 * Each story is exported by name from the stories file, not spread from here: Storybook's
 * indexer reads a story's name from its `export const`, never from a helper's result.
 */
export function fieldStateStories<DescribedArgs extends object = object>(copy: FieldStatesCopy<DescribedArgs>) {
  const { description, errorMessage, invalidValue, filledValue, describedArgs, invalidParameters } = copy;
  return {
    Default: {},
    WithDescription: { args: { description, ...describedArgs } },
    Filled: { args: { defaultValue: filledValue } },
    /** One Tab from the page reaches the field: the focus ring a keyboard user sees. */
    FocusVisible: tabsTo('textbox'),
    /** Hint, error and the refused value at once: the state the display modes are checked in. */
    Invalid: {
      args: { description, errorMessage, defaultValue: invalidValue, ...describedArgs },
      ...(invalidParameters && { parameters: invalidParameters }),
    },
    Disabled: { args: { isDisabled: true, defaultValue: filledValue } },
  };
}
