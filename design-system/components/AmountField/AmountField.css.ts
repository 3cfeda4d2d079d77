/**
 * AmountField uses the shared field chrome and the input's attached suffix for the
 * euro sign (internal/input.css.ts `suffix`), drawn as part of the input's box (GOV.UK
 * prefix and suffix).
 */
export { field } from '../../internal/field.css';
export { control, input, suffix } from '../../internal/input.css';
