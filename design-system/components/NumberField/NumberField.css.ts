/** NumberField uses the shared field chrome and input (internal/), `short` by default. */
export { field } from '../../internal/field.css';
export { control, input } from '../../internal/input.css';
