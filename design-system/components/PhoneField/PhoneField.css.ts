/** PhoneField uses the shared field chrome and input (internal/), at the `medium` width. */
export { field } from '../../internal/field.css';
export { control, input } from '../../internal/input.css';
