/** ZipCodeField uses the shared field chrome and input (internal/), at the `short` width. */
export { field } from '../../internal/field.css';
export { control, input } from '../../internal/input.css';
