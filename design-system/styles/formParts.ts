/**
 * The styles of the design system's form parts, for a page whose form is a chunk of its
 * own (next/dynamic, loaded on its step only). Imported statically by the page, they come
 * with the page's styles, inlined in its HTML (next.config.ts `inlineCss`); otherwise each
 * is a stylesheet of the form's chunk that the browser must fetch before the first paint
 * (5 or 6 on a journey step: docs/performance.md). Styles only: the components' code still
 * comes with the form. A part whose styles are missing here still works, as a stylesheet
 * of its chunk, but tests/e2e/document-weight.spec.ts fails on the step that fetches it.
 */
import '../internal/field.css';
import '../internal/input.css';
import '../internal/choice.css';
import '../components/Checkbox/Checkbox.css';
import '../components/DateField/DateField.css';
import '../components/ErrorSummary/ErrorSummary.css';
import '../components/Fieldset/Fieldset.css';
import '../components/FileUpload/FileUpload.css';
import '../components/QuantityStepper/QuantityStepper.css';
import '../components/RadioGroup/RadioGroup.css';
import '../patterns/AmountPicker/AmountPicker.css';
import '../patterns/TierCard/TierCard.css';
