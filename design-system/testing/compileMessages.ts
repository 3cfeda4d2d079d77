import compile from 'icu-minify/compile';
import {
  designSystemNamespaces,
  designSystemStringsFrom,
  type DesignSystemStrings,
} from '../strings/DesignSystemStrings';

type Messages = { [key: string]: string | Messages };

/**
 * Raw messages (messages/*.json as imported outside Next) compiled the way next-intl's
 * plugin compiles them for the app (`experimental.messages.precompile`: icu-minify's compile
 * on every string, the same nesting). For Storybook and the unit tests, whose bundlers do
 * not run the plugin, so that the design system's strings reach it in the app's form.
 * Never import it from app code: it brings the ICU parser.
 */
export function compileMessages<T extends object>(messages: T): T {
  return Object.fromEntries(
    Object.entries(messages as Messages).map(([key, value]) => [
      key,
      typeof value === 'string' ? compile(value) : compileMessages(value),
    ]),
  ) as T;
}

/**
 * The design system's strings from raw messages, as the app has them: only the design
 * system's namespaces compiled (Storybook's preview and each test file start with it).
 */
export function compiledDesignSystemStrings(messages: Record<string, unknown>): DesignSystemStrings {
  const own = Object.fromEntries(designSystemNamespaces.map((namespace) => [namespace, messages[namespace] ?? {}]));
  return designSystemStringsFrom(compileMessages(own));
}
