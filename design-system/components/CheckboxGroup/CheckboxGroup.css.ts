/**
 * CheckboxGroup is the shared field chrome (internal/field.css.ts: legend-like label,
 * description, error bar) around the shared options layout (internal/choice.css.ts);
 * each option is a Checkbox with its own styles.
 */
export { field, legend } from '../../internal/field.css';
export { groupOptions } from '../../internal/choice.css';
