/**
 * Whether the page will run JavaScript, known before the first paint: an inline script at
 * the top of the document sets this attribute on <html> (GOV.UK Frontend's
 * `govuk-frontend-supported` class). Styles key on it to lay a control out for JavaScript
 * from the first paint, instead of changing the layout at hydration (a layout shift):
 * e.g. the header's navigation, collapsed behind "Menu" on small screens. Without
 * JavaScript the attribute is never set and the no-script layout stays.
 */
export const SCRIPT_FLAG_ATTRIBUTE = 'data-scripted';

/** The inline script's source (the app's root layout and Storybook run it). */
export const SCRIPT_FLAG_SOURCE = `document.documentElement.setAttribute('${SCRIPT_FLAG_ATTRIBUTE}','')`;

/** A selector prefix for the styles of a page that runs JavaScript. */
export const scripted = `:root[${SCRIPT_FLAG_ATTRIBUTE}]`;
