/**
 * TextField draws nothing of its own: it is the shared field chrome
 * (internal/field.css.ts) around the shared input (internal/input.css.ts), which every
 * text-like field uses so they look and behave the same.
 */
export { field } from '../../internal/field.css';
export { control, input } from '../../internal/input.css';
