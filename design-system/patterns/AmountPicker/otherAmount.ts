/** The radio value that means "my own amount": posted by the picker, read by its styles. */
export const OTHER_AMOUNT = 'other';
