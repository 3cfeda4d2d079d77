/**
 * FieldMessage's styles are part of the shared field chrome (internal/field.css.ts):
 * the live region `messages`, `errorText` (bold, error colour) and `warningText`.
 */
export { errorText, messages, warningText } from '../../internal/field.css';
