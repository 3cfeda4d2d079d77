/**
 * TextArea uses the shared field chrome and the shared input in its `multiline`
 * variant (resizable vertically, at least 6em high): internal/input.css.ts.
 */
export { field } from '../../internal/field.css';
export { input } from '../../internal/input.css';
