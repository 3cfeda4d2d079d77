/**
 * EmailField draws nothing of its own: the shared field chrome (internal/field.css.ts,
 * including the warning text) around the shared input (internal/input.css.ts).
 */
export { field, warningText } from '../../internal/field.css';
export { input } from '../../internal/input.css';
