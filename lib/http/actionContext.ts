import { notFound } from 'next/navigation';
import { isActionContext } from './actionGuard';

/**
 * An action's bound context as the browser sent it back: a JavaScript call may hold any
 * value there (the proxy checks only no-JS posts' rows), so an action that reads it first
 * makes sure it is a well-formed object; anything else is the 404 page, not a crash.
 */
export function requireActionContext(context: unknown): void {
  if (!isActionContext(context)) notFound();
}
